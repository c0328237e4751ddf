import type { ComponentType, ReactNode } from 'react';

/** One column of a `ResourceTable`. */
export interface ResourceColumn<Row> {
  readonly id: string;
  readonly title: string;
  readonly cell: (row: Row) => ReactNode;
  /** Makes the column sortable by this value. */
  readonly sortValue?: (row: Row) => string | number;
  /** Starts hidden; the 'Shown Columns' chooser can show it. */
  readonly hiddenByDefault?: boolean;
}

/** An icon button of the Options column. */
export interface RowAction<Row> {
  readonly id: string;
  readonly label: string;
  readonly icon: ComponentType;
  readonly onClick: (row: Row) => void;
  readonly isDisabled?: (row: Row) => boolean;
}
