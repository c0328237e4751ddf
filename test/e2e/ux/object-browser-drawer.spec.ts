import { asRoot, bucketWith, expect, test } from '../objects/objects-kit';
import { saveLightAndDark } from '../pages/screenshots';
import { watchConsoleErrors } from './ux-kit';

test.describe.configure({ timeout: 90_000 });

test('an object opens in a side panel beside the listing, which can go full width and close', async ({
  page,
  consoleServer,
  minio,
  bucket,
  objects,
}) => {
  const errors = watchConsoleErrors(page);
  await bucketWith(minio, bucket, { 'a.txt': 'alpha', 'b.txt': 'bravo' });
  await objects.openAs(consoleServer.url, minio, bucket);
  await objects.row('a.txt').getByTestId('object-name').click();
  const drawer = page.getByTestId('object-drawer');
  await expect(drawer.getByTestId('object-title')).toHaveText('a.txt');
  // The listing stays beside it.
  await expect(objects.row('b.txt')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/buckets/${bucket}/browse/a\\.txt$`));
  await saveLightAndDark(page, 'ux-object-drawer');

  await drawer.getByTestId('object-drawer-full-width').click();
  await expect(objects.row('b.txt')).toBeHidden();
  await expect(drawer.getByTestId('detail-size')).toBeVisible();
  await drawer.getByTestId('object-drawer-full-width').click();
  await expect(objects.row('b.txt')).toBeVisible();

  await drawer.getByTestId('object-drawer-close').click();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/buckets/${bucket}/browse$`));
  expect(errors).toEqual([]);
});

test('the object browser shows the bucket header and, on a versioned bucket, deleted objects on request', async ({
  page,
  consoleServer,
  minio,
  bucket,
  objects,
}) => {
  const errors = watchConsoleErrors(page);
  await bucketWith(minio, bucket, { 'kept.txt': 'k', 'gone.txt': 'g' }, { versioned: true });
  await asRoot(minio, (s3) => s3.removeObject(bucket, 'gone.txt'));
  await objects.openAs(consoleServer.url, minio, bucket);
  const header = page.getByTestId('bucket-header');
  await expect(header.getByTestId('bucket-header-created')).toContainText(String(new Date().getFullYear()));
  await expect(header.getByTestId('bucket-header-access')).toContainText(/private/i);
  await expect(header.getByTestId('bucket-header-size')).not.toBeEmpty();
  await expect(header.getByTestId('bucket-header-objects')).not.toBeEmpty();

  await expect(objects.row('kept.txt')).toBeVisible();
  await expect(objects.row('gone.txt')).toHaveCount(0);
  await page.getByText('Show deleted objects').click();
  await expect(objects.row('gone.txt')).toBeVisible();
  await expect(objects.row('gone.txt').getByTestId('object-deleted')).toHaveText('Yes');
  await expect(objects.row('kept.txt').getByTestId('object-deleted')).toHaveText('No');
  // The column's title is whole, not cut to "Delet…" by the narrow Yes/No values below it.
  const deletedTitle = page.getByRole('columnheader', { name: 'Deleted' });
  expect(await deletedTitle.evaluate((cell) => cell.scrollWidth <= cell.clientWidth)).toBe(true);
  await saveLightAndDark(page, 'ux-object-browser-deleted');
  await page.getByText('Show deleted objects').click();
  await expect(objects.row('gone.txt')).toHaveCount(0);
  expect(errors).toEqual([]);
});
