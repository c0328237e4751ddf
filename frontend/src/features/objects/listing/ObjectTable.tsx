import { Spinner } from '@patternfly/react-core';
import { FileIcon, FolderIcon } from '@patternfly/react-icons';
import { ActionsColumn, Table, Tbody, Td, Th, Thead, Tr, type IAction } from '@patternfly/react-table';
import { useEffect, useRef, useState } from 'react';
import { formatBytes, formatDateTime } from '../../buckets/bucket-format';
import { displayName, isFolderKey } from '../common/object-path';
import { objectsStrings as strings } from '../objects.strings';
import { useDropTarget, type DropTo } from './DropZone';
import type { BucketObject, SortField, SortOrder } from './object-sort';
import './object-table.css';
import { nearEnd, virtualWindow } from './virtual-window';

/** Fixed row height (spec 01 §9: 40 px), which the windowing relies on. */
export const ROW_HEIGHT_PX = 40;
const OVERSCAN_ROWS = 10;
/** Start loading the next page this many rows before the loaded end comes into view. */
const PREFETCH_ROWS = 100;

const SORT_COLUMNS: readonly SortField[] = ['name', 'last_modified', 'size'];

export interface ObjectTableProps {
  readonly rows: readonly BucketObject[];
  readonly sort: SortOrder;
  readonly onSort: (sort: SortOrder) => void;
  readonly selected: ReadonlySet<string>;
  readonly onSelect: (next: Set<string>) => void;
  readonly onOpen: (object: BucketObject) => void;
  readonly actions: (object: BucketObject) => IAction[];
  readonly showDeleted: boolean;
  readonly hasMore: boolean;
  readonly loadingMore: boolean;
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
  const [scrollTop, setScrollTop] = useState(0);
  const [viewport, setViewport] = useState(600);
  const drop = useDropTarget(props.dropTo);
  const { rows, hasMore, loadingMore, onNeedMore } = props;

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
    overscan: OVERSCAN_ROWS,
  });
  const wantMore = hasMore && !loadingMore && nearEnd(window, rows.length, PREFETCH_ROWS);
  useEffect(() => {
    if (wantMore) onNeedMore();
  }, [wantMore, onNeedMore]);

  const keys = rows.map((row) => row.name);
  const allSelected = keys.length > 0 && keys.every((key) => props.selected.has(key));
  const toggle = (key: string, on: boolean) => {
    const next = new Set(props.selected);
    if (on) next.add(key);
    else next.delete(key);
    props.onSelect(next);
  };
  const columnCount = 5 + (props.showDeleted ? 1 : 0);
  const titles: Record<SortField, string> = {
    name: strings.columns.name,
    last_modified: strings.columns.lastModified,
    size: strings.columns.size,
  };

  return (
    <div
      ref={scroller}
      className={`oc-object-scroll${drop.active ? ' oc-drop-active' : ''}`}
      onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
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
        <Thead>
          <Tr>
            <Th
              select={{
                onSelect: (_event, on) => props.onSelect(on ? new Set(keys) : new Set()),
                isSelected: allSelected,
              }}
              aria-label={strings.selectAll}
            />
            {SORT_COLUMNS.map((field, index) => (
              <Th
                key={field}
                sort={{
                  columnIndex: index,
                  sortBy: {
                    index: SORT_COLUMNS.indexOf(props.sort.field),
                    direction: props.sort.direction,
                  },
                  onSort: (_event, _index, direction) => props.onSort({ field, direction }),
                }}
                data-test={`sort-${field}`}
              >
                {titles[field]}
              </Th>
            ))}
            {props.showDeleted && <Th>{strings.columns.deleted}</Th>}
            <Th screenReaderText={strings.columns.actions} />
          </Tr>
        </Thead>
        <Tbody>
          {window.before > 0 && <Tr aria-hidden style={{ height: window.before }} />}
          {rows.slice(window.start, window.end).map((row, offset) => {
            const folder = isFolderKey(row.name);
            const name = displayName(row.name);
            return (
              <Tr
                key={row.name}
                className="oc-object-row"
                isClickable
                tabIndex={0}
                onRowClick={(event) => {
                  // A click on the row opens it, but not one on its checkbox or its actions.
                  if (!isControl(event?.target)) props.onOpen(row);
                }}
                onKeyDown={(event) => {
                  if (event.key === 'Enter' && event.target === event.currentTarget) props.onOpen(row);
                }}
                data-test="object-row"
                data-key={row.name}
              >
                <Td
                  select={{
                    rowIndex: window.start + offset,
                    onSelect: (_event, on) => toggle(row.name, on),
                    isSelected: props.selected.has(row.name),
                  }}
                  aria-label={strings.selectRow(name)}
                />
                <Td dataLabel={strings.columns.name}>
                  <div className="oc-object-name" title={row.name}>
                    {folder ? <FolderIcon /> : <FileIcon />} <span data-test="object-name">{name}</span>
                  </div>
                </Td>
                <Td dataLabel={strings.columns.lastModified}>
                  {row.last_modified ? formatDateTime(row.last_modified) : ''}
                </Td>
                <Td dataLabel={strings.columns.size}>
                  {folder || row.size === undefined ? '' : formatBytes(row.size)}
                </Td>
                {props.showDeleted && (
                  <Td dataLabel={strings.columns.deleted} data-test="object-deleted">
                    {row.delete_flag ? strings.yes : strings.no}
                  </Td>
                )}
                <Td isActionCell onClick={(event) => event.stopPropagation()}>
                  <ActionsColumn items={props.actions(row)} popperProps={{ appendTo: () => document.body }} />
                </Td>
              </Tr>
            );
          })}
          {window.after > 0 && <Tr aria-hidden style={{ height: window.after }} />}
          {loadingMore && (
            <Tr>
              <Td colSpan={columnCount}>
                <Spinner size="md" aria-label={strings.loadingMore} /> {strings.loadingMore}
              </Td>
            </Tr>
          )}
        </Tbody>
      </Table>
    </div>
  );
}

const isControl = (target: EventTarget | undefined) =>
  target instanceof Element && target.closest('input, button, label, a, [role="menu"], [role="menuitem"]') !== null;
