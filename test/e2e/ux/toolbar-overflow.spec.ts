import type { Locator, Page } from '@playwright/test';
import { bucketWith, expect, test } from '../objects/objects-kit';
import { BucketsPage } from '../pages/buckets.page';
import { saveLightAndDark } from '../pages/screenshots';
import { startSession } from '../pages/api-login';
import { watchConsoleErrors } from './ux-kit';

test.describe.configure({ timeout: 120_000 });

/**
 * The page does not scroll sideways: nothing is wider than the window. Polled: after a resize PatternFly's page
 * re-lays its masthead a moment later (it debounces the resize event).
 */
async function expectNoHorizontalScroll(page: Page, where: string): Promise<void> {
  await expect(async () => {
    const fit = await page.evaluate(() => {
      // The innermost elements that run past the right edge, named so a failure says what to fix.
      const past = [...document.body.querySelectorAll<HTMLElement>('*')]
        .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
        .filter(
          (element) =>
            ![...element.children].some((child) => child.getBoundingClientRect().right > window.innerWidth + 0.5),
        )
        .slice(0, 8)
        .map((element) => `${element.closest('[data-test]')?.getAttribute('data-test') ?? ''} ${element.tagName}`);
      return { scroll: document.documentElement.scrollWidth, window: window.innerWidth, past };
    });
    expect(
      fit.scroll,
      `${where}: page width ${fit.scroll} in a ${fit.window} px window (${fit.past.join(', ')})`,
    ).toBeLessThanOrEqual(fit.window);
  }).toPass({ timeout: 10_000 });
}

/**
 * Each action of `toolbar` (by its `data-test`) can be reached: shown whole inside the window and not covered or
 * clipped (the point just inside its right edge is the control itself), or, when the toolbar folded it away, an
 * entry of the toolbar's overflow menu.
 */
async function expectReachable(page: Page, toolbar: Locator, ids: readonly string[], where: string): Promise<void> {
  const width = await page.evaluate(() => window.innerWidth);
  for (const id of ids) {
    const control = toolbar.getByTestId(id).first();
    if (await control.isVisible()) {
      await control.scrollIntoViewIfNeeded();
      const box = await control.boundingBox();
      expect(box, `${where}: ${id}`).toBeTruthy();
      if (!box) continue;
      expect(box.x, `${where}: ${id} starts inside the window`).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, `${where}: ${id} ends inside the window`).toBeLessThanOrEqual(width + 0.5);
      const edges = [box.x + 2, box.x + box.width - 2].map((x) => ({ x, y: box.y + box.height / 2 }));
      for (const point of edges) {
        const hit = await control.evaluate((element, { x, y }) => {
          const top = document.elementFromPoint(x, y);
          // The control's own toolbar item (a switch's input sits under its drawn toggle).
          const item = element.closest('.pf-v6-c-toolbar__item') ?? element;
          return top !== null && (item.contains(top) || top.contains(element));
        }, point);
        expect(hit, `${where}: ${id} is not covered or clipped at x=${Math.round(point.x)}`).toBe(true);
      }
      continue;
    }
    const overflow = toolbar.getByTestId('toolbar-overflow');
    await expect(overflow, `${where}: ${id} is neither shown nor in an overflow menu`).toBeVisible();
    await overflow.click();
    await expect(page.getByTestId(`${id}-overflow`)).toBeVisible();
    await page.keyboard.press('Escape');
  }
}

test('the object browser toolbar fits at 320 px and at 1280 px beside the object panel', async ({
  page,
  consoleServer,
  minio,
  bucket,
  objects,
}) => {
  const errors = watchConsoleErrors(page);
  await bucketWith(minio, bucket, { 'a.txt': 'alpha', 'b.txt': 'bravo' }, { versioned: true });
  await objects.openAs(consoleServer.url, minio, bucket);
  await objects.select('b.txt');
  const toolbar = page.getByTestId('objects-toolbar');
  const actions = [
    'object-search',
    'new-path-button',
    'upload-files',
    'upload-folder',
    'rewind',
    'refresh-list',
    'download-selected',
    'delete-selected',
  ];

  await page.setViewportSize({ width: 320, height: 800 });
  await expect(toolbar).toBeVisible();
  await expectNoHorizontalScroll(page, 'object browser at 320 px');
  await expectReachable(page, toolbar, actions, 'object browser at 320 px');
  // The rows stay rows, one under the other, rather than stacked cards drawn over each other.
  const [first, second] = [await objects.row('a.txt').boundingBox(), await objects.row('b.txt').boundingBox()];
  expect(first && second && second.y >= first.y + first.height - 0.5).toBe(true);
  await saveLightAndDark(page, 'ux-objects-toolbar-320');

  await page.setViewportSize({ width: 1280, height: 800 });
  await objects.row('a.txt').getByTestId('object-name').click();
  await expect(page.getByTestId('object-drawer').getByTestId('object-title')).toHaveText('a.txt');
  await expectNoHorizontalScroll(page, 'object browser at 1280 px with the panel open');
  await expectReachable(
    page,
    toolbar,
    actions.filter((id) => !id.endsWith('-selected')),
    'object browser at 1280 px with the panel open',
  );
  await saveLightAndDark(page, 'ux-objects-toolbar-1280-drawer');
  expect(errors).toEqual([]);
});

test('the bucket list toolbar fits at 320 px and at 1280 px', async ({ page, consoleServer, minio, bucket }) => {
  const errors = watchConsoleErrors(page);
  await bucketWith(minio, bucket, {});
  await startSession(page, consoleServer.url, minio);
  const buckets = new BucketsPage(page);
  await buckets.open(consoleServer.url);
  await expect(await buckets.filteredCard(bucket)).toBeVisible();
  const toolbar = page.getByTestId('card-list-toolbar');
  // Bulk Select on, one bucket ticked: the toolbar at its widest, with the count of chosen buckets.
  await buckets.startBulkSelect();
  await buckets.tick(bucket);
  await expect(page.getByTestId('buckets-selected-count')).toHaveText('1 selected');
  const actions = ['bucket-filter', 'bulk-select', 'set-replication', 'refresh-buckets', 'create-bucket'];
  for (const [width, height] of [
    [320, 800],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    await expect(toolbar).toBeVisible();
    await expectNoHorizontalScroll(page, `bucket list at ${width} px`);
    await expectReachable(page, toolbar, actions, `bucket list at ${width} px`);
    await expect(page.getByTestId('buckets-selected-count')).toBeVisible();
  }
  await saveLightAndDark(page, 'ux-buckets-toolbar-1280');
  await page.setViewportSize({ width: 320, height: 800 });
  await saveLightAndDark(page, 'ux-buckets-toolbar-320');
  expect(errors).toEqual([]);
});
