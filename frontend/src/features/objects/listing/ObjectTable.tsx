import { useEffect, useLayoutEffect, useRef } from 'react';
import { TABLE_OVERSCAN_ROWS, TABLE_ROW_HEIGHT_PX } from '@frontend/shared/components/resource-table.constants';
import { nearWindowEnd, useRowWindow } from '@frontend/shared/components/resource-table.window';
import { ObjectTableFrame, type ObjectTableContent } from './ObjectTableFrame';

/** Rows rendered below the first screen until the user scrolls: a folder's first rows paint that much sooner. */
export const FIRST_SCREEN_OVERSCAN_ROWS = 3;
/** Start loading the next page this many rows before the loaded end comes into view. */
const PREFETCH_ROWS = 100;

export interface ObjectTableProps extends ObjectTableContent {
  /** The folder listed: another one starts at the top. */
  readonly folder: string;
  readonly hasMore: boolean;
  readonly onNeedMore: () => void;
}

/**
 * The object list as a table that renders only the rows in view (plus a margin, @tanstack/react-virtual), with
 * blank rows standing in for the rest, so a folder of a million entries costs what a screenful does. Nearing the
 * loaded end asks for the next page.
 */
export function ObjectTable({ folder, hasMore, onNeedMore, ...content }: ObjectTableProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const { rows, loading } = content;
  const { window } = useRowWindow({
    count: rows.length,
    scroller,
    rowHeight: TABLE_ROW_HEIGHT_PX,
    overscan: TABLE_OVERSCAN_ROWS,
    firstScreenOverscan: FIRST_SCREEN_OVERSCAN_ROWS,
  });

  // Another folder starts at the top; the browser's scroll event then moves the window there. Only a box scrolled
  // away is reset, as noted by its scroll events: reading or writing scrollTop here would force a layout per click.
  const scrolledTo = useRef(0);
  useLayoutEffect(() => {
    if (scroller.current && scrolledTo.current !== 0) scroller.current.scrollTop = 0;
    scrolledTo.current = 0;
  }, [folder]);

  const wantMore = hasMore && loading === undefined && nearWindowEnd(window, rows.length, PREFETCH_ROWS);
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

  return (
    <ObjectTableFrame
      {...content}
      window={window}
      ref={scroller}
      onScroll={(event) => {
        scrolledTo.current = event.currentTarget.scrollTop;
      }}
    />
  );
}
