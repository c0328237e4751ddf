import { createHash, randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { startConsole } from '../../support/console-process';
import { need } from '../../world/state';
import { saveDialogLightAndDark, saveLightAndDark } from '../pages/screenshots';
import { bucketWith, downloadBytes, expect, MiB, readObject, test as objectsTest } from './objects-kit';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** A console in direct mode, and MinIO as the browser reaches it: `localhost`, where the console uses 127.0.0.1. */
interface DirectConsole {
  readonly url: string;
  readonly browserUrl: string;
}

/**
 * Direct transfers: a console started with CONSOLE_MINIO_BROWSER_URL, one per worker for every test of this file;
 * object bytes go browser ↔ MinIO.
 */
const test = objectsTest.extend<object, { direct: DirectConsole }>({
  direct: [
    async ({ world }, use) => {
      const minio = need(world.minio.erasure, 'erasure MinIO');
      const browserUrl = minio.endpoint.replace('127.0.0.1', 'localhost');
      const instance = await startConsole({
        CONSOLE_MINIO_SERVER: minio.endpoint,
        CONSOLE_MINIO_BROWSER_URL: browserUrl,
        CONSOLE_METRICS: 'on',
      });
      await use({ url: instance.url, browserUrl });
      await instance.stop();
    },
    { scope: 'worker' },
  ],
});

test.describe.configure({ timeout: 120_000 });

/** Bytes the console carried for object transfers (its /metrics), summed over the operations that move them. */
async function objectBytesThroughConsole(direct: DirectConsole): Promise<number> {
  const text = await (await fetch(`${direct.url}metrics`)).text();
  return text
    .split('\n')
    .filter((line) => line.startsWith('object_console_http_bytes_total{'))
    .filter((line) => /operation="(downloadObject|uploadObjects|uploadPart|downloadObjectsZip)"/.test(line))
    .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);
}

/** Every request the page sends to MinIO's browser address, by method. */
function minioRequests(page: Page, browserUrl: string): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(browserUrl)) seen.push(request.method());
  });
  return seen;
}

test('downloads, previews and uploads go straight to MinIO, not through the console', async ({
  page,
  direct,
  minio,
  bucket,
  objects,
  tempDir,
}) => {
  const content = randomBytes(3 * MiB + 17);
  await bucketWith(minio, bucket, { 'data.bin': content, 'pic.png': { body: PNG, type: 'image/png' } });
  const big = randomBytes(40 * MiB + 5);
  writeFileSync(join(tempDir, 'big.bin'), big);
  writeFileSync(join(tempDir, 'small.txt'), 'a small file');
  const toMinio = minioRequests(page, direct.browserUrl);
  await objects.openAs(direct.url, minio, bucket);
  const before = await objectBytesThroughConsole(direct);

  const single = page.waitForEvent('download');
  await objects.rowAction('data.bin', 'Download');
  const file = await single;
  expect(file.url().startsWith(direct.browserUrl)).toBe(true);
  expect(file.suggestedFilename()).toBe('data.bin');
  expect(sha256(await downloadBytes(file))).toBe(sha256(content));

  await objects.rowAction('pic.png', 'Preview');
  const frame = page.getByTestId('preview-frame');
  await expect(frame).toHaveAttribute('src', new RegExp(`^${direct.browserUrl}/`));
  await expect(page.frameLocator('[data-test="preview-frame"]').locator('img')).toBeVisible();
  await saveDialogLightAndDark(page, 'objects-direct-preview');
  await page.keyboard.press('Escape');

  await page.getByTestId('upload-files-input').setInputFiles([join(tempDir, 'big.bin'), join(tempDir, 'small.txt')]);
  await expect(objects.snackbar).toContainText('Object(s) uploaded successfully.', { timeout: 60_000 });
  await expect(objects.transfer('big.bin')).toHaveAttribute('data-status', 'done');
  await saveLightAndDark(page, 'objects-direct-uploaded');
  expect(sha256(await readObject(minio, bucket, 'big.bin'))).toBe(sha256(big));
  expect((await readObject(minio, bucket, 'small.txt')).toString()).toBe('a small file');

  // The bytes went browser ↔ MinIO: the console's byte counters of transfers did not move by even one part.
  expect((await objectBytesThroughConsole(direct)) - before).toBeLessThan(64 * 1024);
  // 3 parts and a small file sent, a download and a preview fetched straight from MinIO.
  expect(toMinio.filter((method) => method === 'PUT').length).toBeGreaterThanOrEqual(4);
  expect(toMinio.filter((method) => method === 'GET').length).toBeGreaterThanOrEqual(2);
});

test('several objects download one by one from MinIO instead of as a ZIP', async ({
  page,
  direct,
  minio,
  bucket,
  objects,
}) => {
  const a = randomBytes(100_000);
  const b = randomBytes(200_000);
  await bucketWith(minio, bucket, { 'a.bin': a, 'b.bin': b });
  await objects.openAs(direct.url, minio, bucket);
  await objects.select('a.bin');
  await objects.select('b.bin');
  const got = new Map<string, Buffer>();
  const done = new Promise<void>((resolve) => {
    page.on('download', (download) => {
      void downloadBytes(download).then((bytes) => {
        got.set(download.suggestedFilename(), bytes);
        if (got.size === 2) resolve();
      });
    });
  });
  await page.getByTestId('download-selected').click();
  await done;
  expect(sha256(got.get('a.bin') ?? Buffer.alloc(0))).toBe(sha256(a));
  expect(sha256(got.get('b.bin') ?? Buffer.alloc(0))).toBe(sha256(b));
});

test('when the browser cannot reach MinIO, transfers fall back to the console', async ({
  page,
  direct,
  minio,
  bucket,
  objects,
  tempDir,
}) => {
  const content = randomBytes(MiB + 3);
  await bucketWith(minio, bucket, { 'data.bin': content });
  const big = randomBytes(20 * MiB + 9);
  writeFileSync(join(tempDir, 'big.bin'), big);
  // MinIO's browser address is cut off, as a network (or a CORS refusal) would.
  await page.route(`${direct.browserUrl}/**`, (route) => route.abort('connectionrefused'));
  await objects.openAs(direct.url, minio, bucket);
  const before = await objectBytesThroughConsole(direct);

  const single = page.waitForEvent('download');
  await objects.rowAction('data.bin', 'Download');
  const file = await single;
  expect(file.url().startsWith(direct.url)).toBe(true);
  expect(sha256(await downloadBytes(file))).toBe(sha256(content));
  // The counter the first test holds still does count bytes the console carries.
  await expect
    .poll(async () => (await objectBytesThroughConsole(direct)) - before)
    .toBeGreaterThanOrEqual(content.length);

  await page.getByTestId('upload-files-input').setInputFiles([join(tempDir, 'big.bin')]);
  await expect(objects.snackbar).toContainText('Object(s) uploaded successfully.', { timeout: 60_000 });
  expect(sha256(await readObject(minio, bucket, 'big.bin'))).toBe(sha256(big));
});
