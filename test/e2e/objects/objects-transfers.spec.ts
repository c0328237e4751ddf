import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { saveLightAndDark } from '../pages/screenshots';
import { bucketWith, downloadBytes, expect, listKeys, MiB, readObject, test } from './objects-kit';

// These tests set up and check real objects on a machine shared with other suites.
test.describe.configure({ timeout: 90_000 });

test('uploads several small files and a 40 MiB file (multipart), with progress in the transfer panel', async ({
  page,
  consoleServer,
  minio,
  bucket,
  objects,
  tempDir,
}) => {
  test.setTimeout(120_000);
  const big = randomBytes(40 * MiB + 123);
  writeFileSync(join(tempDir, 'big.bin'), big);
  writeFileSync(join(tempDir, 'one.txt'), 'first small file');
  writeFileSync(join(tempDir, 'two.txt'), 'second small file');
  await bucketWith(minio, bucket, { 'in/keep.txt': 'k' });
  await objects.openAs(consoleServer.url, minio, bucket, 'in/');
  await page
    .getByTestId('upload-files-input')
    .setInputFiles([join(tempDir, 'one.txt'), join(tempDir, 'two.txt'), join(tempDir, 'big.bin')]);
  await expect(objects.transfers).toBeVisible();
  await expect(objects.transfer('in/big.bin').getByTestId('transfer-progress')).toBeVisible();
  await expect(objects.snackbar).toContainText('Object(s) uploaded successfully.', { timeout: 60_000 });
  for (const key of ['in/one.txt', 'in/two.txt', 'in/big.bin']) {
    await expect(objects.transfer(key)).toHaveAttribute('data-status', 'done');
  }
  await expect(objects.names).toHaveText(['big.bin', 'keep.txt', 'one.txt', 'two.txt']);
  await saveLightAndDark(page, 'objects-uploaded');
  expect((await readObject(minio, bucket, 'in/big.bin')).equals(big)).toBe(true);
  expect((await readObject(minio, bucket, 'in/one.txt')).toString()).toBe('first small file');
});

test('a folder upload keeps relative paths, a file its name with a quote; a direction override is refused', async ({
  page,
  consoleServer,
  minio,
  bucket,
  objects,
  tempDir,
}) => {
  const folder = join(tempDir, 'album');
  mkdirSync(join(folder, 'sub'), { recursive: true });
  writeFileSync(join(folder, 'a.txt'), 'A');
  writeFileSync(join(folder, 'sub', 'b.txt'), 'B');
  await bucketWith(minio, bucket, {});
  await objects.openAs(consoleServer.url, minio, bucket);
  await expect(objects.empty).toBeVisible();
  await page.getByTestId('upload-folder-input').setInputFiles(folder);
  await expect(objects.snackbar).toContainText('Object(s) uploaded successfully.');
  expect(await listKeys(minio, bucket)).toEqual([`${basename(folder)}/a.txt`, `${basename(folder)}/sub/b.txt`]);
  await expect(objects.names).toHaveText(['album/']);

  // Browsers write a `"` in a form's file name as `%22`: the key is still the name as it is, quote included.
  await page
    .getByTestId('upload-files-input')
    .setInputFiles([{ name: `quote"s'.txt`, mimeType: 'text/plain', buffer: Buffer.from('q') }]);
  await expect(objects.names).toHaveText(['album/', `quote"s'.txt`]);
  expect(await listKeys(minio, bucket)).toContain(`quote"s'.txt`);

  await page
    .getByTestId('upload-files-input')
    .setInputFiles([{ name: 'invoice\u202etxt.exe', mimeType: 'text/plain', buffer: Buffer.from('x') }]);
  await expect(objects.snackbar).toContainText('cannot be uploaded: The name must not contain bidirectional');
  expect(await listKeys(minio, bucket)).toHaveLength(3);
});

test('downloads one object with its exact bytes, and a folder plus a file as one ZIP', async ({
  page,
  consoleServer,
  minio,
  bucket,
  objects,
}) => {
  const content = randomBytes(256 * 1024);
  await bucketWith(minio, bucket, { 'data.bin': content, 'set/x.txt': 'xx', 'set/y/z.txt': 'zz' });
  await objects.openAs(consoleServer.url, minio, bucket);

  const single = page.waitForEvent('download');
  await objects.rowAction('data.bin', 'Download');
  const file = await single;
  expect(file.suggestedFilename()).toBe('data.bin');
  expect((await downloadBytes(file)).equals(content)).toBe(true);

  await objects.select('set/');
  await objects.select('data.bin');
  const zipped = page.waitForEvent('download');
  await page.getByTestId('download-selected').click();
  const zip = await downloadBytes(await zipped);
  expect(zip.subarray(0, 2).toString()).toBe('PK');
  for (const name of ['data.bin', 'set/x.txt', 'set/y/z.txt']) expect(zip.includes(Buffer.from(name))).toBe(true);
  await expect(page.getByTestId('transfers-open').or(objects.transfers)).toBeVisible();
});
