import { Button, Tooltip } from '@patternfly/react-core';
import { Td, Tr } from '@patternfly/react-table';
import { memo } from 'react';
import { TABLE_ROW_HEIGHT_PX } from './resource-table.constants';
import { resourceTableStrings } from './resource-table.strings';
import type { ResourceColumn, RowAction } from './resource-table.types';
import { STICKY_ACTIONS } from './sticky-actions';

export interface ResourceTableRowProps<Row> {
  readonly row: Row;
  /** The row's key (`rowKey`), which names it in data-test attributes and action labels. */
  readonly rowKey: string;
  /** Its place in the sorted list (not among the rendered rows). */
  readonly index: number;
  readonly columns: readonly ResourceColumn<Row>[];
  readonly actions: readonly RowAction<Row>[];
  /** Whether the row is ticked; undefined: the table has no selection column. */
  readonly isSelected?: boolean;
  readonly onToggle: (key: string, on: boolean) => void;
  readonly onRowClick?: (row: Row) => void;
  /** Takes the rendered row to measure it, in a windowed table (its `data-index` names the row to the measurer). */
  readonly ref?: (row: HTMLTableRowElement | null) => void;
}

function ResourceTableRowBase<Row>(props: ResourceTableRowProps<Row>) {
  const { ref, row, rowKey: key, index, columns, actions, isSelected, onToggle, onRowClick } = props;
  return (
    <Tr
      ref={ref}
      data-index={index}
      // Row 1 is the header: a screen reader announces "row 57 of 1,001" although only the rows in view exist.
      aria-rowindex={index + 2}
      style={{ height: TABLE_ROW_HEIGHT_PX }}
      isClickable={onRowClick !== undefined}
      onRowClick={onRowClick ? () => onRowClick(row) : undefined}
      tabIndex={onRowClick ? 0 : undefined}
      onKeyDown={
        onRowClick
          ? (event) => {
              if (event.key === 'Enter' && event.target === event.currentTarget) onRowClick(row);
            }
          : undefined
      }
      data-test={`row-${key}`}
    >
      {isSelected !== undefined && (
        <Td select={{ rowIndex: index, onSelect: (_event, on) => onToggle(key, on), isSelected }} />
      )}
      {columns.map((column) => (
        <Td key={column.id} dataLabel={column.title}>
          {column.cell(row)}
        </Td>
      ))}
      {actions.length > 0 && (
        <Td isActionCell dataLabel={resourceTableStrings.options} {...STICKY_ACTIONS}>
          {actions.map((action) => (
            <ActionButton key={action.id} action={action} row={row} rowKey={key} />
          ))}
        </Td>
      )}
    </Tr>
  );
}

/**
 * One row of the generic data table. Memoised: a windowed table renders again whenever the rows in view change,
 * and the rows that stay in view keep their props, so only the rows coming into view are rendered.
 */
export const ResourceTableRow = memo(ResourceTableRowBase) as typeof ResourceTableRowBase;

function ActionButton<Row>({ action, row, rowKey }: { action: RowAction<Row>; row: Row; rowKey: string }) {
  const Icon = action.icon;
  return (
    <Tooltip content={action.label}>
      <Button
        variant="plain"
        aria-label={`${action.label} ${rowKey}`}
        icon={<Icon />}
        isDisabled={action.isDisabled?.(row) ?? false}
        onClick={(event) => {
          // The row may be clickable too; the action is what was meant.
          event.stopPropagation();
          action.onClick(row);
        }}
        data-test={`${action.id}-${rowKey}`}
      />
    </Tooltip>
  );
}
