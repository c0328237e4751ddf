import { randomBytes } from 'node:crypto';
import { startConsole } from '../../support/console-process';
import { makeBucket, putObjects, removeBucketFully } from '../../support/minio-root';
import { uniqueBucket } from '../../support/unique';
import { need } from '../../world/state';
import { expect, test } from '../fixtures';
import { saveLightAndDark, saveScreenshot } from '../pages/screenshots';
import { DashboardPage } from './dashboard.page';

test('without Prometheus the dashboard charts S3 traffic from samples the console took since it started', async ({
  page,
  world,
}) => {
  test.slow();
  const minio = need(world.minio.erasure, 'erasure MinIO');
  // A console of its own: its sampling starts when this test opens the dashboard.
  const instance = await startConsole({ CONSOLE_MINIO_SERVER: minio.endpoint });
  const bucket = uniqueBucket('e2e-dash-live');
  await makeBucket(minio, bucket);
  try {
    const dashboard = new DashboardPage(page);
    await dashboard.open(instance.url, minio.accessKey, minio.secretKey);
    const live = page.getByTestId('live-charts');
    await expect(live.getByRole('heading', { name: 'Live charts' })).toBeVisible();
    await expect(live.getByTestId('live-since')).toHaveText('Since the console started');
    await expect(live.getByTestId('widget-title')).toHaveText([
      'Network Traffic',
      'Drive Operations',
      'Operating System Calls',
      'Objects Scanned',
    ]);

    // Traffic after the first sample, so that it falls between two of them.
    await expect(live.getByTestId('live-sampling')).toContainText('First sample', { timeout: 30_000 });
    const body = randomBytes(512 * 1024);
    await putObjects(
      minio,
      bucket,
      Array.from({ length: 8 }, (_, index) => [`blob-${index}`, body] as const),
    );

    // The last point of the drive chart, under the cursor at its right edge, is a rate of the writes just made.
    const drives = dashboard.widget('Drive Operations').getByTestId('widget-chart');
    await expect(async () => {
      await expect(drives.locator('canvas')).toBeVisible({ timeout: 2_000 });
      const box = await drives.locator('.u-over').boundingBox();
      if (!box) throw new Error('the chart has no plot area');
      await page.mouse.move(box.x + box.width - 2, box.y + box.height / 2);
      await expect(drives.getByTestId('chart-tooltip')).toContainText(/Writes: [1-9][\d.]*/, { timeout: 2_000 });
    }).toPass({ timeout: 90_000 });
    await expect(dashboard.widget('Network Traffic').getByTestId('widget-chart').locator('canvas')).toBeVisible();
    await page.mouse.move(0, 0);
    await live.scrollIntoViewIfNeeded();
    await saveLightAndDark(page, 'dashboard-live-charts');

    await dashboard.widget('Drive Operations').getByTestId('widget-zoom').click();
    const modal = page.getByTestId('widget-zoom-modal');
    await expect(modal.getByRole('heading', { name: 'Drive Operations' })).toBeVisible();
    await expect(modal.getByTestId('widget-chart').locator('canvas')).toBeVisible();
    await expect(modal.locator('.u-legend')).toContainText('Writes');
    await saveScreenshot(page, 'dashboard-live-zoom-light');
    await modal.getByRole('button', { name: 'Close' }).click();
  } finally {
    await removeBucketFully(minio, bucket);
    await instance.stop();
  }
});
