import type { Locator } from '@playwright/test';
import { expectInWindowAndClickable, expectRowsUsable, PHONE_WINDOW } from '../pages/narrow-window';
import { startSession } from '../pages/api-login';
import { saveLightAndDark, saveScreenshot } from '../pages/screenshots';
import { asRoot, bucketWith, expect, expectMenuAtToggle, test } from './objects-kit';

// These tests set up and check real objects on a machine shared with other suites.
test.describe.configure({ timeout: 90_000 });

test('the listing shows folders first, opens folders and objects, and the breadcrumb leads back', async ({
  page,
  consoleServer,
  minio,
  bucket,
  objects,
}) => {
  await bucketWith(minio, bucket, {
    'zeta.txt': 'z',
    'alpha.bin': Buffer.alloc(3 * 1024 * 1024, 1),
    'docs/readme.txt': 'read me',
    'docs/guide/intro.txt': 'intro',
  });
  await objects.openAs(consoleServer.url, minio, bucket);
  await expect(objects.names).toHaveText(['docs/', 'alpha.bin', 'zeta.txt']);
  await expect(objects.row('alpha.bin')).toContainText('3 MiB');
  await saveLightAndDark(page, 'objects-list');

  await page.getByTestId('sort-size').getByRole('button').click();
  await expect(objects.names).toHaveText(['docs/', 'zeta.txt', 'alpha.bin']);
  await page.getByTestId('sort-size').getByRole('button').click();
  await expect(objects.names).toHaveText(['docs/', 'alpha.bin', 'zeta.txt']);
  await page.getByTestId('sort-name').getByRole('button').click();
  await expect(objects.names).toHaveText(['docs/', 'alpha.bin', 'zeta.txt']);

  // A selection belongs to its folder: the folder opened next starts with none (nothing to delete unseen).
  await objects.select('alpha.bin');
  await expect(page.getByTestId('delete-selected')).toBeVisible();
  // Opening a folder asks for its listing once, and not again for what the open bucket already loaded.
  const bucketCalls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.includes(`/api/v1/buckets/${bucket}`)) bucketCalls.push(pathname.replace(/^.*\/api\/v1\//, ''));
  });
  await objects.row('docs/').getByTestId('object-name').click();
  await expect(page).toHaveURL(new RegExp(`/buckets/${bucket}/browse/docs/$`));
  await expect(objects.names).toHaveText(['guide/', 'readme.txt']);
  await expect(page.getByTestId('delete-selected')).toHaveCount(0);
  expect(bucketCalls).toEqual([`buckets/${bucket}/objects`]);
  await objects.row('docs/guide/').focus();
  await page.keyboard.press('Enter');
  await expect(objects.names).toHaveText(['intro.txt']);
  await expect(objects.breadcrumb).toContainText(bucket);
  await expect(objects.breadcrumb).toContainText('guide');
  await objects.breadcrumb.getByRole('link', { name: 'docs' }).click();
  await expect(objects.names).toHaveText(['guide/', 'readme.txt']);
  await objects.breadcrumb.getByRole('link', { name: bucket }).click();
  await expect(objects.names).toHaveText(['docs/', 'alpha.bin', 'zeta.txt']);

  await objects.row('zeta.txt').getByTestId('object-name').click();
  await expect(page.getByTestId('object-title')).toHaveText('zeta.txt');
  await expect(objects.tabs).toBeVisible();
  await saveLightAndDark(page, 'objects-detail');

  await objects.open(consoleServer.url, bucket, 'nothing-here/');
  await expect(objects.empty).toContainText('This location is empty, please try uploading a new file');
});

test('an address typed by hand with a "%" that is no escape opens its folder and object, not an error', async ({
  page,
  consoleServer,
  minio,
  bucket,
  objects,
}) => {
  await bucketWith(minio, bucket, { '100%/50% off.txt': 'half' });
  await startSession(page, consoleServer.url, minio);
  // As the address bar sends what is typed there: the `%` as it is, a space as `%20`.
  await page.goto(`${consoleServer.url}buckets/${bucket}/browse/100%/`);
  await expect(objects.names).toHaveText(['50% off.txt']);
  await page.goto(`${consoleServer.url}buckets/${bucket}/browse/100%/50%%20off.txt`);
  await expect(page.getByTestId('object-title')).toHaveText('50% off.txt');
  await expect(objects.breadcrumb.getByRole('link', { name: '100%' })).toBeVisible();
});

