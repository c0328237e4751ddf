import { Button, Flex, FlexItem, Spinner, Tooltip } from '@patternfly/react-core';
import { Table, Tbody, Td, Th, Thead, Tr } from '@patternfly/react-table';
import { useMemo, useState, type ComponentType, type ReactNode } from 'react';
import './resource-table.css';
import { TABLE_CHECKBOX_COLUMN_PX, TABLE_ROW_HEIGHT_PX } from './resource-table.constants';
import { sortRows, type TableSort } from './resource-table.sort';
import { resourceTableStrings } from './resource-table.strings';
import { ShownColumnsSelect } from './ShownColumnsSelect';

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

/**
 * The generic data table (spec 01 §2): optional 'Shown Columns' chooser, row selection, an Options column of action
 * icons, sorting, and 'There are no {entity} yet.' when empty. Rows are 40 px high and the checkbox column 45 px
 * (spec 01 §9). Rows are rendered in full (no virtualisation library is installed).
 */
export function ResourceTable<Row>(props: ResourceTableProps<Row>) {
  const { columns, rows, rowKey, actions = [], selection, onRowClick } = props;
  const [shown, setShown] = useState<Set<string>>(
    () => new Set(columns.filter((column) => !column.hiddenByDefault).map((column) => column.id)),
  );
  const [sort, setSort] = useState<TableSort | undefined>(props.initialSort);
  const visibleColumns = columns.filter((column) => shown.has(column.id));
  const sortColumn = columns.find((column) => column.id === sort?.columnId);
  const sortedRows = useMemo(
    () => (sort && sortColumn?.sortValue ? sortRows(rows, sortColumn.sortValue, sort.direction) : [...rows]),
    [rows, sort, sortColumn],
  );
  const keys = rows.map(rowKey);
  const allSelected = selection !== undefined && keys.length > 0 && keys.every((key) => selection.selected.has(key));
  const toggleRow = (key: string, on: boolean) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    if (on) next.add(key);
    else next.delete(key);
    selection.onChange(next);
  };
  const columnCount = visibleColumns.length + (selection ? 1 : 0) + (actions.length > 0 ? 1 : 0);

  return (
    <div data-test={props['data-test']}>
      {props.columnChooser && (
        <Flex justifyContent={{ default: 'justifyContentFlexEnd' }}>
          <FlexItem>
            <ShownColumnsSelect columns={columns} shown={shown} onChange={setShown} />
          </FlexItem>
        </Flex>
      )}
      <Table aria-label={props.ariaLabel} variant="compact" className="oc-resource-table">
        <Thead>
          <Tr>
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
            {actions.length > 0 && <Th modifier="fitContent">{resourceTableStrings.options}</Th>}
          </Tr>
        </Thead>
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
          {!props.isLoading &&
            sortedRows.map((row, rowIndex) => {
              const key = rowKey(row);
              return (
                <Tr
                  key={key}
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
                  {selection && (
                    <Td
                      select={{
                        rowIndex,
                        onSelect: (_event, on) => toggleRow(key, on),
                        isSelected: selection.selected.has(key),
                      }}
                    />
                  )}
                  {visibleColumns.map((column) => (
                    <Td key={column.id} dataLabel={column.title}>
                      {column.cell(row)}
                    </Td>
                  ))}
                  {actions.length > 0 && (
                    <Td isActionCell dataLabel={resourceTableStrings.options}>
                      {actions.map((action) => (
                        <ActionButton key={action.id} action={action} row={row} rowKey={key} />
                      ))}
                    </Td>
                  )}
                </Tr>
              );
            })}
        </Tbody>
      </Table>
    </div>
  );
}

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
