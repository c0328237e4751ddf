import { defaultRangeExtractor, type Range } from '@tanstack/react-virtual';
import { useCallback, useLayoutEffect, useRef, type RefObject } from 'react';
import { useTableVirtualizer, type ScrollRender, type TableVirtualizer } from './resource-table.virtualizer';

export type { ScrollRender } from './resource-table.virtualizer';

/** Which rows of a fixed-row-height table to render now, and the blank space that stands in for the others. */
export interface RowWindow {
  /** First rendered row index. */
  readonly start: number;
  /** One past the last rendered row index. */
  readonly end: number;
  /** Height of the blank space above the first rendered row. */
  readonly before: number;
  /** Height of the blank space below the last rendered row. */
  readonly after: number;
}

export interface RowWindowOptions {
  readonly count: number;
  /** The box that scrolls the rows (`overflow: auto`), the table's nearest scrolling ancestor. */
  readonly scroller: RefObject<HTMLElement | null>;
  readonly rowHeight: number;
  /** Rows rendered beyond the viewport on each side, so a scroll step shows rows already there. */
  readonly overscan: number;
  /** Rows rendered below the viewport while its first row is the list's first: the first screen paints sooner. */
  readonly firstScreenOverscan?: number;
  /**
   * Measure each rendered row (through `measureRow`) instead of taking every row to be `rowHeight` high, for rows
   * whose content may wrap; `rowHeight` is then the estimate for rows not rendered yet.
   */
  readonly measureRows?: boolean;
  /** When rows coming into view render, relative to the frame; default 'when-uncovered'. */
  readonly scrollRender?: ScrollRender;
}

/** The window, and (when measuring) the ref each rendered row must take, with its index in `data-index`. */
export interface RowWindowState {
  readonly window: RowWindow;
  readonly measureRow?: (row: Element | null) => void;
}

const EMPTY: RowWindow = { start: 0, end: 0, before: 0, after: 0 };

/** Rendered before the box is measured; any height works, as the real one comes before the first paint. */
const UNMEASURED_VIEWPORT = { width: 0, height: 600 };

/** Whether every row in the viewport is in the rendered window. */
const covers = (rendered: RowWindow, virtualizer: TableVirtualizer) => {
  const inView = virtualizer.range;
  return inView === null || (inView.startIndex >= rendered.start && inView.endIndex < rendered.end);
};

/**
 * The rows in view plus `overscan` on either side, from @tanstack/react-virtual's virtualizer over `scroller`: it
 * listens to the box's scroll events and size, and renders the caller again only when the rows in view change
 * (when, relative to the frame: `scrollRender`). Unless `measureRows`, every row is taken to be `rowHeight` high,
 * and the table must keep them at exactly that height.
 */
export function useRowWindow(options: RowWindowOptions): RowWindowState {
  const { count, scroller, rowHeight, overscan, firstScreenOverscan, measureRows = false } = options;
  const { scrollRender = 'when-uncovered' } = options;
  const estimateSize = useCallback(() => rowHeight, [rowHeight]);
  const atTopOverscan = firstScreenOverscan ?? overscan;
  const rangeExtractor = useCallback(
    (range: Range) => defaultRangeExtractor(range.startIndex === 0 ? { ...range, overscan: atTopOverscan } : range),
    [atTopOverscan],
  );
  const rendered = useRef(EMPTY);
  const { virtualizer, measure } = useTableVirtualizer(
    {
      count,
      getScrollElement: () => scroller.current,
      estimateSize,
      overscan,
      rangeExtractor,
      initialRect: UNMEASURED_VIEWPORT,
    },
    scrollRender,
    (instance) => covers(rendered.current, instance),
  );

  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items[items.length - 1];
  const window =
    first && last
      ? {
          start: first.index,
          end: last.index + 1,
          before: first.start,
          after: Math.max(0, virtualizer.getTotalSize() - last.end),
        }
      : EMPTY;
  useLayoutEffect(() => {
    rendered.current = window;
  });
  return { window, measureRow: measureRows ? measure : undefined };
}

/** Whether the rendered window reaches within `threshold` rows of the loaded end, so the next page should load. */
export const nearWindowEnd = (window: RowWindow, count: number, threshold: number) => window.end >= count - threshold;
