import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { saveLightAndDark } from '../pages/screenshots';
import { bucketWith, expect, listKeys, readObject, test } from './objects-kit';

// These tests set up and check real objects on a machine shared with other suites.
test.describe.configure({ timeout: 90_000 });

test('files dropped on the listing upload to the folder in view; a dropped folder keeps its tree', async ({
  page,
  consoleServer,
  minio,
  bucket,
  objects,
  tempDir,
}) => {
  await bucketWith(minio, bucket, { 'in/keep.txt': 'k', 'elsewhere.txt': 'e' });
  await objects.openAs(consoleServer.url, minio, bucket, 'in/');
  await expect(objects.names).toHaveText(['keep.txt']);

  await objects.dropFiles([
    { name: 'one.txt', body: 'dropped one' },
    { name: 'two.txt', body: 'dropped two' },
  ]);
  await expect(objects.snackbar).toContainText('Object(s) uploaded successfully.');
  await expect(objects.names).toHaveText(['keep.txt', 'one.txt', 'two.txt']);
  expect((await readObject(minio, bucket, 'in/two.txt')).toString()).toBe('dropped two');

  // A folder from the file manager: Chromium hands the page its directory entry, which the console walks.
  mkdirSync(join(tempDir, 'album', 'sub'), { recursive: true });
  writeFileSync(join(tempDir, 'album', 'a.txt'), 'A');
  writeFileSync(join(tempDir, 'album', 'sub', 'b.txt'), 'B');
  writeFileSync(join(tempDir, 'c.txt'), 'C');
  await objects.dropPaths([join(tempDir, 'album'), join(tempDir, 'c.txt')], objects.scroller, async () => {
    await expect(objects.scroller).toHaveClass(/oc-drop-active/);
    await saveLightAndDark(page, 'objects-drop-hover');
  });
  await expect(objects.transfer('in/album/sub/b.txt')).toHaveAttribute('data-status', 'done');
  await expect(objects.names).toHaveText(['album/', 'c.txt', 'keep.txt', 'one.txt', 'two.txt']);
  await expect(objects.scroller).not.toHaveClass(/oc-drop-active/);
  expect(await listKeys(minio, bucket)).toEqual([
    'elsewhere.txt',
    'in/album/a.txt',
    'in/album/sub/b.txt',
    'in/c.txt',
    'in/keep.txt',
    'in/one.txt',
    'in/two.txt',
  ]);
  expect((await readObject(minio, bucket, 'in/album/sub/b.txt')).toString()).toBe('B');
});

test('a file dropped on an empty bucket uploads to its root', async ({
  page,
  consoleServer,
  minio,
  bucket,
  objects,
  tempDir,
}) => {
  await bucketWith(minio, bucket, {});
  await objects.openAs(consoleServer.url, minio, bucket);
  await expect(objects.empty).toBeVisible();
  writeFileSync(join(tempDir, 'first.txt'), 'the first object');
  await objects.dropPaths([join(tempDir, 'first.txt')], objects.empty, async () => {
    await expect(page.getByTestId('drop-zone')).toHaveClass(/oc-drop-active/);
    await saveLightAndDark(page, 'objects-drop-empty');
  });
  await expect(objects.names).toHaveText(['first.txt']);
  expect(await listKeys(minio, bucket)).toEqual(['first.txt']);
});
