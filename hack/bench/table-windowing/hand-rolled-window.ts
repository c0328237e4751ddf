import { useEffect, useState, type RefObject, type UIEvent } from 'react';
import type { RowWindow } from '@frontend/shared/components/resource-table.window';

/*
 * The reference of the windowing benchmark: the object table's own windowing before @tanstack/react-virtual
 * replaced it (frontend/src/features/objects/listing/virtual-window.ts and its use in ObjectTable.tsx), kept here so
 * that each run measures both side by side.
 */

/** Which rows of a fixed-row-height list to render for the scroll position. */
export function virtualWindow(input: {
  count: number;
  rowHeight: number;
  scrollTop: number;
  viewportHeight: number;
  overscan: number;
}): RowWindow {
  const { count, rowHeight, scrollTop, viewportHeight, overscan } = input;
  const first = Math.floor(Math.max(0, scrollTop) / rowHeight);
  const visible = Math.ceil(Math.max(0, viewportHeight) / rowHeight) + 1;
  const start = Math.min(count, Math.max(0, first - overscan));
  const end = Math.min(count, first + visible + overscan);
  return { start, end, before: start * rowHeight, after: Math.max(0, count - end) * rowHeight };
}

/**
 * The window for the scroll box `scroller`: the scroll position is React state, set by every scroll event (the box
 * must pass on `onScroll`), and the viewport is measured once and on resize.
 */
export function useHandRolledWindow(
  scroller: RefObject<HTMLElement | null>,
  options: { count: number; rowHeight: number; overscan: number; firstScreenOverscan: number },
): { window: RowWindow; onScroll: (event: UIEvent<HTMLElement>) => void } {
  const [scrollTop, setScrollTop] = useState(0);
  const [viewport, setViewport] = useState(600);
  useEffect(() => {
    const element = scroller.current;
    if (!element) return undefined;
    const measure = () => setViewport(element.clientHeight || 600);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [scroller]);
  const window = virtualWindow({
    count: options.count,
    rowHeight: options.rowHeight,
    scrollTop,
    viewportHeight: viewport,
    overscan: scrollTop === 0 ? options.firstScreenOverscan : options.overscan,
  });
  return { window, onScroll: (event) => setScrollTop(event.currentTarget.scrollTop) };
}
