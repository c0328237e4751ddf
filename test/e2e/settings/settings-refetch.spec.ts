import type { Page } from '@playwright/test';
import { getConfigTargets, setConfigKV } from '../../../backend/src/platform/minio/admin/config-kv';
import { startConsole } from '../../support/console-process';
import { rootConnection } from '../../support/minio-admin';
import { startOwnMinio } from '../../support/own-minio';
import { expect, test } from '../fixtures';
import { IamPage } from '../pages/iam.page';
import { saveLightAndDark, saveScreenshot } from '../pages/screenshots';
import { startSession } from '../pages/api-login';

/**
 * The page reads its values again when the browser tab becomes visible again (TanStack Query listens to
 * `visibilitychange`), as after the user switched to another window to copy something: the read comes back, and
 * the page has rendered it.
 */
async function readAgainOnReturn(page: Page, path: string) {
  const read = page.waitForResponse(
    (response) => response.request().method() === 'GET' && new URL(response.url()).pathname.endsWith(path),
  );
  // As the browser fires it when the tab shows again: at the document, bubbling to the window.
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
  await (await read).finished();
}

test('a settings value typed before the user switched windows survives the page reading its values again, and is saved', async ({
  page,
}) => {
  test.setTimeout(180_000);
  // A MinIO of this test's own: its configuration is changed.
  const minio = await startOwnMinio('e2e-settings-refetch');
  const console_ = await startConsole({ CONSOLE_MINIO_SERVER: minio.server.endpoint });
  const root = rootConnection(minio.server);
  const stored = async (key: string) =>
    (await getConfigTargets(root, 'api'))[0]?.kvs.find((kv) => kv.key === key)?.value;
  try {
    const ui = new IamPage(page);
    await startSession(page, console_.url, minio.server);
    await page.goto(`${console_.url}settings/api`);
    await expect(ui.title).toHaveText('API Settings');
    const expiry = page.getByTestId('setting-stale_uploads_expiry');
    await expiry.fill('36h');

    // Back from another window: the same values are read again, and what was typed stays.
    await readAgainOnReturn(page, '/api/v1/configs/api');
    await expect(expiry).toHaveValue('36h');
    await expect(page.getByTestId('settings-save')).toBeEnabled();
    await saveLightAndDark(page, 'settings-typed-kept-after-reread');
    await page.setViewportSize({ width: 800, height: 900 });
    await saveScreenshot(page, 'settings-typed-kept-after-reread-800');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByTestId('settings-save').click();
    await expect(ui.snackbar).toContainText('API settings saved');
    expect(await stored('stale_uploads_expiry')).toBe('36h');

    // Another administrator changes the key while the user's change is typed: the read keeps the typed value, and
    // the save is refused with the reason instead of overwriting theirs.
    await page.goto(`${console_.url}settings/api`);
    await expect(expiry).toHaveValue('36h');
    await expiry.fill('48h');
    await setConfigKV(root, 'api stale_uploads_expiry=72h');
    await readAgainOnReturn(page, '/api/v1/configs/api');
    await expect(expiry).toHaveValue('48h');
    await page.getByTestId('settings-save').click();
    await expect(page.getByTestId('settings-save-error')).toContainText(
      'The setting "stale_uploads_expiry" changed since you opened it',
    );
    await expect(expiry).toHaveValue('48h');
    expect(await stored('stale_uploads_expiry')).toBe('72h');
  } finally {
    await console_.stop();
    await minio.stop();
  }
});
