import {
  Virtualizer,
  elementScroll,
  observeElementOffset,
  observeElementRect,
  type VirtualizerOptions,
} from '@tanstack/react-virtual';
import { useLayoutEffect, useReducer, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * When the rows coming into view are rendered, relative to the frame that shows the scroll step:
 * - 'when-uncovered' (the default): after the frame is painted (by React's scheduler), unless rows in view are not
 *   rendered yet (a jump past the overscan) — then within the scroll event, so the frame never shows blank space;
 * - 'always': within the scroll event (what @tanstack/react-virtual's own `useVirtualizer` does), which makes every
 *   such frame longer;
 * - 'after-paint': always after the frame is painted, so a jump past the overscan paints blank space for a frame.
 * hack/bench/table-windowing.ts measures the three against the hand-rolled windowing they replaced.
 */
export type ScrollRender = 'when-uncovered' | 'always' | 'after-paint';

export type TableVirtualizer = Virtualizer<HTMLElement, Element>;

type Options = Omit<
  VirtualizerOptions<HTMLElement, Element>,
  'observeElementRect' | 'observeElementOffset' | 'scrollToFn' | 'onChange'
>;

/**
 * @tanstack/react-virtual's virtualizer (its core, `Virtualizer`) bound to a component as its own `useVirtualizer`
 * binds it, but deciding per change whether to render synchronously: `useVirtualizer` decides once, and with
 * 'always' every range change lengthens its frame, while a deferred render left behind paints blank space on jumps.
 * `isCovered` says whether the rows rendered last still cover what the virtualizer now has in view.
 * Also answers `measure`, the ref for rows to be measured (measuring runs in React's commit, where a synchronous
 * render cannot be flushed).
 */
export function useTableVirtualizer(
  options: Options,
  scrollRender: ScrollRender,
  isCovered: (virtualizer: TableVirtualizer) => boolean,
): { virtualizer: TableVirtualizer; measure: (row: Element | null) => void } {
  const [, rerender] = useReducer((renders: number) => renders + 1, 0);
  const [bound] = useState(() => {
    const virtualizer = new Virtualizer<HTMLElement, Element>({
      ...options,
      observeElementRect,
      observeElementOffset,
      scrollToFn: elementScroll,
    });
    let measuring = false;
    const measure = (row: Element | null) => {
      measuring = true;
      try {
        virtualizer.measureElement(row);
      } finally {
        measuring = false;
      }
    };
    return { virtualizer, measure, isMeasuring: () => measuring };
  });
  const { virtualizer, measure, isMeasuring } = bound;
  virtualizer.setOptions({
    ...options,
    observeElementRect,
    observeElementOffset,
    scrollToFn: elementScroll,
    // Set on every render, so it decides with this render's arguments. `inScrollEvent`: the core notifies
    // synchronously from a scroll event or a measurement.
    onChange: (instance, inScrollEvent) => {
      const sync =
        inScrollEvent &&
        !isMeasuring() &&
        (scrollRender === 'always' || (scrollRender === 'when-uncovered' && !isCovered(instance)));
      if (sync) flushSync(rerender);
      else rerender();
    },
  });
  useLayoutEffect(() => virtualizer._didMount(), [virtualizer]);
  useLayoutEffect(() => virtualizer._willUpdate());
  return { virtualizer, measure };
}
