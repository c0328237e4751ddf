import type { Locator } from '@playwright/test';
import { chooseTheme, saveScreenshot } from '../pages/screenshots';
import { bucketWith, expect, listKeys, readObject, test } from './objects-kit';

// These tests set up and check real objects on a machine shared with other suites.
test.describe.configure({ timeout: 90_000 });

/** A 2×2 red PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

test("a name's repeated and leading spaces show as typed in the breadcrumb, the delete question and its toast", async ({
  page,
  consoleServer,
  minio,
  bucket,
  objects,
}) => {
  const folder = ' two  spaces';
  const name = ' a  b.txt';
  await bucketWith(minio, bucket, { [`${folder}/${name}`]: 'x', [`${folder}/keep.txt`]: 'k' });
  await objects.openAs(consoleServer.url, minio, bucket, `${folder}/`);
  // innerText is the text as rendered: HTML collapses the spaces unless the element keeps them.
  const shown = (locator: Locator) =>
    locator.evaluateAll((texts) => texts.map((text) => (text as HTMLElement).innerText));
  await expect.poll(() => shown(objects.breadcrumb.getByTestId('crumb'))).toEqual([folder]);
  await objects.rowAction(`${folder}/${name}`, 'Delete');
  await expect.poll(() => shown(page.getByTestId('confirm-text'))).toEqual([expect.stringContaining(`/${name}'?`)]);
  await saveScreenshot(page, 'objects-delete-spaced-confirm');
  await objects.modalSubmit.click();
  await expect
    .poll(() => shown(objects.snackbar.locator('.pf-v6-c-alert__title')))
    .toEqual([expect.stringContaining(`'${name}' deleted`)]);
  await saveScreenshot(page, 'objects-delete-spaced-toast');
});

test("a toast leaves the last rows' menus within reach when the listing reaches the window's bottom", async ({
  page,
  consoleServer,
  minio,
  bucket,
  objects,
}) => {
  const keys = Array.from({ length: 40 }, (_, index) => `file-${String(index).padStart(2, '0')}.txt`);
  await bucketWith(minio, bucket, Object.fromEntries(keys.map((key) => [key, 'x'])));
  await objects.openAs(consoleServer.url, minio, bucket);
  type Box = { x: number; y: number; width: number; height: number };
  const overlap = (a: Box, b: Box) =>
    a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  for (const [width, deleted] of [
    [1280, 'file-00.txt'],
    [800, 'file-01.txt'],
  ] as const) {
    await page.setViewportSize({ width, height: 800 });
    await objects.scroller.evaluate((box) => box.scrollTo({ top: 0 }));
    await objects.rowAction(deleted, 'Delete');
    await objects.modalSubmit.click();
    await expect(objects.snackbar).toContainText(`Object '${deleted}' deleted successfully.`);
    await objects.scroller.evaluate((box) => box.scrollTo({ top: box.scrollHeight }));
    await expect(objects.row('file-39.txt')).toBeInViewport();
    const toast = (await objects.snackbar.boundingBox())!;
    const covered: string[] = [];
    for (const menu of await objects.rows.getByRole('button', { name: /^Actions for / }).all()) {
      const box = await menu.boundingBox();
      if (box && overlap(box, toast)) covered.push((await menu.getAttribute('aria-label')) ?? '');
    }
    expect(covered).toEqual([]);
    await saveScreenshot(page, `objects-toast-clear-of-row-menus-${width}`);
    await objects.snackbar.getByRole('button', { name: /^Close/ }).click();
  }
});

test('deletes one object, a selection, and a folder with everything under it, after naming what goes', async ({
  page,
  consoleServer,
  minio,
  bucket,
  objects,
}) => {
  await bucketWith(minio, bucket, {
    'a.txt': 'a',
    'b.txt': 'b',
    'c.txt': 'c',
    'keep.txt': 'k',
    'dir/one.txt': '1',
    'dir/deeper/two.txt': '2',
  });
  await objects.openAs(consoleServer.url, minio, bucket);

  await objects.rowAction('a.txt', 'Delete');
  await expect(page.getByTestId('confirm-text')).toContainText("delete the object 'a.txt'");
  await saveScreenshot(page, 'objects-delete-confirm');
  await objects.modalSubmit.click();
  await expect(objects.snackbar).toContainText("Object 'a.txt' deleted successfully.");
  await expect(objects.row('a.txt')).toHaveCount(0);

  await objects.select('b.txt');
  await objects.select('c.txt');
  await page.getByTestId('delete-selected').click();
  await expect(page.getByTestId('delete-list')).toHaveText(/b\.txt\s*c\.txt|c\.txt\s*b\.txt/);
  await objects.modalSubmit.click();
  await expect(objects.snackbar).toContainText('Objects deleted successfully.');

  await objects.rowAction('dir/', 'Delete');
  await expect(page.getByTestId('confirm-text')).toContainText("delete the folder 'dir/' and everything under it");
  await objects.modalSubmit.click();
  await expect(objects.names).toHaveText(['keep.txt']);
  expect(await listKeys(minio, bucket)).toEqual(['keep.txt']);
});

test('shares an object for a valid duration only, and the link serves its bytes', async ({
  page,
  context,
  consoleServer,
  minio,
  bucket,
  objects,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await bucketWith(minio, bucket, { 'report.txt': 'shared bytes' });
  await objects.openAs(consoleServer.url, minio, bucket);
  await objects.rowAction('report.txt', 'Share');
  const modal = page.getByTestId('share-modal');
  // The console's session lasts 12 h: the dialog starts with what is left of it, not with 7 days.
  await expect(modal.getByTestId('share-days')).toHaveValue('0');
  await expect(modal.getByTestId('share-hours')).toHaveValue('11');
  await expect(modal.getByTestId('share-expiry')).toBeVisible();
  await modal.getByTestId('share-days').fill('7');
  await modal.getByTestId('share-hours').fill('1');
  await expect(modal.getByTestId('share-invalid')).toBeVisible();
  await expect(modal.getByTestId('share-url')).toHaveCount(0);
  // The server's limit (the session's credentials) bounds the dialog too, and says why.
  await expect(modal.getByTestId('share-limit')).toContainText('can work until');
  await modal.getByTestId('share-days').fill('0');
  await modal.getByTestId('share-hours').fill('13');
  await expect(modal.getByTestId('share-invalid')).toContainText('longer than your session allows');
  await expect(modal.getByTestId('share-url')).toHaveCount(0);
  await modal.getByTestId('share-hours').fill('1');
  await expect(modal.getByTestId('share-expiry')).toBeVisible();
  const url = await modal.getByTestId('share-url').getByRole('textbox').inputValue();
  await saveScreenshot(page, 'objects-share-light');
  const answer = await fetch(url);
  expect(answer.status).toBe(200);
  expect(await answer.text()).toBe('shared bytes');
  await modal.getByRole('button', { name: /copy/i }).click();
  await expect(objects.snackbar).toContainText('Share URL Copied to clipboard');
  await page.keyboard.press('Escape');
  await chooseTheme(page, 'Dark');
  await objects.rowAction('report.txt', 'Share');
  await expect(modal.getByTestId('share-expiry')).toBeVisible();
  await saveScreenshot(page, 'objects-share-dark');
});

test('a browser clock 10 minutes behind the server still makes a link for what the session allows', async ({
  page,
  consoleServer,
  minio,
  bucket,
  objects,
}) => {
  await page.clock.install({ time: new Date(Date.now() - 10 * 60_000) });
  await bucketWith(minio, bucket, { 'report.txt': 'shared bytes' });
  await objects.openAs(consoleServer.url, minio, bucket);
  await objects.rowAction('report.txt', 'Share');
  const modal = page.getByTestId('share-modal');
  // What the server says is left of the 12 h session, not 12 h 10 min by the browser's clock (which it refused).
  await expect(modal.getByTestId('share-hours')).toHaveValue('11');
  await expect(modal.getByTestId('share-expiry')).toBeVisible();
  await expect(modal.getByTestId('share-invalid')).toHaveCount(0);
  const answer = await fetch(await modal.getByTestId('share-url').getByRole('textbox').inputValue());
  expect(await answer.text()).toBe('shared bytes');
});

test.describe('in German', () => {
  test.use({ locale: 'de-DE', timezoneId: 'Europe/Berlin' });

  test('a share duration typed with a decimal comma is refused, not read as 15 minutes', async ({
    page,
    consoleServer,
    minio,
    bucket,
    objects,
  }) => {
    await bucketWith(minio, bucket, { 'report.txt': 'shared bytes' });
    await objects.openAs(consoleServer.url, minio, bucket);
    await objects.rowAction('report.txt', 'Share');
    const modal = page.getByTestId('share-modal');
    const minutes = modal.getByTestId('share-minutes');
    await minutes.clear();
    await minutes.pressSequentially('1,5');
    await expect(modal.getByTestId('share-invalid')).toContainText(
      'Choose between 1 minute and 7 days; with 7 days, hours and minutes must be 0.',
    );
    await expect(modal.getByTestId('share-url')).toHaveCount(0);
  });
});

test('previews an image and a text file, and says when a type cannot be previewed', async ({
  page,
  consoleServer,
  minio,
  bucket,
  objects,
}) => {
  await bucketWith(minio, bucket, {
    'pic.png': { body: PNG, type: 'image/png' },
    'notes.txt': { body: 'hello preview', type: 'text/plain' },
    'data.zip': 'zz',
    // An HTML page disguised by its name: the backend serves it as an attachment only, so no preview.
    'page.txt': { body: '<script>alert(1)</script>', type: 'text/html' },
  });
  expect((await readObject(minio, bucket, 'pic.png')).length).toBe(PNG.length);
  await objects.openAs(consoleServer.url, minio, bucket);

  await objects.rowAction('pic.png', 'Preview');
  const frame = page.getByTestId('preview-frame');
  await expect(frame).toHaveAttribute('style', /height: 500px/);
  await expect(page.frameLocator('[data-test="preview-frame"]').locator('img')).toBeVisible();
  await saveScreenshot(page, 'objects-preview-image');
  await page.keyboard.press('Escape');

  await objects.rowAction('data.zip', 'Preview');
  await expect(page.getByTestId('preview-unsupported')).toBeVisible();
  await page.keyboard.press('Escape');
  // Its stored type is not one the frame may show: that is said in words, not as a failed load.
  await objects.rowAction('page.txt', 'Preview');
  await expect(page.getByTestId('preview-unsupported')).toContainText('cannot be previewed');
  await page.keyboard.press('Escape');

  await objects.row('notes.txt').getByTestId('object-name').click();
  await page.getByRole('tab', { name: 'Preview' }).click();
  await expect(page.frameLocator('[data-test="preview-frame"]').locator('body')).toContainText('hello preview');
  await saveScreenshot(page, 'objects-preview-text-light');
  await chooseTheme(page, 'Dark');
  await saveScreenshot(page, 'objects-preview-text-dark');
});
