import { createHash, randomBytes } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { saveLightAndDark } from '../pages/screenshots';
import {
  bucketWith,
  downloadBytes,
  expect,
  listKeys,
  MiB,
  readObject,
  slowDownstream,
  slowUpstream,
  test,
  unfinishedUploads,
} from './faults-kit';

/**
 * Faults 6 and 7 of security-and-reliability.md with a real fault proxy (Toxiproxy) between the console and MinIO:
 * the connection breaks in the middle of an upload, a download and a ZIP. "Nothing lost": what was uploaded is
 * whole (size and checksum), no unfinished multipart upload stays in MinIO, and a cut download is never a
 * complete-looking short file.
 */
test.describe.configure({ timeout: 180_000 });

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** The part requests of the console's multipart uploads (PUT .../uploads/{id}/parts/{n}). */
const PART_REQUEST = /\/api\/v1\/buckets\/[^/]+\/uploads\/[^/?]+\/parts\/(\d+)/;

test('MinIO cut off mid-upload: the upload fails with Retry, nothing is stored; back, Retry stores the exact file', async ({
  page,
  proxiedConsole,
  storageProxy,
  minio,
  bucket,
  objects,
  tempDir,
}) => {
  // 40 MiB and 3 bytes: three parts of the console's 16 MiB, all in flight at once.
  const content = randomBytes(40 * MiB + 3);
  writeFileSync(join(tempDir, 'cut.bin'), content);
  await bucketWith(minio, bucket, {});
  await objects.openAs(proxiedConsole.url, minio, bucket);

  // The parts crawl from the console to MinIO, so the cut surely falls in the middle of them.
  const slow = await slowUpstream(storageProxy, 1024);
  const partSent = page.waitForRequest((request) => request.method() === 'PUT' && PART_REQUEST.test(request.url()));
  await page.getByTestId('upload-files-input').setInputFiles(join(tempDir, 'cut.bin'));
  await partSent;
  await expect.poll(() => unfinishedUploads(minio, bucket, 'cut.bin')).toHaveLength(1);
  await storageProxy.setEnabled(false);

  const row = objects.transfer('cut.bin');
  await expect(row).toHaveAttribute('data-status', 'failed', { timeout: 90_000 });
  await expect(row).toContainText('Failed');
  await expect(row.getByTestId('transfer-retry')).toBeVisible();
  await saveLightAndDark(page, 'faults-upload-cut');
  // No object, not even a short one, at the key.
  expect(await listKeys(minio, bucket)).toEqual([]);

  await storageProxy.removeToxic(slow);
  await storageProxy.setEnabled(true);
  await row.getByTestId('transfer-retry').click();
  await expect(row).toHaveAttribute('data-status', 'done', { timeout: 120_000 });
  await expect(objects.names).toHaveText(['cut.bin']);
  const stored = await readObject(minio, bucket, 'cut.bin');
  expect(stored.length).toBe(content.length);
  expect(sha256(stored)).toBe(sha256(content));
  expect(await unfinishedUploads(minio, bucket, 'cut.bin')).toEqual([]);
});

test('MinIO cut off mid-download: the browser reports the download failed, never a short file', async ({
  page,
  proxiedConsole,
  storageProxy,
  minio,
  bucket,
  objects,
}) => {
  const content = randomBytes(24 * MiB);
  await bucketWith(minio, bucket, { 'big.bin': content });
  await objects.openAs(proxiedConsole.url, minio, bucket);

  await slowDownstream(storageProxy, 1024);
  const started = page.waitForEvent('download');
  await objects.rowAction('big.bin', 'Download');
  const download = await started;
  await storageProxy.setEnabled(false);

  // Chromium names the failure; a download that "succeeded" would have to hold every byte.
  const failure = await download.failure();
  test.info().annotations.push({ type: 'outcome', description: failure ?? 'complete' });
  if (failure === null) expect(sha256(await downloadBytes(download))).toBe(sha256(content));
  expect(failure).not.toBeNull();
  // The object itself is untouched.
  await storageProxy.setEnabled(true);
  expect(sha256(await readObject(minio, bucket, 'big.bin'))).toBe(sha256(content));
});

test('MinIO cut off mid-ZIP: the download fails, or the ZIP names every object it lacks in DOWNLOAD-ERRORS.txt', async ({
  page,
  proxiedConsole,
  storageProxy,
  minio,
  bucket,
  objects,
  tempDir,
}) => {
  const files: Record<string, Buffer> = {
    'set/a.bin': randomBytes(6 * MiB),
    'set/b.bin': randomBytes(6 * MiB),
    'set/c.bin': randomBytes(6 * MiB),
  };
  await bucketWith(minio, bucket, files);
  await objects.openAs(proxiedConsole.url, minio, bucket);

  await slowDownstream(storageProxy, 1024);
  await objects.select('set/');
  const started = page.waitForEvent('download');
  await page.getByTestId('download-selected').click();
  const download = await started;
  await storageProxy.setEnabled(false);

  const failure = await download.failure();
  test.info().annotations.push({ type: 'outcome', description: failure ?? 'complete, with a list of errors' });
  if (failure !== null) return; // the browser says the download failed: nothing looks complete
  const zipFile = join(tempDir, 'set.zip');
  writeFileSync(zipFile, await downloadBytes(download));
  // A ZIP that claims to be complete must be a valid archive that names what it lacks.
  expect(execFileSync('unzip', ['-t', zipFile], { encoding: 'utf8' })).toContain('No errors detected');
  const out = join(tempDir, 'out');
  execFileSync('unzip', ['-q', zipFile, '-d', out]);
  const errorsFile = join(out, 'DOWNLOAD-ERRORS.txt');
  expect(existsSync(errorsFile)).toBe(true);
  const errors = readFileSync(errorsFile, 'utf8');
  for (const [key, body] of Object.entries(files)) {
    // Entries are named relative to the folder's parent (set/a.bin).
    const extracted = join(out, key);
    const whole = existsSync(extracted) && sha256(readFileSync(extracted)) === sha256(body);
    // Every object is either whole in the ZIP or named in its error list.
    expect({ key, whole: whole || errors.includes(key) }).toEqual({ key, whole: true });
  }
  // At least one object is missing: the cut happened before the end.
  expect(errors).toMatch(/set\/[abc]\.bin/);
});
