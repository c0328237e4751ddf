import { randomBytes } from 'node:crypto';
import { test as base } from '@playwright/test';
import { startConsole, type ConsoleInstance } from '../../support/console-process';
import { asRoot, makeBucket, putObjects, removeBucketFully } from '../../support/minio-root';
import { uniqueBucket } from '../../support/unique';
import { loadWorld, need, type WorldState } from '../../world/state';
import { expect } from '../fixtures';
import { localDateTimeAfter } from '../pages/local-time';
import { chooseTheme, saveLightAndDark, saveScreenshot } from '../pages/screenshots';
import { DashboardPage } from './dashboard.page';

/** A console of the world's erasure MinIO with the world's Prometheus, which scrapes that MinIO as `minio-erasure`. */
const test = base.extend<object, { world: WorldState; metricsConsole: ConsoleInstance }>({
  world: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => use(loadWorld()),
    { scope: 'worker' },
  ],
  metricsConsole: [
    async ({ world }, use) => {
      const minio = need(world.minio.erasure, 'erasure MinIO');
      const instance = await startConsole({
        CONSOLE_MINIO_SERVER: minio.endpoint,
        CONSOLE_PROMETHEUS_URL: need(world.prometheus, 'Prometheus').url,
        CONSOLE_PROMETHEUS_JOB_ID: `minio-${minio.name}`,
      });
      await use(instance);
      await instance.stop();
    },
    { scope: 'worker' },
  ],
});

test('the widgets chart S3 traffic just made, zoom, and query again for a new time range', async ({
  page,
  world,
  metricsConsole,
}) => {
  test.slow();
  const minio = need(world.minio.erasure, 'erasure MinIO');
  const bucket = uniqueBucket('e2e-dash-traffic');
  await makeBucket(minio, bucket);
  try {
    const body = randomBytes(512 * 1024);
    await putObjects(
      minio,
      bucket,
      Array.from({ length: 10 }, (_, index) => [`blob-${index}`, body] as const),
    );
    await asRoot(minio, async (s3) => {
      for (let index = 0; index < 10; index += 1) await s3.getObject(bucket, `blob-${index}`).then((s) => s.resume());
    });

    const dashboard = new DashboardPage(page);
    await dashboard.open(metricsConsole.url, minio.accessKey, minio.secretKey);
    await expect(dashboard.tab('Usage')).toHaveAttribute('aria-selected', 'true');
    await expect(dashboard.widget('Uptime').getByTestId('widget-value')).toHaveText(/\d+[dhms]/);
    await expect(dashboard.widget('Drives').getByTestId('widget-value')).toHaveText(['Online: 4', 'Offline: 0']);
    await expect(page.getByTestId('card-servers')).toHaveText('1 of 1 online');
    await saveLightAndDark(page, 'dashboard-metrics-usage');
    // The open tab's panel is the one its tab controls, labelled by it; the other tabs' panels are not in the page.
    const usagePanel = page.getByRole('tabpanel', { name: 'Usage' });
    await expect(usagePanel).toContainText('Uptime');
    await expect(dashboard.tab('Usage')).toHaveAttribute('aria-controls', (await usagePanel.getAttribute('id')) ?? '');
    await expect(page.getByRole('tabpanel')).toHaveCount(1);

    // Chosen from the keyboard (WAI-ARIA tabs): the open tab is the one in the tab order, an arrow key opens the next.
    await expect(dashboard.tab('Traffic')).toHaveAttribute('tabindex', '-1');
    await dashboard.tab('Usage').focus();
    await page.keyboard.press('ArrowRight');
    await expect(dashboard.tab('Traffic')).toHaveAttribute('aria-selected', 'true');
    await expect(dashboard.tab('Traffic')).toBeFocused();
    await expect(dashboard.tab('Usage')).toHaveAttribute('aria-selected', 'false');
    await expect(page.getByRole('tabpanel', { name: 'Traffic' })).toContainText('S3 API Request Rate');
    await expect(page.getByRole('tabpanel')).toHaveCount(1);
    // The request-rate chart names the S3 calls just made: a series that exists only because of that traffic.
    const requests = dashboard.widget('S3 API Request Rate');
    await expect(async () => {
      await page.getByTestId('range-sync').click();
      await expect(requests.locator('.u-legend')).toContainText('putobject', { timeout: 3_000 });
      await expect(requests.locator('.u-legend')).toContainText('getobject', { timeout: 3_000 });
    }).toPass({ timeout: 60_000 });
    await expect(
      dashboard.widget('S3 API Data Received Rate').getByTestId('widget-chart').locator('canvas'),
    ).toBeVisible();
    // The tooltip shows the values at the cursor, in the widget's unit.
    const chart = dashboard.widget('S3 API Data Received Rate').getByTestId('widget-chart');
    const box = await chart.locator('.u-over').boundingBox();
    if (!box) throw new Error('the chart has no plot area');
    await page.mouse.move(box.x + box.width - 5, box.y + box.height / 2);
    await expect(chart.getByTestId('chart-tooltip')).toContainText('/s');
    await saveLightAndDark(page, 'dashboard-metrics-traffic');

    await requests.getByTestId('widget-zoom').click();
    const modal = page.getByTestId('widget-zoom-modal');
    await expect(modal.getByRole('heading', { name: 'S3 API Request Rate' })).toBeVisible();
    await expect(modal.getByTestId('widget-chart').locator('canvas')).toBeVisible();
    await expect(modal.locator('.u-legend')).toContainText('putobject');
    await saveScreenshot(page, 'dashboard-metrics-zoom-light');
    await modal.getByRole('button', { name: 'Close' }).click();
    await expect(modal).toBeHidden();
    // The theme switch is behind the modal: switch first, then zoom again.
    await chooseTheme(page, 'Dark');
    await requests.getByTestId('widget-zoom').click();
    await expect(modal.getByTestId('widget-chart').locator('canvas')).toBeVisible();
    await saveScreenshot(page, 'dashboard-metrics-zoom-dark');
    await modal.getByRole('button', { name: 'Close' }).click();
    await chooseTheme(page, 'Light');

    // A new start time queries every widget of the tab again, with the new range.
    const start = page.getByTestId('range-start');
    // An hour before the default start, across midnight too (between 00:00 and 00:59 the default starts yesterday).
    const earlier = localDateTimeAfter(-3_600_000, new Date(await start.inputValue()));
    const requery = page.waitForRequest((request) => request.url().includes('/api/v1/admin/info/widgets/60?'));
    await start.fill(earlier);
    const url = new URL((await requery).url());
    const expected = Math.floor(new Date(earlier).getTime() / 1000);
    expect(Number(url.searchParams.get('start'))).toBe(expected);
    await expect(requests.locator('.u-legend')).toContainText('putobject');

    await dashboard.tab('Resources').click();
    await expect(dashboard.widget('Node Memory Usage').getByTestId('widget-chart').locator('canvas')).toBeVisible();
    // Drive metrics are on MinIO's node path, which this Prometheus does not scrape: said, not drawn as zero.
    await expect(dashboard.widget('Drive Used Capacity').getByTestId('widget-empty')).toHaveText(
      'No data in this time range',
    );
    // Empty for want of those metrics, not for a wrong job: no notice about the job.
    await expect(page.getByTestId('unknown-job')).toHaveCount(0);
    await saveScreenshot(page, 'dashboard-metrics-resources-light');
  } finally {
    await removeBucketFully(minio, bucket);
  }
});

