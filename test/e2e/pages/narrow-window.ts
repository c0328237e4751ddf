import { expect, type Locator } from '@playwright/test';

/** A narrow window (a small laptop, half a screen): the page's side menu is folded, lists must still work. */
export const NARROW_WINDOW = { width: 800, height: 800 } as const;
/** The tests' usual window (playwright.config.ts), to go back to after a narrow check. */
export const USUAL_WINDOW = { width: 1280, height: 720 } as const;

/**
 * `control` lies whole inside the window as the page is, without scrolling anything sideways first, and a click at
 * its middle reaches it: not cut off by a box that clips it, nor under something drawn over it.
 */
export async function expectInWindowAndClickable(control: Locator, what: string): Promise<void> {
  await expect(control, what).toBeVisible();
  const place = await control.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return {
      left: box.left,
      right: box.right,
      window: window.innerWidth,
      reached: top !== null && (element.contains(top) || top.contains(element)),
      top: top ? `${top.tagName.toLowerCase()}.${[...top.classList].join('.')}` : 'nothing',
    };
  });
  expect(place.left, `${what} starts inside the window`).toBeGreaterThanOrEqual(0);
  expect(place.right, `${what} ends inside the ${place.window} px window`).toBeLessThanOrEqual(place.window + 0.5);
  expect(place.reached, `${what} is what a click at its middle reaches (not ${place.top})`).toBe(true);
}
