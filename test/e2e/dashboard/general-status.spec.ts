import { renameSync } from 'node:fs';
import { startConsole } from '../../support/console-process';
import { startOwnMinio } from '../../support/own-minio';
import { need } from '../../world/state';
import { expect, test } from '../fixtures';
import { saveLightAndDark } from '../pages/screenshots';
import { DashboardPage } from './dashboard.page';

test('root lands on the General Status of the erasure MinIO: cards, server and four drives', async ({
  page,
  world,
  consoleServer,
}) => {
  const minio = need(world.minio.erasure, 'erasure MinIO');
  const dashboard = new DashboardPage(page);
  await dashboard.open(consoleServer.url, minio.accessKey, minio.secretKey);
  await expect(page.getByTestId('card-servers')).toHaveText('1 of 1 online');
  await expect(page.getByTestId('card-buckets')).toHaveText(/^\d+$/);
  const server = page.getByTestId('server-row');
  await expect(server).toHaveCount(1);
  await expect(server.getByTestId('server-state')).toHaveText('online');
  await expect(server).toContainText(new URL(minio.endpoint).host);
  await expect(server).toContainText('4/4 ok');
  await saveLightAndDark(page, 'dashboard-servers');

  await dashboard.tab('Drives').click();
  const drives = page.getByTestId('drive-row');
  await expect(drives).toHaveCount(4);
  await expect(page.getByTestId('drive-state')).toHaveText(['ok', 'ok', 'ok', 'ok']);
  await expect(page.getByTestId('drive-path')).toHaveText([...minio.drives].sort());
  await expect(drives.first()).toContainText(/ of /);
  await saveLightAndDark(page, 'dashboard-drives');
});

test('a pulled drive shows offline in the Drives tab, not dropped', async ({ page }) => {
  test.slow();
  // A MinIO of this test's own: the shared servers never lose a drive.
  const own = await startOwnMinio('e2e-dash-drive', 'erasure');
  const instance = await startConsole({ CONSOLE_MINIO_SERVER: own.server.endpoint });
  try {
    const dashboard = new DashboardPage(page);
    await dashboard.open(instance.url, own.server.accessKey, own.server.secretKey);
    const [, pulled] = own.server.drives;
    if (!pulled) throw new Error('the erasure MinIO has no second drive');
    renameSync(pulled, `${pulled}.pulled`);
    await expect(async () => {
      await page.reload();
      await dashboard.tab('Drives').click();
      const row = page.getByTestId('drive-row').filter({ hasText: pulled });
      await expect(row.getByTestId('drive-state')).toHaveText('offline', { timeout: 2_000 });
    }).toPass({ timeout: 90_000 });
    await expect(page.getByTestId('drive-row')).toHaveCount(4);
    await dashboard.tab('Servers').click();
    await expect(page.getByTestId('server-row')).toContainText('3/4 ok');
    await dashboard.tab('Drives').click();
    await saveLightAndDark(page, 'dashboard-drive-offline');
  } finally {
    await instance.stop();
    await own.stop();
  }
});
