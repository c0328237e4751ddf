import { asRoot, bucketWith, expect, test } from '../objects/objects-kit';
import { saveLightAndDark } from '../pages/screenshots';
import { saveDialogLightAndDark, watchConsoleErrors } from './ux-kit';

test.describe.configure({ timeout: 90_000 });

test('legal hold and retention are offered only on a bucket with object locking', async ({
  page,
  consoleServer,
  minio,
  bucket,
  objects,
}) => {
  const errors = watchConsoleErrors(page);
  await bucketWith(minio, bucket, { 'plain.txt': 'p' });
  await objects.openAs(consoleServer.url, minio, bucket, 'plain.txt');
  await expect(page.getByTestId('detail-size')).toBeVisible();
  await expect(page.getByTestId('detail-legal-hold')).toHaveCount(0);
  await expect(page.getByTestId('detail-retention')).toHaveCount(0);
  await expect(page.getByTestId('edit-legal-hold')).toHaveCount(0);
  await expect(page.getByTestId('edit-retention')).toHaveCount(0);
  await saveLightAndDark(page, 'ux-object-detail-unlocked');
  expect(errors).toEqual([]);
});

test('a legal hold that could not be saved does not stay shown as on', async ({
  page,
  consoleServer,
  minio,
  bucket,
  objects,
}) => {
  const errors = watchConsoleErrors(page, { provokedRequestFailures: true });
  await bucketWith(minio, bucket, { 'held.txt': 'h' }, { locked: true });
  await objects.openAs(consoleServer.url, minio, bucket, 'held.txt');
  await expect(page.getByTestId('detail-legal-hold')).toContainText('Off');
  await page.getByTestId('edit-legal-hold').click();
  const modal = page.getByTestId('legal-hold-modal');
  await modal.getByText('Legal Hold Status').click();
  await expect(modal.getByTestId('legal-hold-switch')).toBeChecked();
  // The object goes away before Save: the server refuses, and the switch shows what is saved again.
  const versions = await asRoot(minio, async (s3) => {
    const found: string[] = [];
    for await (const item of s3.listObjects(bucket, 'held.txt', true, { IncludeVersion: true })) {
      if (item.versionId) found.push(item.versionId);
    }
    return found;
  });
  await asRoot(minio, async (s3) => {
    for (const versionId of versions) await s3.removeObject(bucket, 'held.txt', { versionId });
  });
  await objects.modalSubmit.click();
  await expect(modal.getByTestId('modal-error-banner')).toBeVisible();
  await expect(modal.getByTestId('legal-hold-switch')).not.toBeChecked();
  await saveDialogLightAndDark(page, 'ux-legal-hold-refused');
  expect(errors).toEqual([]);
});
