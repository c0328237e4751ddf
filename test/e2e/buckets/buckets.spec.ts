import { randomUUID } from 'node:crypto';
import { removeBucketFully, asRoot } from '../../integration/buckets/bucket-test-kit';
import { getBucketQuota } from '../../../backend/src/platform/minio/admin/bucket-quota';
import { createUserWithPolicy, rootConnection } from '../../support/minio-admin';
import { startConsole } from '../../support/console-process';
import { need } from '../../world/state';
import { expect, test } from '../fixtures';
import { startSession } from '../pages/api-login';
import { BucketAdminPage } from '../pages/bucket-admin.page';
import { BucketsPage } from '../pages/buckets.page';
import { chooseTheme, saveDialogLightAndDark, saveScreenshot } from '../pages/screenshots';

const uniqueBucket = (label: string) => `e2e-${label}-${randomUUID().slice(0, 8)}`;

test('a created bucket shows in the list, the filter narrows it, and Manage opens it', async ({
  page,
  world,
  consoleServer,
}) => {
  const minio = need(world.minio.erasure, 'erasure MinIO');
  const bucket = uniqueBucket('listed');
  try {
    await startSession(page, consoleServer.url, minio);
    const buckets = new BucketsPage(page);
    await buckets.open(consoleServer.url);
    await buckets.startCreate(bucket);
    await expect(buckets.saveButton).toBeEnabled();
    await buckets.saveButton.click();
    await expect(buckets.createModal).toBeHidden();
    await expect(await buckets.filteredCard(bucket)).toBeVisible();
    await expect(buckets.usageNote).toBeVisible();
    await saveScreenshot(page, 'buckets-list');
    await buckets.filter.fill('no-bucket-is-called-this');
    await expect(buckets.noMatch).toContainText('No buckets match the filtering condition');
    await saveScreenshot(page, 'buckets-list-no-match');
    await buckets.filter.fill(bucket);
    await buckets.card(bucket).getByTestId('bucket-manage').click();
    await expect(page).toHaveURL(new RegExp(`/buckets/${bucket}/admin/summary$`));
  } finally {
    await removeBucketFully(minio, bucket);
  }
});

test.describe('in German (decimal comma)', () => {
  test.use({ locale: 'de-DE', timezoneId: 'Europe/Berlin' });

  test('a quota typed as 1,5 GiB is 1.5 GiB in MinIO (1.536 MiB); 1.5 is refused, saying why', async ({
    page,
    world,
    consoleServer,
  }) => {
    const minio = need(world.minio.erasure, 'erasure MinIO');
    const bucket = uniqueBucket('quota-de');
    try {
      await startSession(page, consoleServer.url, minio);
      const buckets = new BucketsPage(page);
      await buckets.open(consoleServer.url);
      await buckets.startCreate(bucket);
      await buckets.toggle('quota');
      const size = buckets.createModal.getByTestId('quota-size');
      // Typed key by key, as a user does: a number field read 1,5 as 15 (the page's language is English).
      await size.clear();
      await size.pressSequentially('1,5');
      await buckets.createModal.getByTestId('quota-unit').selectOption('GiB');
      await buckets.saveButton.click();
      await expect(buckets.createModal).toBeHidden();
      await expect(await buckets.filteredCard(bucket)).toBeVisible();
      expect((await getBucketQuota(rootConnection(minio), bucket))?.quota).toBe(1.5 * 2 ** 30);

      const admin = new BucketAdminPage(page);
      await admin.open(consoleServer.url, bucket);
      // 1536 MiB, with German digit grouping.
      await expect(admin.value('quota')).toContainText('1.536 MiB');
      await admin.edit('quota').click();
      const edit = page.getByTestId('quota-size');
      await expect(edit).toHaveValue('1536');
      // A dot groups thousands in German: 1.5 is refused rather than guessed, and the message says how to write it.
      await edit.clear();
      await edit.pressSequentially('1.5');
      await expect(page.getByTestId('quota-error')).toContainText(
        'Write decimals with "," and no thousands separator, e.g. 1,5',
      );
      await expect(admin.modalSubmit).toBeDisabled();
      await saveDialogLightAndDark(page, 'buckets-quota-modal-de-separator');
    } finally {
      await removeBucketFully(minio, bucket);
    }
  });
});

