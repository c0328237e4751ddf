import { randomUUID } from 'node:crypto';
import { asRoot, removeBucketFully } from '../../integration/buckets/bucket-test-kit';
import { need } from '../../world/state';
import { expect, test } from '../fixtures';
import { BucketAdminPage } from '../pages/bucket-admin.page';
import { saveDialogLightAndDark } from '../pages/screenshots';
import { startSession } from '../pages/api-login';

/** The tags MinIO holds for the bucket (minio-js reads a value of digits as a number). */
const storedTags = (minio: Parameters<typeof asRoot>[0], bucket: string) =>
  asRoot(minio, (s3) => s3.getBucketTagging(bucket)).then((tags) =>
    Object.fromEntries(tags.map((tag) => [tag.Key, String(tag.Value)])),
  );

test("bucket tags on the summary: add two, a too-long key and MinIO's refused characters said as typed, a 51st refused, remove one", async ({
  page,
  world,
  consoleServer,
}) => {
  test.setTimeout(120_000);
  const minio = need(world.minio.erasure, 'erasure MinIO');
  const bucket = `e2e-tags-${randomUUID().slice(0, 8)}`;
  try {
    await asRoot(minio, (s3) => s3.makeBucket(bucket));
    await startSession(page, consoleServer.url, minio);
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

    // A key over S3's limit, characters MinIO refuses, and a key already there, are refused as typed.
    await page.getByTestId('add-bucket-tag').click();
    const modal = page.getByTestId('add-bucket-tag-modal');
    await modal.getByTestId('bucket-tag-key').fill('k'.repeat(129));
    await expect(modal.getByTestId('field-problem')).toContainText(
      'A tag key can have at most 128 characters; this one has 129.',
    );
    await expect(admin.modalSubmit).toBeDisabled();
    await saveDialogLightAndDark(page, 'bucket-tag-add-refused');
    await modal.getByTestId('bucket-tag-key').fill('año');
    await modal.getByTestId('bucket-tag-value').fill('a & b');
    await expect(modal.getByTestId('field-problem').first()).toContainText('A tag key can hold only letters');
    await expect(modal.getByTestId('field-problem').last()).toContainText('remove "&"');
    await expect(admin.modalSubmit).toBeDisabled();
    await saveDialogLightAndDark(page, 'bucket-tag-add-characters');
    await modal.getByTestId('bucket-tag-value').fill('');
    await modal.getByTestId('bucket-tag-key').fill('team');
    await expect(modal.getByTestId('field-problem')).toContainText('The bucket already has a tag with this key.');
    await modal.getByTestId('modal-cancel').click();

    // Fifty tags fill the bucket (S3's limit; minio-js stops at 10, so they go through the console's API): the form
    // says why a 51st cannot be added.
    const fifty = Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`t${i}`, `${i}`]));
    const put = await page.request.put(`${consoleServer.url}api/v1/buckets/${bucket}/tags`, {
      data: { tags: fifty },
      headers: { 'x-requested-with': 'object-console' },
    });
    expect(put.status()).toBe(204);
    await page.reload();
    await expect(page.getByTestId('bucket-tag-t49')).toBeVisible();
    await page.getByTestId('add-bucket-tag').click();
    await expect(modal.getByTestId('field-problem')).toContainText(
      'A bucket can have at most 50 tags: remove one first.',
    );
    await modal.getByTestId('bucket-tag-key').fill('eleventh');
    await expect(admin.modalSubmit).toBeDisabled();
    await modal.getByTestId('modal-cancel').click();

    await page.getByRole('button', { name: 'Remove tag t3', exact: true }).click();
    await expect(page.getByTestId('bucket-tag-t3')).toBeHidden();
    await expect(page.getByTestId('bucket-tag-t4')).toBeVisible();
    await expect.poll(async () => Object.keys(await storedTags(minio, bucket)).length).toBe(49);
    expect(await storedTags(minio, bucket)).not.toHaveProperty('t3');
  } finally {
    await removeBucketFully(minio, bucket);
  }
});

test('bucket tags changed by another administrator while the summary is open: theirs kept, a clash explained', async ({
  page,
  world,
  consoleServer,
}) => {
  test.setTimeout(120_000);
  const minio = need(world.minio.erasure, 'erasure MinIO');
  const bucket = `e2e-tags-${randomUUID().slice(0, 8)}`;
  const setByOtherAdmin = (tags: Record<string, string>) => asRoot(minio, (s3) => s3.setBucketTagging(bucket, tags));
  try {
    await asRoot(minio, (s3) => s3.makeBucket(bucket));
    await setByOtherAdmin({ team: 'storage' });
    await startSession(page, consoleServer.url, minio);
    const admin = new BucketAdminPage(page);
    await admin.open(consoleServer.url, bucket);
    await expect(page.getByTestId('bucket-tag-team')).toHaveText('team: storage');
    const modal = page.getByTestId('add-bucket-tag-modal');
    const add = async (key: string, value: string) => {
      await page.getByTestId('add-bucket-tag').click();
      await modal.getByTestId('bucket-tag-key').fill(key);
      await modal.getByTestId('bucket-tag-value').fill(value);
      await admin.modalSubmit.click();
    };

    // Another administrator tags the bucket after the page loaded; the page's own tag goes on top of theirs.
    await setByOtherAdmin({ team: 'storage', owner: 'ops' });
    await add('env', 'prod');
    await expect(modal).toBeHidden();
    expect(await storedTags(minio, bucket)).toEqual({ team: 'storage', owner: 'ops', env: 'prod' });
    await expect(page.getByTestId('bucket-tag-owner')).toHaveText('owner: ops');

    // They set the very key the user is adding, to another value: refused, said why, the input kept.
    await setByOtherAdmin({ team: 'storage', owner: 'ops', env: 'prod', stage: 'blue' });
    await add('stage', 'green');
    const banner = modal.getByTestId('modal-error-banner');
    await expect(banner).toContainText('The tags changed since you opened them');
    await expect(banner).toContainText("Tag 'stage' is 'blue' now; it was not set when the page loaded.");
    await expect(modal.getByTestId('bucket-tag-value')).toHaveValue('green');
    await saveDialogLightAndDark(page, 'bucket-tag-add-changed-meanwhile');
    await modal.getByTestId('modal-cancel').click();
    expect(await storedTags(minio, bucket)).toMatchObject({ stage: 'blue' });
  } finally {
    await removeBucketFully(minio, bucket);
  }
});