test('a cold page load of a folder starts its first calls and its code before the app has loaded, asking once', async ({
  page,
  consoleServer,
  minio,
  bucket,
  objects,
}) => {
  await bucketWith(minio, bucket, { 'docs/readme.txt': 'read me' });
  await objects.login(consoleServer.url, minio.accessKey, minio.secretKey);
  const first = ['session', `buckets/${bucket}`, `buckets/${bucket}/versioning`, `buckets/${bucket}/objects`];
  const gets: string[] = [];
  page.on('request', (request) => {
    const call = new URL(request.url()).pathname.replace(/^.*\/api\/v1\//, '');
    if (request.method() === 'GET' && first.includes(call)) gets.push(call);
  });
  // Cold: nothing of the app in the browser's cache (the login page loaded the app's first scripts).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await objects.open(consoleServer.url, bucket, 'docs/');
  await expect(objects.names).toHaveText(['readme.txt']);
  expect([...gets].sort()).toEqual([...first].sort());
  // The early bundle asked for the listing and for the object browser's own code (its route chunk, whose name the
  // build keeps) while the app's bundle was still loading: deferred scripts run before DOMContentLoaded; the app's
  // own calls and the router's chunk loads start after it.
  const timing = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const resources = performance.getEntriesByType('resource');
    const listing = resources.find((entry) => entry.name.includes('/objects?'));
    const code = resources.find((entry) => /\/route-objects-browser\.[0-9a-f]+\.js$/.test(entry.name));
    return {
      listing: listing?.startTime ?? Infinity,
      code: code?.startTime ?? Infinity,
      domContentLoaded: navigation?.domContentLoadedEventStart ?? 0,
    };
  });
  expect(timing.listing).toBeLessThan(timing.domContentLoaded);
  expect(timing.code).toBeLessThan(timing.domContentLoaded);
  await saveLightAndDark(page, 'objects-folder-cold-load');
});

