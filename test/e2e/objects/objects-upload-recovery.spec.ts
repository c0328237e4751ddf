import { createHash, randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Route } from '@playwright/test';
import { saveLightAndDark } from '../pages/screenshots';
import { bucketWith, expect, listKeys, MiB, readObject, test, unfinishedUploads } from './objects-kit';

// A multipart upload of a large file on a machine shared with other suites.
test.describe.configure({ timeout: 180_000 });

/** The part requests of the console's multipart uploads (PUT .../uploads/{id}/parts/{n}). */
const PART_REQUEST = /\/api\/v1\/buckets\/[^/]+\/uploads\/[^/?]+\/parts\/(\d+)/;

/** The part number a request sends, or undefined for any other request. */
function partNumber(request: { method(): string; url(): string }): number | undefined {
  const match = request.method() === 'PUT' ? PART_REQUEST.exec(request.url()) : null;
  return match?.[1] === undefined ? undefined : Number(match[1]);
}

test('cancelling a multipart upload leaves no object and no unfinished upload in MinIO', async ({
  page,
  consoleServer,
  minio,
  bucket,
  objects,
  tempDir,
}) => {
  // 64 MiB and a byte: five parts of the console's 16 MiB.
  writeFileSync(join(tempDir, 'huge.bin'), randomBytes(64 * MiB + 1));
  await bucketWith(minio, bucket, { 'keep.txt': 'k' });
  // From part 3 on the parts wait, as on a slow link, so the upload is surely under way when Cancel is pressed.
  const waiting: Route[] = [];
  await page.route(PART_REQUEST, async (route) => {
    if ((partNumber(route.request()) ?? 0) >= 3) waiting.push(route);
    else await route.continue();
  });
  await objects.openAs(consoleServer.url, minio, bucket);
  const firstParts = [1, 2].map((n) =>
    page.waitForResponse((response) => partNumber(response.request()) === n && response.ok()),
  );
  await page.getByTestId('upload-files-input').setInputFiles(join(tempDir, 'huge.bin'));
  await Promise.all(firstParts);
  // MinIO holds the upload with its first parts: the cancel has something to clean up.
  expect(await unfinishedUploads(minio, bucket, 'huge.bin')).toHaveLength(1);

  const row = objects.transfer('huge.bin');
  await expect(row).toHaveAttribute('data-status', 'running');
  await row.getByTestId('transfer-cancel').click();
  await expect(row).toHaveAttribute('data-status', 'cancelled');
  await expect(row).toContainText('Cancelled');
  await expect(row.getByTestId('transfer-cancel')).toHaveCount(0);
  await expect(row.getByTestId('transfer-retry')).toHaveCount(0);
  await saveLightAndDark(page, 'objects-upload-cancelled');

  await expect.poll(() => unfinishedUploads(minio, bucket, 'huge.bin')).toEqual([]);
  expect(await listKeys(minio, bucket)).toEqual(['keep.txt']);
  await page.getByTestId('refresh-list').click();
  await expect(objects.names).toHaveText(['keep.txt']);
  for (const route of waiting) await route.abort().catch(() => undefined);
});

test('an upload cut off by going offline fails with Retry; back online, Retry sends only the missing parts', async ({
  page,
  context,
  consoleServer,
  minio,
  bucket,
  objects,
  tempDir,
}) => {
  // 100 MiB and 5 bytes: seven parts, four in flight at once.
  const content = randomBytes(100 * MiB + 5);
  writeFileSync(join(tempDir, 'big.bin'), content);
  await bucketWith(minio, bucket, {});

  // The connection drops as part 5 leaves (parts before it have been stored, since part 5 starts only when one of
  // the first four is done) and stays down until the test brings it back.
  let cut = false;
  let down = false;
  await page.route(PART_REQUEST, async (route) => {
    if (!cut && partNumber(route.request()) === 5) {
      cut = true;
      down = true;
      await context.setOffline(true);
    }
    if (down) await route.abort('internetdisconnected');
    else await route.continue();
  });
  let retried = false;
  const storedBeforeRetry = new Set<number>();
  const sentAfterRetry: number[] = [];
  page.on('response', (response) => {
    const part = partNumber(response.request());
    if (part !== undefined && response.ok() && !retried) storedBeforeRetry.add(part);
  });
  page.on('request', (request) => {
    const part = partNumber(request);
    if (part !== undefined && retried) sentAfterRetry.push(part);
  });

  await objects.openAs(consoleServer.url, minio, bucket);
  await page.getByTestId('upload-files-input').setInputFiles(join(tempDir, 'big.bin'));
  const row = objects.transfer('big.bin');
  await expect(row).toHaveAttribute('data-status', 'failed', { timeout: 90_000 });
  await expect(row).toContainText('Failed');
  await expect(row.getByTestId('transfer-retry')).toBeVisible();
  await expect(objects.snackbar).toContainText('An error occurred while uploading the file(s).');
  await saveLightAndDark(page, 'objects-upload-failed');
  expect(await listKeys(minio, bucket)).toEqual([]);

  down = false;
  await context.setOffline(false);
  const stored = [...storedBeforeRetry].sort((a, b) => a - b);
  expect(stored.length).toBeGreaterThan(0);
  retried = true;
  await row.getByTestId('transfer-retry').click();
  await expect(row).toHaveAttribute('data-status', 'done', { timeout: 120_000 });
  await expect(objects.names).toHaveText(['big.bin']);

  // Only the parts MinIO did not hold travelled again, and together they make the whole file.
  expect(sentAfterRetry.filter((part) => stored.includes(part))).toEqual([]);
  expect([...new Set([...stored, ...sentAfterRetry])].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  const uploaded = await readObject(minio, bucket, 'big.bin');
  expect(uploaded.length).toBe(content.length);
  expect(createHash('sha256').update(uploaded).digest('hex')).toBe(createHash('sha256').update(content).digest('hex'));
  expect(await unfinishedUploads(minio, bucket, 'big.bin')).toEqual([]);
});
