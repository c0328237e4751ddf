import { Spinner } from '@patternfly/react-core';
import { Table, Tbody, Td, Tr } from '@patternfly/react-table';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { objectsStrings as strings } from '../objects.strings';
import { useDropTarget, type DropTo } from './DropZone';
import { useStableCallback } from '@frontend/shared/hooks/useStableCallback';
import type { BucketObject, SortOrder } from './object-sort';
import './object-table.css';
import { ObjectRow } from './ObjectRow';
import { ObjectTableHeader } from './ObjectTableHeader';
import type { RowAction } from './RowActions';
import { useFolderState } from './use-folder-state';
import { nearEnd, virtualWindow } from './virtual-window';

/** Fixed row height (spec 01 §9: 40 px), which the windowing relies on. */
export const ROW_HEIGHT_PX = 40;
const OVERSCAN_ROWS = 10;
const FIRST_SCREEN_OVERSCAN_ROWS = 3;
/** Start loading the next page this many rows before the loaded end comes into view. */
const PREFETCH_ROWS = 100;

export interface ObjectTableProps {
  /** The folder listed: another one starts at the top. */
  readonly folder: string;
  readonly rows: readonly BucketObject[];
  readonly sort: SortOrder;
  readonly onSort: (sort: SortOrder) => void;
  readonly selected: ReadonlySet<string>;
  readonly onSelect: (next: Set<string>) => void;
  readonly onOpen: (object: BucketObject) => void;
  readonly actions: (object: BucketObject) => readonly RowAction[];
  readonly showDeleted: boolean;
  readonly hasMore: boolean;
  /** A page is on its way: the first (the table is still empty) or the next. */
  readonly loading?: 'first' | 'more';
  readonly onNeedMore: () => void;
  /** Where files dropped on the table go (none: the table takes no drops). */
  readonly dropTo?: DropTo;
}

/**
 * The object list as a table that renders only the rows in view (plus a margin), with blank rows standing in for
 * the rest, so a folder of a million entries costs what a screenful does. Nearing the loaded end asks for the next
 * page. Rows are focusable; Enter opens a folder or an object.
 */
export function ObjectTable(props: ObjectTableProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useFolderState(props.folder, 0);
  const [viewport, setViewport] = useState(600);
  const drop = useDropTarget(props.dropTo);
  const { rows, hasMore, loading, onNeedMore, selected, onSelect } = props;

  // Another folder starts at the top. Only a box scrolled away is reset: writing scrollTop forces a layout.
  const scrolledTo = useRef(0);
  useLayoutEffect(() => {
    if (scroller.current && scrolledTo.current !== 0) scroller.current.scrollTop = 0;
    scrolledTo.current = 0;
  }, [props.folder]);

  useEffect(() => {
    const element = scroller.current;
    if (!element) return undefined;
    const measure = () => setViewport(element.clientHeight || 600);
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    observer?.observe(element);
    return () => observer?.disconnect();
  }, []);

  const window = virtualWindow({
    count: rows.length,
    rowHeight: ROW_HEIGHT_PX,
    scrollTop,
    viewportHeight: viewport,
    // A narrow margin below the first screen until the user scrolls: a folder's first rows paint that much sooner.
    overscan: scrollTop === 0 ? FIRST_SCREEN_OVERSCAN_ROWS : OVERSCAN_ROWS,
  });
  const wantMore = hasMore && loading === undefined && nearEnd(window, rows.length, PREFETCH_ROWS);
  useEffect(() => {
    if (!wantMore) return undefined;
    // After the next frame is painted: loading the next page must not hold up the rows now in view.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(onNeedMore, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [wantMore, onNeedMore]);

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
      ref={scroller}
      className={`oc-object-scroll${drop.active ? ' oc-drop-active' : ''}`}
      onScroll={(event) => {
        scrolledTo.current = event.currentTarget.scrollTop;
        setScrollTop(scrolledTo.current);
      }}
      {...drop.handlers}
      data-test="object-scroll"
    >
      <Table
        aria-label={strings.title}
        variant="compact"
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
          {window.before > 0 && <Tr aria-hidden style={{ height: window.before }} />}
          {rows.slice(window.start, window.end).map((row, offset) => (
            <ObjectRow
              key={row.name}
              row={row}
              index={window.start + offset}
              isSelected={props.selected.has(row.name)}
              showDeleted={props.showDeleted}
              onOpen={props.onOpen}
              onToggle={toggle}
              actions={props.actions}
            />
          ))}
          {window.after > 0 && <Tr aria-hidden style={{ height: window.after }} />}
          {loading && (
            <Tr>
              <Td colSpan={columnCount} data-test={`loading-${loading}`}>
                <Spinner size="md" aria-label={strings.title} />{' '}
                {loading === 'first' ? strings.loadingFirst : strings.loadingMore}
              </Td>
            </Tr>
          )}
        </Tbody>
      </Table>
    </div>
  );
}
