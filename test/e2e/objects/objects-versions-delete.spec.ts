import { saveDialogLightAndDark } from '../pages/screenshots';
import { asRoot, bucketWith, expect, test } from './objects-kit';

test.describe.configure({ timeout: 120_000 });

/** The version ids of exactly `key` in MinIO, newest first. */
const versionIds = (minio: Parameters<typeof asRoot>[0], bucket: string, key: string) =>
  asRoot(minio, async (s3) => {
    const found: string[] = [];
    for await (const item of s3.listObjects(bucket, key, true, { IncludeVersion: true })) {
      const { name, versionId } = item as { name: string; versionId: string };
      if (name === key) found.push(versionId);
    }
    return found;
  });

test('deletes the non-current versions past a governance retention, then all versions', async ({
  page,
  consoleServer,
  minio,
  bucket,
  objects,
}) => {
  await bucketWith(minio, bucket, { 'g.txt': 'old-1' }, { locked: true });
  await asRoot(minio, (s3) => s3.putObject(bucket, 'g.txt', 'old-2'));
  await asRoot(minio, (s3) => s3.putObject(bucket, 'g.txt', 'latest'));
  const [, ...older] = await versionIds(minio, bucket, 'g.txt');
  const until = new Date(Date.now() + 86_400_000).toISOString();
  for (const versionId of older) {
    await asRoot(minio, (s3) =>
      s3.putObjectRetention(bucket, 'g.txt', { mode: 'GOVERNANCE', retainUntilDate: until, versionId }),
    );
  }

  await objects.openAs(consoleServer.url, minio, bucket, 'g.txt');
  await page.getByRole('tab', { name: 'Versions' }).click();
  await expect(page.getByTestId('version-row')).toHaveCount(3);

  // Without the bypass MinIO keeps the retained versions, and the dialog names them.
  await page.getByTestId('delete-non-current-versions').click();
  const modal = page.getByTestId('delete-versions-modal');
  await expect(modal.getByTestId('confirm-text')).toContainText('Delete the 2 non-current versions of g.txt?');
  await objects.modalSubmit.click();
  await expect(page.getByTestId('modal-error-banner')).toContainText('WORM protected');
  await expect(page.getByTestId('version-row')).toHaveCount(3);

  await modal.getByText('Bypass governance retention').click();
  await saveDialogLightAndDark(page, 'objects-versions-delete-non-current');
  await objects.modalSubmit.click();
  await expect(modal).toBeHidden();
  await expect(page.getByText('2 versions deleted')).toBeVisible();
  await expect(page.getByTestId('version-row')).toHaveCount(1);
  expect(await versionIds(minio, bucket, 'g.txt')).toHaveLength(1);

  await page.getByTestId('delete-all-versions').click();
  await expect(modal.getByTestId('confirm-text')).toContainText('Delete the only version of g.txt?');
  await objects.modalSubmit.click();
  await expect(modal).toBeHidden();
  // The object is gone: back to its folder, where it is no longer listed.
  await expect(objects.row('g.txt')).toBeHidden();
  expect(await versionIds(minio, bucket, 'g.txt')).toEqual([]);
});
