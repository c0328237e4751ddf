import { Flex, FlexItem, Spinner } from '@patternfly/react-core';
import { Table, Tbody, Td, Th, Thead, Tr } from '@patternfly/react-table';
import { useCallback, useMemo, useState } from 'react';
import './resource-table.css';
import { TABLE_CHECKBOX_COLUMN_PX } from './resource-table.constants';
import { sortRows, type TableSort } from './resource-table.sort';
import { resourceTableStrings } from './resource-table.strings';
import type { ResourceColumn, RowAction } from './resource-table.types';
import { ResourceTableRow } from './ResourceTableRow';
import { WindowedTable } from './ResourceTableWindow';
import { ShownColumnsSelect } from './ShownColumnsSelect';
import { STICKY_ACTIONS } from './sticky-actions';

export type { ResourceColumn, RowAction } from './resource-table.types';

/**
 * From this many rows on, the table scrolls in a box of its own and renders only the rows in view. Shorter lists
 * render every row in the page's flow, as a few dozen rows cost little: no nested scroll bar, and find-in-page (and
 * a test's locator) sees every row.
 */
export const WINDOWED_FROM_ROWS = 100;

export interface ResourceTableProps<Row> {
  readonly ariaLabel: string;
  /** Plural name of what the rows are, for the empty text 'There are no {entity} yet.' */
  readonly entity: string;
  readonly rows: readonly Row[];
  readonly rowKey: (row: Row) => string;
  readonly columns: readonly ResourceColumn<Row>[];
  readonly actions?: readonly RowAction<Row>[];
  /** Row-select checkboxes; the caller keeps the selection (keys of `rowKey`). */
  readonly selection?: { readonly selected: ReadonlySet<string>; readonly onChange: (next: Set<string>) => void };
  /** Makes a row clickable (and reachable with Enter), e.g. to open its detail page. */
  readonly onRowClick?: (row: Row) => void;
  readonly isLoading?: boolean;
  /** Shows the 'Shown Columns' chooser above the table. */
  readonly columnChooser?: boolean;
  readonly initialSort?: TableSort;
  /** Replaces 'There are no {entity} yet.' */
  readonly emptyText?: string;
  readonly 'data-test'?: string;
}

const NO_ACTIONS: readonly never[] = [];

/**
 * The generic data table (spec 01 §2): optional 'Shown Columns' chooser, row selection, an Options column of action
 * icons, sorting, and 'There are no {entity} yet.' when empty. Rows are 40 px high and the checkbox column 45 px
 * (spec 01 §9). From `WINDOWED_FROM_ROWS` rows on, only the rows in view are rendered (@tanstack/react-virtual).
 */
export function ResourceTable<Row>(props: ResourceTableProps<Row>) {
  const { columns, rows, rowKey, actions = NO_ACTIONS, selection, onRowClick } = props;
  const [shown, setShown] = useState<Set<string>>(
    () => new Set(columns.filter((column) => !column.hiddenByDefault).map((column) => column.id)),
  );
  const [sort, setSort] = useState<TableSort | undefined>(props.initialSort);
  const visibleColumns = useMemo(() => columns.filter((column) => shown.has(column.id)), [columns, shown]);
  const sortColumn = columns.find((column) => column.id === sort?.columnId);
  const sortedRows = useMemo(
    () => (sort && sortColumn?.sortValue ? sortRows(rows, sortColumn.sortValue, sort.direction) : [...rows]),
    [rows, sort, sortColumn],
  );
  const keys = useMemo(() => rows.map(rowKey), [rows, rowKey]);
  const allSelected = selection !== undefined && keys.length > 0 && keys.every((key) => selection.selected.has(key));
  const onSelectionChange = selection?.onChange;
  const selected = selection?.selected;
  const toggleRow = useCallback(
    (key: string, on: boolean) => {
      if (!onSelectionChange || !selected) return;
      const next = new Set(selected);
      if (on) next.add(key);
      else next.delete(key);
      onSelectionChange(next);
    },
    [selected, onSelectionChange],
  );
  const columnCount = visibleColumns.length + (selection ? 1 : 0) + (actions.length > 0 ? 1 : 0);

  const head = (
    <Thead>
      <Tr aria-rowindex={1}>
        {selection && (
          <Th
            style={{ width: TABLE_CHECKBOX_COLUMN_PX }}
            select={{
              onSelect: (_event, on) => selection.onChange(on ? new Set(keys) : new Set()),
              isSelected: allSelected,
            }}
            aria-label={resourceTableStrings.selectAll}
          />
        )}
        {visibleColumns.map((column, index) => (
          <Th
            key={column.id}
            modifier="wrap"
            sort={
              column.sortValue
                ? {
                    columnIndex: index,
                    sortBy: {
                      index: sort?.columnId === column.id ? index : undefined,
                      direction: sort?.direction ?? 'asc',
                    },
                    onSort: (_event, _index, direction) => setSort({ columnId: column.id, direction }),
                  }
                : undefined
            }
          >
            {column.title}
          </Th>
        ))}
        {actions.length > 0 && (
          <Th modifier="fitContent" {...STICKY_ACTIONS}>
            {resourceTableStrings.options}
          </Th>
        )}
      </Tr>
    </Thead>
  );
  const renderRow = (row: Row, index: number, measure?: (row: Element | null) => void) => {
    const key = rowKey(row);
    return (
      <ResourceTableRow
        key={key}
        row={row}
        rowKey={key}
        index={index}
        columns={visibleColumns}
        actions={actions}
        isSelected={selected?.has(key)}
        onToggle={toggleRow}
        onRowClick={onRowClick}
        ref={measure}
      />
    );
  };

  const windowed = !props.isLoading && sortedRows.length >= WINDOWED_FROM_ROWS;
  return (
    <div data-test={props['data-test']}>
      {props.columnChooser && (
        <Flex justifyContent={{ default: 'justifyContentFlexEnd' }}>
          <FlexItem>
            <ShownColumnsSelect columns={columns} shown={shown} onChange={setShown} />
          </FlexItem>
        </Flex>
      )}
      {windowed ? (
        <WindowedTable
          ariaLabel={props.ariaLabel}
          className="oc-resource-table"
          head={head}
          rows={sortedRows}
          renderRow={renderRow}
        />
      ) : (
        // A table wider than its box (many columns in a narrow window, a phone) scrolls sideways in it, the Options
        // column staying in view at its right; the page itself never scrolls sideways. Always a table, also below
        // 768 px: PatternFly's stacked rows there overflowed the fixed 40 px row height.
        <div className="oc-resource-table-sideways" data-test="table-sideways">
          <Table aria-label={props.ariaLabel} variant="compact" gridBreakPoint="" className="oc-resource-table">
            {head}
            <Tbody>
              {props.isLoading && (
                <Tr>
                  <Td colSpan={columnCount}>
                    <Spinner size="md" aria-label={resourceTableStrings.loading} />
                  </Td>
                </Tr>
              )}
              {!props.isLoading && sortedRows.length === 0 && (
                <Tr>
                  <Td colSpan={columnCount} data-test="table-empty">
                    {props.emptyText ?? resourceTableStrings.emptyText(props.entity)}
                  </Td>
                </Tr>
              )}
              {!props.isLoading && sortedRows.map((row, index) => renderRow(row, index))}
            </Tbody>
          </Table>
        </div>
      )}
    </div>
  );
}
