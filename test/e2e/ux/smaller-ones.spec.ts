import type { Locator } from '@playwright/test';
import { bucketWith, expect, test } from '../objects/objects-kit';
import { saveLightAndDark } from '../pages/screenshots';
import { saveDialogLightAndDark, watchConsoleErrors } from './ux-kit';

test.describe.configure({ timeout: 90_000 });

/** Whether two elements' boxes overlap on the screen. */
async function overlap(a: Locator, b: Locator): Promise<boolean> {
  const [one, two] = [await a.boundingBox(), await b.boundingBox()];
  if (!one || !two) return false;
  return (
    one.x < two.x + two.width && two.x < one.x + one.width && one.y < two.y + two.height && two.y < one.y + one.height
  );
}

test('the transfers panel leaves the last rows’ sizes and menus reachable', async ({
  page,
  consoleServer,
  minio,
  bucket,
  objects,
}) => {
  const errors = watchConsoleErrors(page);
  const keys = Array.from({ length: 40 }, (_, index) => `file-${String(index).padStart(2, '0')}.txt`);
  await bucketWith(minio, bucket, Object.fromEntries(keys.map((key) => [key, `body of ${key}`])));
  await page.setViewportSize({ width: 1440, height: 900 });
  await objects.openAs(consoleServer.url, minio, bucket);
  // Two uploads put the panel up (it stays, with their finished rows).
  await page.getByTestId('upload-files-input').setInputFiles([
    { name: 'zz-upload-1.txt', mimeType: 'text/plain', buffer: Buffer.from('one') },
    { name: 'zz-upload-2.txt', mimeType: 'text/plain', buffer: Buffer.from('two') },
  ]);
  await expect(objects.transfers).toBeVisible();
  // Scrolled to its end, the listing shows its last row (the uploads, once listed, sort last).
  const last = objects.row('zz-upload-2.txt');
  await expect
    .poll(async () => {
      await objects.scroller.evaluate((element) => {
        element.scrollTop = element.scrollHeight;
      });
      return last.isVisible();
    })
    .toBe(true);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const menu = last.getByRole('button', { name: /actions/i });
  const size = last.locator('td[data-label="Size"]');
  await expect(size).toHaveText(/B$/);
  await expect.poll(() => overlap(size, objects.transfers)).toBe(false);
  await expect.poll(() => overlap(menu, objects.transfers)).toBe(false);
  await menu.click();
  await expect(page.getByRole('menuitem', { name: 'Download', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await saveLightAndDark(page, 'ux-transfers-panel');
  expect(errors).toEqual([]);
});

test('the share dialog starts with what the session allows, not 7 days', async ({
  page,
  consoleServer,
  minio,
  bucket,
  objects,
}) => {
  const errors = watchConsoleErrors(page);
  await bucketWith(minio, bucket, { 'shared.txt': 's' });
  await objects.openAs(consoleServer.url, minio, bucket);
  await objects.rowAction('shared.txt', 'Share');
  const modal = page.getByTestId('share-modal');
  // The console's sessions last 12 h: a link can hold 11 h 59 min at most.
  await expect(modal.getByTestId('share-days')).toHaveValue('0');
  await expect(modal.getByTestId('share-hours')).toHaveValue('11');
  await expect(modal.getByTestId('share-url')).toBeVisible();
  await saveDialogLightAndDark(page, 'ux-share-default');
  expect(errors).toEqual([]);
});