test('a folder of 2,500 objects loads page by page as the user scrolls, and search finds beyond what is loaded', async ({
  page,
  consoleServer,
  minio,
  bucket,
  objects,
}) => {
  test.setTimeout(120_000);
  const name = (index: number) => `file-${String(index).padStart(5, '0')}.txt`;
  await bucketWith(minio, bucket, {});
  await asRoot(minio, async (s3) => {
    for (let start = 0; start < 2500; start += 100) {
      await Promise.all(
        Array.from({ length: 100 }, (_, offset) => s3.putObject(bucket, `many/${name(start + offset)}`, 'x')),
      );
    }
  });
  await objects.openAs(consoleServer.url, minio, bucket, 'many/');
  await expect(objects.row(`many/${name(0)}`)).toBeVisible();
  // A short first page (100) for the first rows, then a full page (1,000) because the loaded end is in view.
  await expect(objects.loadedCount).toHaveText('1,100 shown, more load as you scroll');
  // Only the rows in view (and a margin) exist in the page.
  expect(await objects.rows.count()).toBeLessThan(100);

  await objects.search.fill(name(1999));
  await expect(objects.empty).toContainText('No loaded object matches');
  await page.getByTestId('search-server').click();
  await expect(objects.names).toHaveText([name(1999)]);
  await saveScreenshot(page, 'objects-search-server');
  await objects.search.fill(name(42));
  await page
    .getByTestId('object-search')
    .getByRole('button', { name: /reset|clear/i })
    .click();
  await objects.search.fill('file-0004');
  await expect(objects.names).toHaveText(Array.from({ length: 10 }, (_, i) => name(40 + i)));
  await objects.search.fill('');

  await expect(objects.loadedCount).toHaveText('1,100 shown, more load as you scroll');
  await expect(async () => {
    await objects.scroller.evaluate((element) => element.scrollTo(0, element.scrollHeight));
    await expect(objects.loadedCount).toHaveText('2,500 shown', { timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await objects.scroller.evaluate((element) => element.scrollTo(0, element.scrollHeight));
  await expect(objects.row(`many/${name(2499)}`)).toBeVisible();
  expect(await objects.rows.count()).toBeLessThan(100);
});

test('a long name keeps every row one line high and the column headers whole, also in a narrow window', async ({
  page,
  consoleServer,
  minio,
  bucket,
  objects,
}) => {
  const long = `${'a-very-long-object-name-that-keeps-going-'.repeat(4)}.txt`;
  const spaced = ' two  spaces .txt';
  await bucketWith(minio, bucket, { [long]: 'l', 'short.txt': 's', [spaced]: 'x' });
  await objects.openAs(consoleServer.url, minio, bucket);
  await expect(objects.rows).toHaveCount(3);
  // Spaces are part of a name (`a  b` is not `a b`): shown as they are, not collapsed as HTML does.
  const shown = (names: Locator) => names.evaluateAll((texts) => texts.map((text) => (text as HTMLElement).innerText));
  await expect.poll(() => shown(objects.names)).toContain(spaced);
  for (const width of [1400, 800]) {
    await page.setViewportSize({ width, height: 900 });
    // The windowing places rows 40 px apart: a row that wraps its date onto two lines throws it off.
    for (const height of await objects.rows.evaluateAll((rows) => rows.map((row) => row.clientHeight))) {
      expect(height).toBe(40);
    }
    const cut = await page
      .locator('[data-test^="sort-"] .pf-v6-c-table__text')
      .evaluateAll((texts) =>
        texts.filter((text) => text.scrollWidth > text.clientWidth).map((text) => text.textContent),
      );
    expect(cut).toEqual([]);
    // The actions stay in view, not pushed past the table's right edge.
    const actions = objects.row('short.txt').getByRole('button', { name: 'Actions for short.txt' });
    await expect(actions).toBeInViewport();
    await actions.click();
    await expectMenuAtToggle(page, actions);
    await saveScreenshot(page, `objects-long-name-${width}`);
    await page.keyboard.press('Escape');
  }
  await objects.open(consoleServer.url, bucket, spaced);
  // Polled: the title renders after the address opens the object, and reading it at once can find none yet.
  await expect.poll(() => shown(page.getByTestId('object-title'))).toEqual([spaced]);
});

test('on a phone the listing stays a table of one-line rows: whole names, row menus in view, all still usable', async ({
  page,
  consoleServer,
  minio,
  bucket,
  objects,
}) => {
  await bucketWith(minio, bucket, {
    'holiday-photos/beach.jpg': 'b',
    'budget-2025.xlsx': Buffer.alloc(4096, 1),
    'meeting-notes.txt': 'notes',
    'quarterly-report-2024.pdf': Buffer.alloc(2048, 1),
  });
  await page.setViewportSize(PHONE_WINDOW);
  await objects.openAs(consoleServer.url, minio, bucket);
  const byName = ['holiday-photos/', 'budget-2025.xlsx', 'meeting-notes.txt', 'quarterly-report-2024.pdf'];
  await expect(objects.names).toHaveText(byName);
  const rowParts = (row: Locator) => ({
    checkbox: row.getByRole('checkbox'),
    name: row.getByTestId('object-name'),
    menu: row.getByRole('button', { name: /^Actions for / }),
  });
  await expectRowsUsable(await objects.rows.all(), rowParts);
  // The name takes the box's width: these names show whole, not cut with an ellipsis.
  const cut = await objects.names.evaluateAll((names) =>
    names
      .filter((name) => name.parentElement!.scrollWidth > name.parentElement!.clientWidth)
      .map((name) => name.textContent),
  );
  expect(cut).toEqual([]);
  await saveLightAndDark(page, 'objects-list-390');

  // The size is a sideways scroll away, its header still sorts; the menu stays at the right meanwhile.
  await page.getByTestId('sort-size').getByRole('button').click();
  await expect(objects.names).toHaveText([
    'holiday-photos/',
    'meeting-notes.txt',
    'quarterly-report-2024.pdf',
    'budget-2025.xlsx',
  ]);
  await expect(objects.row('budget-2025.xlsx')).toContainText('4 KiB');
  await expectInWindowAndClickable(
    rowParts(objects.row('budget-2025.xlsx')).menu,
    'the menu with the box scrolled sideways',
  );
  await saveScreenshot(page, 'objects-list-390-sideways');
  await page.getByTestId('sort-name').getByRole('button').click();
  await expect(objects.names).toHaveText(byName);

  await objects.select('meeting-notes.txt');
  await expect(page.getByTestId('delete-selected')).toBeVisible();
  // The row menu from the keyboard: it opens at its toggle, inside the window.
  const menu = rowParts(objects.row('budget-2025.xlsx')).menu;
  await menu.focus();
  await page.keyboard.press('Enter');
  await expectMenuAtToggle(page, menu);
  await expectInWindowAndClickable(page.getByRole('menuitem', { name: 'Download', exact: true }), 'Download');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();

  await objects.row('holiday-photos/').getByTestId('object-name').click();
  await expect(objects.names).toHaveText(['beach.jpg']);
  await expectRowsUsable(await objects.rows.all(), rowParts);
});
