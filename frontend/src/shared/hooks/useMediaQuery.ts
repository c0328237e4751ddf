import { useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now, following changes; `fallback` where matchMedia is missing (jsdom). */
export function useMediaQuery(query: string, fallback: boolean): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = globalThis.matchMedia?.(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    () => globalThis.matchMedia?.(query).matches ?? fallback,
    () => fallback,
  );
}
