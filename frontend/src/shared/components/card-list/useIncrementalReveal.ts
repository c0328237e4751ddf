import { useCallback, useEffect, useState } from 'react';

/**
 * Shows a long list a step at a time: `count` grows by `step` whenever the sentinel element (placed after the last
 * shown item, given through `setSentinel`) scrolls into view, or when `more` is called (the keyboard-reachable
 * button). Hundreds of cards would otherwise all be laid out at once. A `step` of Infinity shows everything.
 */
export function useIncrementalReveal(total: number, step: number) {
  const [count, setCount] = useState(step);
  const [sentinel, setSentinel] = useState<HTMLElement | null>(null);
  const more = useCallback(() => setCount((current) => current + step), [step]);
  useEffect(() => {
    // jsdom and very old browsers have no IntersectionObserver; the button still works there.
    if (!sentinel || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) more();
    });
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [sentinel, more]);
  return { count: Math.min(count, total), hasMore: count < total, more, setSentinel };
}
