import { randomBytes } from 'node:crypto';
import { IamSetup } from '../pages/iam-identities';
import { saveLightAndDark } from '../pages/screenshots';
import { asRoot, bucketWith, downloadBytes, expect, listKeys, readObject, test } from './objects-kit';

// These tests set up and check real objects and identities on a machine shared with other suites.
test.describe.configure({ timeout: 90_000 });

/** A policy document of two statements: `bucketActions` on the bucket, `objectActions` on its objects. */
const bucketPolicy = (bucket: string, bucketActions: readonly string[], objectActions: readonly string[]) =>
  JSON.stringify({
    Version: '2012-10-17',
    Statement: [
      ...(bucketActions.length > 0
        ? [{ Effect: 'Allow', Action: bucketActions, Resource: [`arn:aws:s3:::${bucket}`] }]
        : []),
      { Effect: 'Allow', Action: objectActions, Resource: [`arn:aws:s3:::${bucket}/*`] },
    ],
  });

/** Reads the bucket and everything about its objects (tags, legal hold, retention), and changes nothing. */
const READER_BUCKET = ['s3:ListBucket', 's3:GetBucketLocation', 's3:GetBucketVersioning'];
const READER_OBJECTS = ['s3:GetObject', 's3:GetObjectTagging', 's3:GetObjectLegalHold', 's3:GetObjectRetention'];
/** MinIO's `writeonly` policy narrowed to one bucket: uploads, nothing else. */
const WRITER_OBJECTS = ['s3:PutObject'];

test('a user who may only read a bucket lists, opens and downloads, and finds no way to change anything', async ({
  page,
  consoleServer,
  minio,
  bucket,
  objects,
}) => {
  const content = randomBytes(64 * 1024);
  const setup = new IamSetup(minio);
  try {
    await bucketWith(minio, bucket, { 'report.bin': content, 'docs/readme.txt': 'r' }, { locked: true });
    await asRoot(minio, (s3) => s3.setObjectTagging(bucket, 'report.bin', { team: 'blue' }));
    const reader = await setup.user([await setup.policy(bucketPolicy(bucket, READER_BUCKET, READER_OBJECTS))]);
    await objects.openAs(consoleServer.url, reader, bucket);

    // Listing and search: yes. Upload, new path and delete (spec 02 §6: PutObject, a delete permission): not shown.
    await expect(objects.names).toHaveText(['docs/', 'report.bin']);
    await expect(objects.search).toBeEnabled();
    for (const control of ['upload-files', 'upload-folder', 'new-path-button']) {
      await expect(page.getByTestId(control)).toHaveCount(0);
    }
    await objects.select('report.bin');
    await expect(page.getByTestId('download-selected')).toBeVisible();
    await expect(page.getByTestId('delete-selected')).toHaveCount(0);
    await saveLightAndDark(page, 'objects-read-only-listing');
    await objects
      .row('report.bin')
      .getByRole('button', { name: /kebab|actions/i })
      .click();
    await expect(page.getByRole('menuitem', { name: 'Download', exact: true })).toBeEnabled();
    await expect(page.getByRole('menuitem', { name: 'Delete', exact: true })).toHaveCount(0);
    const download = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'Download', exact: true }).click();
    expect((await downloadBytes(await download)).equals(content)).toBe(true);

    // The detail shows tags, legal hold and retention (the Get permissions) without their edits (the Put ones).
    await objects.row('report.bin').getByTestId('object-name').click();
    await expect(page.getByTestId('object-title')).toHaveText('report.bin');
    await expect(page.getByTestId('detail-download')).toBeEnabled();
    await expect(page.getByTestId('detail-delete')).toHaveCount(0);
    await expect(page.getByTestId('tag-chip')).toHaveText(['team: blue']);
    await expect(page.getByTestId('tag-chip').getByRole('button')).toHaveCount(0);
    await expect(page.getByTestId('add-tag')).toHaveCount(0);
    await expect(page.getByTestId('detail-legal-hold')).toContainText('Off');
    await expect(page.getByTestId('edit-legal-hold')).toHaveCount(0);
    await expect(page.getByTestId('detail-retention')).toBeVisible();
    await expect(page.getByTestId('edit-retention')).toHaveCount(0);
    await saveLightAndDark(page, 'objects-read-only-detail');
  } finally {
    await setup.cleanUp();
  }
});

test('a user who may only upload to a bucket keeps the upload buttons, and the listing says it is not theirs', async ({
  page,
  consoleServer,
  minio,
  bucket,
  objects,
}) => {
  const setup = new IamSetup(minio);
  try {
    await bucketWith(minio, bucket, { 'secret.txt': 's' });
    const writer = await setup.user([await setup.policy(bucketPolicy(bucket, [], WRITER_OBJECTS))]);
    await objects.openAs(consoleServer.url, writer, bucket);

    await expect(page.getByTestId('no-list-permission')).toContainText('Your policy does not allow listing');
    await expect(objects.rows).toHaveCount(0);
    await expect(objects.search).toBeDisabled();
    await expect(page.getByTestId('upload-files')).toBeEnabled();
    await expect(page.getByTestId('new-path-button')).toBeEnabled();
    await saveLightAndDark(page, 'objects-write-only');

    await page
      .getByTestId('upload-files-input')
      .setInputFiles([{ name: 'drop-box.txt', mimeType: 'text/plain', buffer: Buffer.from('for the reader') }]);
    await expect(objects.snackbar).toContainText('Object(s) uploaded successfully.');
    await expect(objects.transfer('drop-box.txt')).toHaveAttribute('data-status', 'done');
    expect(await listKeys(minio, bucket)).toEqual(['drop-box.txt', 'secret.txt']);
    expect((await readObject(minio, bucket, 'drop-box.txt')).toString()).toBe('for the reader');
  } finally {
    await setup.cleanUp();
  }
});
