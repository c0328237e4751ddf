import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test as base } from '@playwright/test';
import { startConsole, type ConsoleInstance } from '../../support/console-process';
import { asRoot } from '../../support/minio-root';
import { startOwnMinio, type OwnMinio } from '../../support/own-minio';
import { expect } from '../fixtures';
import { saveLightAndDark } from '../pages/screenshots';
import { ToolsPage } from './tools.page';
import { startSession } from '../pages/api-login';

/**
 * A 4-drive erasure MinIO of this file's own, with a console of its own: these tests damage drives (heal, logs) and
 * restart MinIO, which the shared servers must never see.
 */
const test = base.extend<object, { own: { minio: OwnMinio; console: ConsoleInstance } }>({
  own: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const minio = await startOwnMinio(`e2e-tools-${randomUUID().slice(0, 6)}`, 'erasure');
      const console = await startConsole({ CONSOLE_MINIO_SERVER: minio.server.endpoint });
      await use({ minio, console });
      await console.stop();
      await minio.stop();
    },
    { scope: 'worker' },
  ],
});
test.describe.configure({ mode: 'serial' });

/** The files of an object on one drive: `xl.meta` and, for objects too big to inline, `<data dir>/part.N`. */
function partFiles(drive: string, bucket: string, key: string): string[] {
  const dir = join(drive, bucket, key);
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => /part\.\d+$/.test(file));
}

test('heal restores a part removed from one drive, and shows the health bars', async ({ page, own }) => {
  test.slow();
  const server = own.minio.server;
  const bucket = `heal-${randomUUID().slice(0, 8)}`;
  const key = 'big.bin';
  // Bigger than MinIO inlines into xl.meta (128 KiB), so each drive holds a part file.
  await asRoot(server, async (s3) => {
    await s3.makeBucket(bucket);
    await s3.putObject(bucket, key, Buffer.alloc(600_000, 7));
  });
  const drive = server.drives[0] ?? '';
  const [part] = partFiles(drive, bucket, key);
  expect(part).toBeDefined();
  const partPath = join(drive, bucket, key, part ?? '');
  rmSync(partPath);
  expect(existsSync(partPath)).toBe(false);

  const tools = new ToolsPage(page);
  await startSession(page, own.console.url, server);
  await tools.open(own.console.url, 'heal');
  await expect(tools.title).toHaveText('Heal');
  await page.getByTestId('heal-bucket').selectOption(bucket);
  await page.getByTestId('heal-recursive').check();
  await page.getByTestId('heal-start').click();
  await expect(page.getByTestId('heal-finished')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('heal-objects-scanned')).toHaveText('1');
  await expect(page.getByTestId('heal-objects-healed')).toHaveText('1');
  // Before: the object is one drive short (yellow at parity 2); after: every item is whole again.
  await expect(page.getByTestId('heal-before-yellow')).toContainText(/Yellow: [1-9]/);
  await expect(page.getByTestId('heal-after-green')).toContainText('(100.0%)');
  expect(existsSync(partPath)).toBe(true);
  await saveLightAndDark(page, 'tools-heal');
});

test('live logs show an error entry with its fields, highlight it, and pause', async ({ page, own }) => {
  test.slow();
  const server = own.minio.server;
  const bucket = `logs-${randomUUID().slice(0, 8)}`;
  await asRoot(server, async (s3) => {
    await s3.makeBucket(bucket);
    await s3.putObject(bucket, 'small.txt', Buffer.from('hello'));
  });
  const tools = new ToolsPage(page);
  await startSession(page, own.console.url, server);
  await tools.open(own.console.url, 'tools/logs');
  await expect(tools.title).toHaveText('Logs');
  await expect(page.getByTestId('live-status')).toHaveText('Live');
  // A drive whose metadata is garbage makes MinIO log a storage error when the object is read.
  writeFileSync(join(server.drives[1] ?? '', bucket, 'small.txt', 'xl.meta'), 'garbage in xl.meta');
  const entry = page.getByTestId('log-error').filter({ hasText: 'SYSTEM.storage' });
  await tools.untilVisible(entry, () =>
    asRoot(server, async (s3) => {
      const body = await s3.getObject(bucket, 'small.txt');
      for await (const chunk of body) void chunk;
    }),
  );
  await expect(entry.first()).toContainText('garbage');
  await expect(entry.first()).toContainText('Deployment ID');
  await expect(entry.first()).toContainText('Source');
  await page.getByTestId('logs-highlight').fill('garbage');
  await expect(page.locator('.oc-log-highlight').first()).toBeVisible();
  await page.getByTestId('logs-pause').click();
  await expect(page.getByTestId('logs-pause')).toHaveText('Resume');
  await expect(page.getByTestId('logs-waiting')).toBeVisible();
  await saveLightAndDark(page, 'tools-logs');
  await page.getByTestId('logs-pause').click();
  await expect(page.getByTestId('logs-pause')).toHaveText('Pause');
});

test('a trace open while MinIO restarts says the stream ended, then reconnects', async ({ page, own }) => {
  test.slow();
  const server = own.minio.server;
  const tools = new ToolsPage(page);
  await startSession(page, own.console.url, server);
  await tools.open(own.console.url, 'tools/trace');
  await page.getByTestId('trace-start').click();
  await expect(page.getByTestId('live-status')).toHaveText('Live');
  await own.minio.stop();
  await expect(page.getByTestId('live-ended')).toContainText('The stream ended');
  await expect(page.getByTestId('live-retry')).toContainText(/Reconnecting in \d+ s \(attempt \d of 6\)/);
  await saveLightAndDark(page, 'tools-trace-ended');
  await own.minio.restart();
  // The backoff brings the stream back once MinIO answers again.
  await expect(page.getByTestId('live-status')).toHaveText('Live', { timeout: 60_000 });
  await expect(page.getByTestId('live-ended')).toHaveCount(0);
});
