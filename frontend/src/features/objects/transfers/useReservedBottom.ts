import { useEffect, useState } from 'react';

/** The CSS variable that tells the listing how much of the window's bottom the floating panel covers. */
export const RESERVED_BOTTOM_VAR = '--oc-transfer-panel-reserve';

/**
 * Keeps `RESERVED_BOTTOM_VAR` on the page at the height the floating panel covers (its height plus its gap to the
 * window's edge), so the listing and the page can scroll their last rows (sizes, menus) above the panel; removed
 * when the panel goes. Returns the ref callback for the panel's element.
 */
export function useReservedBottom(): (element: HTMLElement | null) => void {
  const [element, setElement] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (!element) return;
    const root = document.documentElement;
    const update = () => {
      const box = element.getBoundingClientRect();
      root.style.setProperty(RESERVED_BOTTOM_VAR, `${Math.ceil(window.innerHeight - box.top)}px`);
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    window.addEventListener('resize', update);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', update);
      root.style.removeProperty(RESERVED_BOTTOM_VAR);
    };
  }, [element]);
  return setElement;
}
