import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { asRoot, makeBucket, removeBucketFully } from '../../support/minio-root';
import { need } from '../../world/state';
import { expect, test } from '../fixtures';
import { saveLightAndDark } from '../pages/screenshots';
import { ToolsPage } from './tools.page';
import { startSession } from '../pages/api-login';

test('the Tools page shows a tile per tool the session may open, and the menu has Heal', async ({
  page,
  world,
  consoleServer,
}) => {
  const minio = need(world.minio.erasure, 'erasure MinIO');
  const tools = new ToolsPage(page);
  await startSession(page, consoleServer.url, minio);
  await tools.open(consoleServer.url, 'tools');
  await expect(tools.title).toHaveText('Tools');
  // Audit-log search needs the log-search feature, which the console offers unless CONSOLE_AUDIT_LOG is off.
  for (const tile of ['logs', 'auditLogs', 'watch', 'trace', 'heal', 'diagnostics']) {
    await expect(page.getByTestId(`tool-${tile}`)).toBeVisible();
  }
  await expect(page.getByTestId('side-menu').getByRole('link', { name: 'Heal' })).toBeVisible();
  await saveLightAndDark(page, 'tools-landing');
  await page.getByTestId('tool-trace').getByRole('link').click();
  await expect(tools.title).toHaveText('Trace');
  await page.getByRole('link', { name: 'Return to Tools' }).click();
  await expect(tools.title).toHaveText('Tools');
});

test('trace shows the S3 calls as MinIO handles them, with the drop counter', async ({
  page,
  world,
  consoleServer,
}) => {
  test.slow();
  const minio = need(world.minio.erasure, 'erasure MinIO');
  const bucket = `e2e-trace-${randomUUID().slice(0, 8)}`;
  await makeBucket(minio, bucket);
  try {
    const tools = new ToolsPage(page);
    await startSession(page, consoleServer.url, minio);
    await tools.open(consoleServer.url, 'tools/trace');
    await expect(page.getByTestId('trace-kind-s3')).toBeChecked();
    // Malformed filters are caught before anything is sent.
    await page.getByTestId('trace-status-code').fill('abc');
    await expect(page.getByTestId('trace-status-error')).toContainText('A status code from 100 to 599.');
    await expect(page.getByTestId('trace-start')).toBeDisabled();
    await page.getByTestId('trace-status-code').fill('');
    await page.getByTestId('trace-method').fill('PUT');
    await page.getByTestId('trace-start').click();
    await expect(page.getByTestId('live-status')).toHaveText('Live');
    // Filters are locked while the trace runs.
    await expect(page.getByTestId('trace-method')).toBeDisabled();
    const key = `traced-${randomUUID().slice(0, 8)}.txt`;
    await tools.untilVisible(
      tools.row('trace-table', `/${bucket}/${key}`).or(tools.row('trace-table', 's3.PutObject')),
      () => asRoot(minio, (s3) => s3.putObject(bucket, key, Buffer.from('hello trace'))).then(() => undefined),
    );
    const row = tools.row('trace-table', 's3.PutObject').first();
    await expect(row).toContainText('200 OK');
    await expect(row).toContainText('127.0.0.1');
    // The duration in the locale's numbers and unit names (bucket-format.ts formatDuration): `12.3 ms`, not `12.3ms`.
    await expect(row).toContainText(/\d (μs|ms|sec)/);
    await expect(page.getByTestId('live-dropped')).toHaveText('0 messages dropped');
    await saveLightAndDark(page, 'tools-trace');
    await page.getByTestId('trace-stop').click();
    await expect(page.getByTestId('live-status')).toHaveCount(0);
    await expect(page.getByTestId('trace-method')).toBeEnabled();
  } finally {
    await removeBucketFully(minio, bucket);
  }
});

test('watch shows the events of an existing bucket, and a bucket gone since says so', async ({
  page,
  world,
  consoleServer,
}) => {
  test.slow();
  const minio = need(world.minio.erasure, 'erasure MinIO');
  const bucket = `e2e-watch-${randomUUID().slice(0, 8)}`;
  const gone = `e2e-gone-${randomUUID().slice(0, 8)}`;
  await makeBucket(minio, bucket);
  await makeBucket(minio, gone);
  try {
    const tools = new ToolsPage(page);
    await startSession(page, consoleServer.url, minio);
    await tools.open(consoleServer.url, 'tools/watch');
    await expect(page.getByTestId('watch-start')).toBeDisabled();

    // The list was read while the bucket existed; it is removed before Start: the console refuses with a reason.
    await page.getByTestId('watch-bucket').selectOption(gone);
    await removeBucketFully(minio, gone);
    await page.getByTestId('watch-start').click();
    await expect(page.getByTestId('live-refused')).toContainText('Bucket not found');

    await page.getByTestId('watch-bucket').selectOption(bucket);
    await page.getByTestId('watch-prefix').fill('in/');
    await page.getByTestId('watch-start').click();
    await expect(page.getByTestId('live-status')).toHaveText('Live');
    // This MinIO sends bucket events in batches of a few KiB: keep writing until the first batch arrives.
    await tools.untilVisible(tools.row('watch-table', 's3:ObjectCreated:Put'), (round) =>
      asRoot(minio, async (s3) => {
        await s3.putObject(bucket, `in/file-${round}.txt`, Buffer.from('watched'));
        await s3.putObject(bucket, `out/skipped-${round}.txt`, Buffer.from('not watched'));
      }).then(() => undefined),
    );
    await expect(tools.row('watch-table', 'in/file-0.txt')).toContainText('s3:ObjectCreated:Put');
    await expect(tools.row('watch-table', 'out/skipped-0.txt')).toHaveCount(0);
    await saveLightAndDark(page, 'tools-watch');
    await page.getByTestId('watch-stop').click();
  } finally {
    await removeBucketFully(minio, bucket);
  }
});

test('diagnostics collects the health report and downloads it', async ({ page, world, consoleServer }) => {
  test.slow();
  const minio = need(world.minio.erasure, 'erasure MinIO');
  const tools = new ToolsPage(page);
  await startSession(page, consoleServer.url, minio);
  await tools.open(consoleServer.url, 'tools/diagnostics');
  await expect(page.getByTestId('diagnostics-download')).toBeDisabled();
  await page.getByTestId('diagnostics-start').click();
  await expect(page.getByTestId('diagnostics-status')).toContainText(
    /Diagnostic started. Please do not refresh page during diagnosis.|Diagnostic file is ready to be downloaded./,
  );
  await expect(page.getByTestId('diagnostics-status')).toContainText('Diagnostic file is ready to be downloaded.', {
    timeout: 120_000,
  });
  await saveLightAndDark(page, 'tools-diagnostics');
  const downloading = page.waitForEvent('download');
  await page.getByTestId('diagnostics-download').click();
  const download = await downloading;
  const report = JSON.parse(readFileSync(await download.path(), 'utf8')) as { version?: string; minio?: unknown };
  expect(report.version).toBe('3');
  expect(report.minio).toBeDefined();
});
