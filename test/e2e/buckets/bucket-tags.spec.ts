import { randomUUID } from 'node:crypto';
import { asRoot, removeBucketFully } from '../../integration/buckets/bucket-test-kit';
import { need } from '../../world/state';
import { expect, test } from '../fixtures';
import { BucketAdminPage } from '../pages/bucket-admin.page';
import { IamPage } from '../pages/iam.page';
import { saveDialogLightAndDark } from '../pages/screenshots';

/** The tags MinIO holds for the bucket (minio-js reads a value of digits as a number). */
const storedTags = (minio: Parameters<typeof asRoot>[0], bucket: string) =>
  asRoot(minio, (s3) => s3.getBucketTagging(bucket)).then((tags) =>
    Object.fromEntries(tags.map((tag) => [tag.Key, String(tag.Value)])),
  );

test('bucket tags on the summary: add two, a too-long key refused as typed, an eleventh refused, remove one', async ({
  page,
  world,
  consoleServer,
}) => {
  test.setTimeout(120_000);
  const minio = need(world.minio.erasure, 'erasure MinIO');
  const bucket = `e2e-tags-${randomUUID().slice(0, 8)}`;
  try {
    await asRoot(minio, (s3) => s3.makeBucket(bucket));
    await new IamPage(page).login(consoleServer.url, minio.accessKey, minio.secretKey);
    const admin = new BucketAdminPage(page);
    await admin.open(consoleServer.url, bucket);
    await expect(page.getByTestId('bucket-tags-none')).toHaveText('No tags');

    const add = async (key: string, value: string) => {
      await page.getByTestId('add-bucket-tag').click();
      const modal = page.getByTestId('add-bucket-tag-modal');
      await modal.getByTestId('bucket-tag-key').fill(key);
      await modal.getByTestId('bucket-tag-value').fill(value);
      await admin.modalSubmit.click();
      await expect(modal).toBeHidden();
    };
    await add('team', 'storage');
    await add('cost-centre', '42');
    await expect(page.getByTestId('bucket-tag-team')).toHaveText('team: storage');
    await expect(page.getByTestId('bucket-tag-cost-centre')).toHaveText('cost-centre: 42');
    expect(await storedTags(minio, bucket)).toEqual({ team: 'storage', 'cost-centre': '42' });
    await saveDialogLightAndDark(page, 'bucket-summary-tags');

    // A key over S3's limit, and one already there, are refused as typed.
    await page.getByTestId('add-bucket-tag').click();
    const modal = page.getByTestId('add-bucket-tag-modal');
    await modal.getByTestId('bucket-tag-key').fill('k'.repeat(129));
    await expect(modal.getByTestId('field-problem')).toContainText('A tag key can have at most 128 characters.');
    await expect(admin.modalSubmit).toBeDisabled();
    await saveDialogLightAndDark(page, 'bucket-tag-add-refused');
    await modal.getByTestId('bucket-tag-key').fill('team');
    await expect(modal.getByTestId('field-problem')).toContainText('The bucket already has a tag with this key.');
    await modal.getByTestId('modal-cancel').click();

    // Ten tags fill the bucket: the form says why an eleventh cannot be added.
    await asRoot(minio, (s3) =>
      s3.setBucketTagging(bucket, Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`t${i}`, `${i}`]))),
    );
    await page.reload();
    await expect(page.getByTestId('bucket-tag-t9')).toBeVisible();
    await page.getByTestId('add-bucket-tag').click();
    await expect(modal.getByTestId('field-problem')).toContainText(
      'A bucket can have at most 10 tags: remove one first.',
    );
    await modal.getByTestId('bucket-tag-key').fill('eleventh');
    await expect(admin.modalSubmit).toBeDisabled();
    await modal.getByTestId('modal-cancel').click();

    await page.getByRole('button', { name: 'Remove tag t3' }).click();
    await expect(page.getByTestId('bucket-tag-t3')).toBeHidden();
    await expect(page.getByTestId('bucket-tag-t4')).toBeVisible();
    await expect.poll(async () => Object.keys(await storedTags(minio, bucket)).length).toBe(9);
    expect(await storedTags(minio, bucket)).not.toHaveProperty('t3');
  } finally {
    await removeBucketFully(minio, bucket);
  }
});