test("a browser whose clock is 10 minutes slow still asks for the server's last hour, also after Sync", async ({
  page,
  world,
  metricsConsole,
}) => {
  const minio = need(world.minio.erasure, 'erasure MinIO');
  await page.clock.setSystemTime(new Date(Date.now() - 10 * 60_000));
  const widgetEnd = async (asked: Promise<{ url(): string }>) =>
    Number(new URL((await asked).url()).searchParams.get('end'));
  const isWidget = (request: { url(): string }) => request.url().includes('/api/v1/admin/info/widgets/');
  const first = page.waitForRequest(isWidget);
  await new DashboardPage(page).open(metricsConsole.url, minio.accessKey, minio.secretKey);
  // The server's now (this machine's clock, as the console's), not the browser's 600 s earlier; a minute of slack.
  expect(Math.abs((await widgetEnd(first)) - Date.now() / 1000)).toBeLessThan(60);
  const synced = page.waitForRequest(isWidget);
  await page.getByTestId('range-sync').click();
  expect(Math.abs((await widgetEnd(synced)) - Date.now() / 1000)).toBeLessThan(60);
});

test('each widget says Prometheus is unreachable when it is, and the General Status cards still show', async ({
  page,
  world,
}) => {
  const minio = need(world.minio.erasure, 'erasure MinIO');
  // A port nothing listens on: the console's own, once it is stopped, would do; 9 (discard) is closed here.
  const instance = await startConsole({
    CONSOLE_MINIO_SERVER: minio.endpoint,
    CONSOLE_PROMETHEUS_URL: 'http://127.0.0.1:9',
  });
  try {
    const dashboard = new DashboardPage(page);
    await dashboard.open(instance.url, minio.accessKey, minio.secretKey);
    await expect(page.getByTestId('card-servers')).toHaveText('1 of 1 online');
    await expect(dashboard.widget('Uptime').getByTestId('widget-error')).toContainText(
      'Prometheus unreachable: connect ECONNREFUSED 127.0.0.1:9',
    );
    await expect(page.getByTestId('widget-value')).toHaveCount(0);
    await saveLightAndDark(page, 'dashboard-metrics-unreachable');
  } finally {
    await instance.stop();
  }
});

test('a job Prometheus does not scrape is named above the empty widgets, with the jobs it does', async ({
  page,
  world,
}) => {
  const minio = need(world.minio.erasure, 'erasure MinIO');
  const instance = await startConsole({
    CONSOLE_MINIO_SERVER: minio.endpoint,
    CONSOLE_PROMETHEUS_URL: need(world.prometheus, 'Prometheus').url,
    CONSOLE_PROMETHEUS_JOB_ID: `minio-${minio.name}-typo`,
  });
  try {
    const dashboard = new DashboardPage(page);
    await dashboard.open(instance.url, minio.accessKey, minio.secretKey);
    await expect(dashboard.widget('Uptime').getByTestId('widget-empty')).toHaveText('No data in this time range');
    const notice = page.getByTestId('unknown-job');
    await expect(notice).toHaveCount(1);
    await expect(notice).toContainText(`Prometheus has no series for job 'minio-${minio.name}-typo'`);
    await expect(notice).toContainText(`Check CONSOLE_PROMETHEUS_JOB_ID`);
    await expect(notice).toContainText(`minio-${minio.name}`);
    await saveLightAndDark(page, 'dashboard-metrics-unknown-job');
    await page.setViewportSize({ width: 800, height: 900 });
    await saveScreenshot(page, 'dashboard-metrics-unknown-job-800-light');
  } finally {
    await instance.stop();
  }
});
