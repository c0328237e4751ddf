import { saveLightAndDark, saveScreenshot } from '../pages/screenshots';
import { asRoot, bucketWith, expect, expectMenuAtToggle, readObject, test } from './objects-kit';

// These tests set up and check real objects on a machine shared with other suites.
test.describe.configure({ timeout: 90_000 });

/** `datetime-local` text of a moment in the browser's (= this machine's) time zone, to the second. */
const localInput = (date: Date) =>
  new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 19);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test('adds a tag (Save needs key and value) and deletes it', async ({
  page,
  consoleServer,
  minio,
  bucket,
  objects,
}) => {
  await bucketWith(minio, bucket, { 'doc.txt': 'd' });
  await objects.openAs(consoleServer.url, minio, bucket, 'doc.txt');
  await page.getByTestId('add-tag').click();
  const modal = page.getByTestId('add-tag-modal');
  await modal.getByTestId('tag-key').fill('env');
  await expect(objects.modalSubmit).toBeDisabled();
  await modal.getByTestId('tag-value').fill('prod');
  await expect(objects.modalSubmit).toBeEnabled();
  await objects.modalSubmit.click();
  await expect(page.getByTestId('tag-chip')).toHaveText(['env: prod']);
  expect(await asRoot(minio, (s3) => s3.getObjectTagging(bucket, 'doc.txt'))).toEqual([{ Key: 'env', Value: 'prod' }]);
  await saveScreenshot(page, 'objects-tags');

  await page.getByRole('button', { name: 'Delete tag env' }).click();
  await expect(page.getByTestId('confirm-text')).toContainText('env: prod');
  await objects.modalSubmit.click();
  await expect(page.getByTestId('tag-chip')).toHaveCount(0);
  expect(await asRoot(minio, (s3) => s3.getObjectTagging(bucket, 'doc.txt'))).toEqual([]);
});

test('sets a legal hold and a governance retention on a locked bucket, then removes the retention', async ({
  page,
  consoleServer,
  minio,
  bucket,
  objects,
}) => {
  const future = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  try {
    await bucketWith(minio, bucket, { 'held.txt': 'h' }, { locked: true });
    await objects.openAs(consoleServer.url, minio, bucket, 'held.txt');

    await expect(page.getByTestId('detail-legal-hold')).toContainText('Off');
    await page.getByTestId('edit-legal-hold').click();
    await page.getByTestId('legal-hold-modal').getByText('Legal Hold Status').click();
    await objects.modalSubmit.click();
    await expect(page.getByTestId('detail-legal-hold')).toContainText('On');
    expect(await asRoot(minio, (s3) => s3.getObjectLegalHold(bucket, 'held.txt'))).toMatchObject({ Status: 'ON' });

    await page.getByTestId('edit-retention').click();
    const modal = page.getByTestId('retention-modal');
    await expect(objects.modalSubmit).toBeDisabled();
    await modal.getByTestId('retention-governance').check();
    await expect(objects.modalSubmit).toBeDisabled();
    await modal.getByTestId('retention-date').fill(future);
    await expect(objects.modalSubmit).toBeEnabled();
    await objects.modalSubmit.click();
    await expect(page.getByTestId('detail-retention')).toContainText('GOVERNANCE');
    expect(await asRoot(minio, (s3) => s3.getObjectRetention(bucket, 'held.txt'))).toMatchObject({
      mode: 'GOVERNANCE',
    });
    await saveLightAndDark(page, 'objects-locked');

    await page.getByTestId('edit-retention').click();
    await expect(modal.getByTestId('retention-compliance')).toBeDisabled();
    await modal.getByTestId('retention-disabled').check();
    await objects.modalSubmit.click();
    await expect(page.getByTestId('detail-retention')).toContainText('None');
  } finally {
    // minio-js types this call as void, but it answers a promise; adopt it so the hold is off before clean-up.
    await asRoot(minio, (s3) => Promise.resolve(s3.setObjectLegalHold(bucket, 'held.txt', { status: 'OFF' }))).catch(
      () => undefined,
    );
  }
});

test('lists the versions of an object and restores an older one', async ({
  page,
  consoleServer,
  minio,
  bucket,
  objects,
}) => {
  await bucketWith(minio, bucket, { 'v.txt': 'one' }, { versioned: true });
  await asRoot(minio, (s3) => s3.putObject(bucket, 'v.txt', 'two'));
  await objects.openAs(consoleServer.url, minio, bucket, 'v.txt');
  await page.getByRole('tab', { name: 'Versions' }).click();
  const rows = page.getByTestId('version-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('v2 (current)');
  // The actions are a menu: beside the listing the panel has no room for three links (they were cut off).
  const toggle = rows.first().getByRole('button', { name: 'Actions for v2' });
  await expect(toggle).toBeInViewport();
  await toggle.click();
  await expect(page.getByRole('menuitem', { name: 'Share' })).toBeEnabled();
  await expectMenuAtToggle(page, toggle);
  await expect(page.getByRole('menuitem', { name: 'Restore' })).toBeDisabled();
  await saveScreenshot(page, 'objects-versions');
  await page.keyboard.press('Escape');
  await rows.nth(1).getByRole('button', { name: 'Actions for v1' }).click();
  await page.getByRole('menuitem', { name: 'Restore' }).click();
  await objects.modalSubmit.click();
  await expect(objects.snackbar).toContainText('Version restored');
  await expect(rows).toHaveCount(3);
  expect((await readObject(minio, bucket, 'v.txt')).toString()).toBe('one');
});

test('rewind shows a deleted object as it was, with Deleted Yes after its deletion', async ({
  page,
  consoleServer,
  minio,
  bucket,
  objects,
}) => {
  await bucketWith(minio, bucket, { 'gone.txt': 'g', 'stays.txt': 's' }, { versioned: true });
  await pause(2000);
  const beforeDelete = new Date();
  await pause(2000);
  await asRoot(minio, (s3) => s3.removeObject(bucket, 'gone.txt'));
  await objects.openAs(consoleServer.url, minio, bucket);
  await expect(objects.names).toHaveText(['stays.txt']);

  await page.getByTestId('rewind').click();
  await page.getByTestId('rewind-date').fill(localInput(beforeDelete));
  await expect(objects.modalSubmit).toHaveText('Show Rewind Data');
  await objects.modalSubmit.click();
  await expect(page.getByTestId('rewind-notice')).toBeVisible();
  await expect(objects.names).toHaveText(['gone.txt', 'stays.txt']);
  await expect(objects.row('gone.txt').getByTestId('object-deleted')).toHaveText('No');
  await expect(page.getByTestId('upload-files')).toBeDisabled();
  await expect(page.getByTestId('refresh-list')).toBeDisabled();

  await page.getByTestId('rewind').click();
  await page.getByTestId('rewind-date').fill(localInput(new Date(Date.now() + 60_000)));
  await objects.modalSubmit.click();
  await expect(objects.row('gone.txt').getByTestId('object-deleted')).toHaveText('Yes');
  await saveLightAndDark(page, 'objects-rewind');

  await page.getByTestId('rewind').click();
  await page.getByTestId('rewind-modal').getByText('Rewind to a past moment').click();
  await expect(objects.modalSubmit).toHaveText('Show Current Data');
  await objects.modalSubmit.click();
  await expect(objects.names).toHaveText(['stays.txt']);
});
