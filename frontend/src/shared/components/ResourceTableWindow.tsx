import { Table, Tbody, Tr } from '@patternfly/react-table';
import { useRef, type ReactNode } from 'react';
import { TABLE_OVERSCAN_ROWS, TABLE_ROW_HEIGHT_PX } from './resource-table.constants';
import { useRowWindow, type RowWindow } from './resource-table.window';

/**
 * The rendered rows of a windowed table body between two blank rows as high as the rows left out, so the scroll
 * box keeps the full list's height and the table keeps its own layout (rows cannot be positioned absolutely in a
 * table without losing the column widths).
 */
export function WindowedRows({ window, children }: { window: RowWindow; children: ReactNode }) {
  return (
    <>
      {window.before > 0 && <Tr aria-hidden style={{ height: window.before }} data-test="rows-before" />}
      {children}
      {window.after > 0 && <Tr aria-hidden style={{ height: window.after }} data-test="rows-after" />}
    </>
  );
}

export interface WindowedTableProps<Row> {
  readonly ariaLabel: string;
  readonly className: string;
  /** The table's `Thead`, sticky at the top of the scroll box. */
  readonly head: ReactNode;
  readonly rows: readonly Row[];
  /** One row's `Tr`, which must take `measure` as its ref and carry `data-index={index}` and `aria-rowindex={index + 2}`. */
  readonly renderRow: (row: Row, index: number, measure: ((row: Element | null) => void) | undefined) => ReactNode;
}

/**
 * A table in a scroll box of its own, its header sticky, that renders only the rows in view plus an overscan.
 * Rows are measured as they render, so one whose text wraps is no problem.
 */
export function WindowedTable<Row>({ ariaLabel, className, head, rows, renderRow }: WindowedTableProps<Row>) {
  const scroller = useRef<HTMLDivElement>(null);
  const { window, measureRow } = useRowWindow({
    count: rows.length,
    scroller,
    rowHeight: TABLE_ROW_HEIGHT_PX,
    overscan: TABLE_OVERSCAN_ROWS,
    measureRows: true,
  });
  return (
    <div ref={scroller} className="oc-resource-table-scroll" data-test="table-scroll">
      <Table
        aria-label={ariaLabel}
        // The header row plus every row of the list, rendered or not; the rows carry their aria-rowindex.
        aria-rowcount={rows.length + 1}
        variant="compact"
        // A table at any width, scrolling sideways in its box, like the short one (ResourceTable.tsx).
        gridBreakPoint=""
        isStickyHeader
        className={className}
      >
        {head}
        <Tbody>
          <WindowedRows window={window}>
            {rows
              .slice(window.start, window.end)
              .map((row, offset) => renderRow(row, window.start + offset, measureRow))}
          </WindowedRows>
        </Tbody>
      </Table>
    </div>
  );
}
