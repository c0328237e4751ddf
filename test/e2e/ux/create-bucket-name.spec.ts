import { makeBucket, removeBucketFully } from '../../support/minio-root';
import { need } from '../../world/state';
import { expect, test } from '../fixtures';
import { BucketsPage } from '../pages/buckets.page';
import { startSession } from '../pages/api-login';
import { saveDialogLightAndDark, uniqueName, watchConsoleErrors } from './ux-kit';

test('Create Bucket says which name rule is broken as one types, and that a name is taken before Save', async ({
  page,
  world,
  consoleServer,
}) => {
  const minio = need(world.minio.erasure, 'erasure MinIO');
  const taken = uniqueName('taken');
  const errors = watchConsoleErrors(page);
  await makeBucket(minio, taken);
  try {
    await startSession(page, consoleServer.url, minio);
    const buckets = new BucketsPage(page);
    await buckets.open(consoleServer.url);
    await buckets.createButton.click();
    const message = buckets.createModal.getByTestId('bucket-name-message');

    await buckets.nameInput.pressSequentially('MyBucket');
    await expect(buckets.nameInput).toHaveAttribute('aria-invalid', 'true');
    await expect(message).toContainText('uppercase');
    await buckets.nameInput.fill('my_bucket');
    await expect(buckets.nameInput).toHaveAttribute('aria-invalid', 'true');
    await expect(message).toContainText("not '_'");
    await expect(buckets.saveButton).toBeDisabled();
    await saveDialogLightAndDark(page, 'ux-create-bucket-rule');

    await buckets.nameInput.fill(taken);
    await expect(message).toContainText(`A bucket named ${taken} already exists`);
    await expect(buckets.nameInput).toHaveAttribute('aria-invalid', 'true');
    await expect(buckets.saveButton).toBeDisabled();
    await saveDialogLightAndDark(page, 'ux-create-bucket-taken');

    const free = uniqueName('free');
    await buckets.nameInput.fill(free);
    await expect(buckets.saveButton).toBeEnabled();
    await expect(buckets.nameInput).toHaveAttribute('aria-invalid', 'false');
    expect(errors).toEqual([]);
  } finally {
    await removeBucketFully(minio, taken);
  }
});
