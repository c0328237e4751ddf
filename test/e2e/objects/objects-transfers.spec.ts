import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { need } from '../../world/state';
import { expect, test } from '../fixtures';
import { ObjectsPage } from '../pages/objects.page';
import { chooseTheme, saveScreenshot } from '../pages/screenshots';
import { bucketWith, downloadBytes, listKeys, readObject, removeBucketFully, uniqueBucket } from './objects-kit';

// These tests set up and check real objects on a machine shared with other suites.
test.describe.configure({ timeout: 90_000 });

const MiB = 1024 * 1024;

test('uploads several small files and a 40 MiB file (multipart), with progress in the transfer panel', async ({
  page,
  world,
  consoleServer,
}) => {
  test.setTimeout(120_000);
  const minio = need(world.minio.erasure, 'erasure MinIO');
  const bucket = uniqueBucket('upload');
  const dir = mkdtempSync(join(tmpdir(), 'oc-upload-'));
  const big = randomBytes(40 * MiB + 123);
  writeFileSync(join(dir, 'big.bin'), big);
  writeFileSync(join(dir, 'one.txt'), 'first small file');
  writeFileSync(join(dir, 'two.txt'), 'second small file');
  try {
    await bucketWith(minio, bucket, { 'in/keep.txt': 'k' });
    const objects = new ObjectsPage(page);
    await objects.login(consoleServer.url, minio.accessKey, minio.secretKey);
    await objects.open(consoleServer.url, bucket, 'in/');
    await page
      .getByTestId('upload-files-input')
      .setInputFiles([join(dir, 'one.txt'), join(dir, 'two.txt'), join(dir, 'big.bin')]);
    await expect(objects.transfers).toBeVisible();
    await expect(objects.transfer('in/big.bin').getByTestId('transfer-progress')).toBeVisible();
    await expect(objects.snackbar).toContainText('Object(s) uploaded successfully.', { timeout: 60_000 });
    for (const key of ['in/one.txt', 'in/two.txt', 'in/big.bin']) {
      await expect(objects.transfer(key)).toHaveAttribute('data-status', 'done');
    }
    await expect(objects.names).toHaveText(['big.bin', 'keep.txt', 'one.txt', 'two.txt']);
    await saveScreenshot(page, 'objects-uploaded-light');
    await chooseTheme(page, 'Dark');
    await saveScreenshot(page, 'objects-uploaded-dark');
    await chooseTheme(page, 'Light');
    expect((await readObject(minio, bucket, 'in/big.bin')).equals(big)).toBe(true);
    expect((await readObject(minio, bucket, 'in/one.txt')).toString()).toBe('first small file');
  } finally {
    rmSync(dir, { recursive: true, force: true });
    await removeBucketFully(minio, bucket);
  }
});

test('a folder upload keeps relative paths; a name with a direction override is refused before upload', async ({
  page,
  world,
  consoleServer,
}) => {
  const minio = need(world.minio.erasure, 'erasure MinIO');
  const bucket = uniqueBucket('folder');
  const root = mkdtempSync(join(tmpdir(), 'oc-folder-'));
  const folder = join(root, 'album');
  mkdirSync(join(folder, 'sub'), { recursive: true });
  writeFileSync(join(folder, 'a.txt'), 'A');
  writeFileSync(join(folder, 'sub', 'b.txt'), 'B');
  try {
    await bucketWith(minio, bucket, {});
    const objects = new ObjectsPage(page);
    await objects.login(consoleServer.url, minio.accessKey, minio.secretKey);
    await objects.open(consoleServer.url, bucket);
    await expect(objects.empty).toBeVisible();
    await page.getByTestId('upload-folder-input').setInputFiles(folder);
    await expect(objects.snackbar).toContainText('Object(s) uploaded successfully.');
    expect(await listKeys(minio, bucket)).toEqual([`${basename(folder)}/a.txt`, `${basename(folder)}/sub/b.txt`]);
    await expect(objects.names).toHaveText(['album/']);

    await page
      .getByTestId('upload-files-input')
      .setInputFiles([{ name: 'invoice\u202etxt.exe', mimeType: 'text/plain', buffer: Buffer.from('x') }]);
    await expect(objects.snackbar).toContainText('cannot be uploaded: The name must not contain bidirectional');
    expect(await listKeys(minio, bucket)).toHaveLength(2);
  } finally {
    rmSync(root, { recursive: true, force: true });
    await removeBucketFully(minio, bucket);
  }
});

test('downloads one object with its exact bytes, and a folder plus a file as one ZIP', async ({
  page,
  world,
  consoleServer,
}) => {
  const minio = need(world.minio.erasure, 'erasure MinIO');
  const bucket = uniqueBucket('download');
  const content = randomBytes(256 * 1024);
  try {
    await bucketWith(minio, bucket, { 'data.bin': content, 'set/x.txt': 'xx', 'set/y/z.txt': 'zz' });
    const objects = new ObjectsPage(page);
    await objects.login(consoleServer.url, minio.accessKey, minio.secretKey);
    await objects.open(consoleServer.url, bucket);

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
  } finally {
    await removeBucketFully(minio, bucket);
  }
});