test('create a bucket with versioning and quota, then change its settings on the admin page', async ({
  page,
  world,
  consoleServer,
}) => {
  const minio = need(world.minio.erasure, 'erasure MinIO');
  test.setTimeout(90_000);
  const bucket = uniqueBucket('settings');
  try {
    await startSession(page, consoleServer.url, minio);
    const buckets = new BucketsPage(page);
    await buckets.open(consoleServer.url);
    await buckets.startCreate(bucket);
    await buckets.toggle('versioning');
    await expect(buckets.switch('versioning')).toBeChecked();
    await buckets.toggle('quota');
    await buckets.createModal.getByTestId('quota-size').fill('2');
    await buckets.createModal.getByTestId('quota-unit').selectOption('GiB');
    await expect(buckets.saveButton).toBeEnabled();
    await saveScreenshot(page, 'buckets-create-distributed');
    await buckets.saveButton.click();
    await expect(buckets.createModal).toBeHidden();
    expect(await asRoot(minio, (s3) => s3.bucketExists(bucket))).toBe(true);
    expect((await asRoot(minio, (s3) => s3.getBucketVersioning(bucket))).Status).toBe('Enabled');

    const admin = new BucketAdminPage(page);
    await admin.open(consoleServer.url, bucket);
    await expect(admin.value('versioning')).toHaveText('Enabled');
    await expect(admin.value('quota')).toContainText('2 GiB');
    await expect(admin.value('access-policy')).toHaveText('private');
    await saveScreenshot(page, 'buckets-admin-summary');

    await admin.edit('access-policy').click();
    await page.getByTestId('access-policy-select').selectOption('PUBLIC');
    await admin.modalSubmit.click();
    await expect(admin.value('access-policy')).toHaveText('public');

    await admin.edit('versioning').click();
    await expect(page.getByTestId('versioning-warning')).toContainText("won't be deleted automatically");
    await admin.modalSubmit.click();
    // MinIO answers Status=Suspended for a bucket whose versioning was turned off; the row says so.
    await expect(admin.value('versioning')).toHaveText('Suspended');
    expect((await asRoot(minio, (s3) => s3.getBucketVersioning(bucket))).Status).toBe('Suspended');
    await admin.edit('versioning').click();
    await expect(page.getByTestId('versioning-suspended')).toContainText('suspended');
    await expect(admin.modalSubmit).toHaveText('Enable');
    await saveScreenshot(page, 'buckets-versioning-suspended-modal');
    await page.getByTestId('modal-cancel').click();

    await admin.edit('encryption').click();
    await page.getByTestId('encryption-type').selectOption('sse-s3');
    await admin.modalSubmit.click();
    await expect(admin.value('encryption')).toHaveText('SSE-S3');

    await chooseTheme(page, 'Dark');
    await admin.edit('quota').click();
    await page.getByTestId('quota-size').fill('5');
    await saveScreenshot(page, 'buckets-quota-modal-dark');
    await admin.modalSubmit.click();
    await expect(admin.value('quota')).toContainText('5 GiB');
    await chooseTheme(page, 'Light');
  } finally {
    await removeBucketFully(minio, bucket);
  }
});

test('an empty bucket is deleted; a bucket with objects says why not', async ({ page, world, consoleServer }) => {
  const minio = need(world.minio.erasure, 'erasure MinIO');
  const empty = uniqueBucket('empty');
  const full = uniqueBucket('full');
  try {
    await asRoot(minio, async (s3) => {
      await s3.makeBucket(empty);
      await s3.makeBucket(full);
      await s3.putObject(full, 'keep.txt', Buffer.from('still here'));
    });
    await startSession(page, consoleServer.url, minio);
    const admin = new BucketAdminPage(page);

    await admin.open(consoleServer.url, empty);
    await admin.deleteButton.click();
    await expect(page.getByTestId('confirm-text')).toHaveText(
      `Are you sure you want to delete bucket ${empty}? A bucket can only be deleted if it's empty.`,
    );
    await admin.modalSubmit.click();
    await expect(page).toHaveURL(/\/buckets$/);
    // Filtered, as the list lays out a step of its cards: 'no match' once the list has loaded without it.
    const buckets = new BucketsPage(page);
    await buckets.filter.fill(empty);
    await expect(buckets.noMatch).toBeVisible();
    expect(await asRoot(minio, (s3) => s3.bucketExists(empty))).toBe(false);

    await admin.open(consoleServer.url, full);
    await admin.deleteButton.click();
    await admin.modalSubmit.click();
    await expect(admin.modalError).toBeVisible();
    await expect(admin.modalError).toContainText(/empty/i);
    expect(await asRoot(minio, (s3) => s3.bucketExists(full))).toBe(true);
  } finally {
    await removeBucketFully(minio, empty);
    await removeBucketFully(minio, full);
  }
});

test('a read-only user does not see Create Bucket', async ({ page, world, consoleServer }) => {
  const minio = need(world.minio.erasure, 'erasure MinIO');
  const reader = await createUserWithPolicy(minio, 'readonly');
  await startSession(page, consoleServer.url, reader);
  const buckets = new BucketsPage(page);
  await buckets.open(consoleServer.url);
  await expect(buckets.refreshButton).toBeVisible();
  await expect(buckets.createButton).toHaveCount(0);
});

test('on a single drive, Create Bucket offers only the name and says why', async ({ page, world }) => {
  test.slow(); // starts its own server processes, which takes long on a loaded machine
  const single = need(world.minio.single, 'single-drive MinIO');
  const instance = await startConsole({ CONSOLE_MINIO_SERVER: single.endpoint });
  try {
    await startSession(page, instance.url, single);
    const buckets = new BucketsPage(page);
    await buckets.open(instance.url);
    const listed = await page.getByTestId('bucket-list').count();
    if (listed === 0) await saveScreenshot(page, 'buckets-list-empty');
    await buckets.startCreate('single-drive-bucket');
    await expect(buckets.createModal.getByTestId('single-drive-message')).toContainText(
      'These features are unavailable in a single-disk setup.',
    );
    for (const id of ['versioning', 'locking', 'quota', 'retention'] as const) {
      await expect(buckets.switch(id)).toBeDisabled();
    }
    await saveScreenshot(page, 'buckets-create-single-drive');
  } finally {
    await instance.stop();
  }
});
