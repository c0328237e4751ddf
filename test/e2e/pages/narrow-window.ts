import { expect, type Locator } from '@playwright/test';

/** A narrow window (a small laptop, half a screen): the page's side menu is folded, lists must still work. */
export const NARROW_WINDOW = { width: 800, height: 800 } as const;
/**
 * A phone held upright (390 px, an iPhone 12 to 15): below 768 px PatternFly lays a table out as a stack of 'label
 * value' lines per row unless told not to.
 */
export const PHONE_WINDOW = { width: 390, height: 844 } as const;
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

/**
 * Each of `rows` (table rows) is usable at the window's width: the parts `partsOf` names (its name, its menu …) lie
 * whole inside their row and inside the window and are what a click reaches (`expectInWindowAndClickable`), and the
 * row does not run into the next. Once, below 768 px, PatternFly stacked each row's cells into lines taller than the
 * fixed 40 px row height, so they ran over the rows below, and a table scrolled sideways left the row menu out of view.
 */
export async function expectRowsUsable(
  rows: readonly Locator[],
  partsOf: (row: Locator) => Record<string, Locator>,
): Promise<void> {
  for (const [index, row] of rows.entries()) {
    // Into view from top to bottom only, the way a person scrolls the list; nothing is scrolled sideways.
    await row
      .locator('td')
      .first()
      .evaluate((cell) => cell.scrollIntoView({ block: 'nearest', inline: 'nearest' }));
    for (const [what, part] of Object.entries(partsOf(row))) {
      const label = `row ${index + 1}'s ${what}`;
      await expectInWindowAndClickable(part, label);
      // Measured at once: the page may still move (a toolbar button shown once the permissions are known).
      const place = await part.evaluate(
        (element, rowElement) => {
          const [inner, outer] = [element.getBoundingClientRect(), rowElement!.getBoundingClientRect()];
          const next = rowElement!.nextElementSibling?.getBoundingClientRect();
          return {
            above: inner.top - outer.top,
            below: outer.bottom - inner.bottom,
            gap: next ? next.top - outer.bottom : 0,
          };
        },
        await row.elementHandle(),
      );
      expect(place.above, `${label} starts inside its row`).toBeGreaterThanOrEqual(-0.5);
      expect(place.below, `${label} ends inside its row`).toBeGreaterThanOrEqual(-0.5);
      expect(place.gap, `row ${index + 1} ends above the next row`).toBeGreaterThanOrEqual(-0.5);
    }
  }
}
