import { Spinner } from '@patternfly/react-core';
import { Table, Tbody, Td, Tr } from '@patternfly/react-table';
import { useCallback, useMemo, type Ref, type UIEvent } from 'react';
import type { RowWindow } from '@frontend/shared/components/resource-table.window';
import { WindowedRows } from '@frontend/shared/components/ResourceTableWindow';
import { useStableCallback } from '@frontend/shared/hooks/useStableCallback';
import { objectsStrings as strings } from '../objects.strings';
import { useDropTarget, type DropTo } from './DropZone';
import type { BucketObject, SortOrder } from './object-sort';
import './object-table.css';
import { ObjectRow } from './ObjectRow';
import { ObjectTableHeader } from './ObjectTableHeader';
import type { RowAction } from './RowActions';

/** What the object table shows, whichever rows of it are rendered. */
export interface ObjectTableContent {
  readonly rows: readonly BucketObject[];
  readonly sort: SortOrder;
  readonly onSort: (sort: SortOrder) => void;
  readonly selected: ReadonlySet<string>;
  readonly onSelect: (next: Set<string>) => void;
  readonly onOpen: (object: BucketObject) => void;
  readonly actions: (object: BucketObject) => readonly RowAction[];
  readonly showDeleted: boolean;
  /** A page is on its way: the first (the table is still empty) or the next. */
  readonly loading?: 'first' | 'more';
  /** Where files dropped on the table go (none: the table takes no drops). */
  readonly dropTo?: DropTo;
}

export interface ObjectTableFrameProps extends ObjectTableContent {
  /** The rows to render; blank rows stand in for the others. */
  readonly window: RowWindow;
  /** The scroll box the window follows. */
  readonly ref: Ref<HTMLDivElement>;
  readonly onScroll?: (event: UIEvent<HTMLDivElement>) => void;
}

/**
 * The object table's scroll box, sticky header and the rows of `window`, whoever decides the window: `ObjectTable`
 * (and the windowing benchmark's reference, hack/bench/table-windowing/). Rows are focusable; Enter opens a folder or
 * an object.
 */
export function ObjectTableFrame({ ref, rows, selected, onSelect, window, ...props }: ObjectTableFrameProps) {
  const drop = useDropTarget(props.dropTo);

  // Once per change of the rows or the selection, not per scroll step: a folder can hold 100,000 rows.
  const allSelected = useMemo(() => rows.length > 0 && rows.every((row) => selected.has(row.name)), [rows, selected]);
  const toggle = useCallback(
    (key: string, on: boolean) => {
      const next = new Set(selected);
      if (on) next.add(key);
      else next.delete(key);
      onSelect(next);
    },
    [selected, onSelect],
  );
  const selectAll = useStableCallback((on: boolean) => onSelect(on ? new Set(rows.map((row) => row.name)) : new Set()));
  const columnCount = 5 + (props.showDeleted ? 1 : 0);

  return (
    <div
      ref={ref}
      className={`oc-object-scroll${drop.active ? ' oc-drop-active' : ''}`}
      onScroll={props.onScroll}
      {...drop.handlers}
      data-test="object-scroll"
    >
      <Table
        aria-label={strings.title}
        // The header plus every listed row, rendered or not; -1 (unknown) while more pages are still coming.
        aria-rowcount={props.loading ? -1 : rows.length + 1}
        variant="compact"
        // Always a table, also below 768 px: PatternFly's stacked (grid) rows are taller than the fixed row height
        // the windowing places rows by, so on a phone they overlapped. The box scrolls sideways instead, the name
        // filling its width and the row menu kept at its right (object-table.css).
        gridBreakPoint=""
        isStickyHeader
        className="oc-object-table"
        data-test="object-table"
      >
        <ObjectTableHeader
          sort={props.sort}
          onSort={props.onSort}
          allSelected={allSelected}
          onSelectAll={selectAll}
          showDeleted={props.showDeleted}
        />
        <Tbody>
          <WindowedRows window={window}>
            {rows.slice(window.start, window.end).map((row, offset) => (
              <ObjectRow
                key={row.name}
                row={row}
                index={window.start + offset}
                isSelected={selected.has(row.name)}
                showDeleted={props.showDeleted}
                onOpen={props.onOpen}
                onToggle={toggle}
                actions={props.actions}
              />
            ))}
          </WindowedRows>
          {props.loading && (
            <Tr>
              <Td colSpan={columnCount} data-test={`loading-${props.loading}`}>
                <Spinner size="md" aria-label={strings.title} />{' '}
                {props.loading === 'first' ? strings.loadingFirst : strings.loadingMore}
              </Td>
            </Tr>
          )}
        </Tbody>
      </Table>
    </div>
  );
}
