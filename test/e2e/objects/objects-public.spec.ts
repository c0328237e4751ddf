import { saveScreenshot } from '../pages/screenshots';
import { asRoot, bucketWith, downloadBytes, expect, removeBucketFully, test, uniqueBucket } from './objects-kit';

test.describe.configure({ timeout: 90_000 });

const readOnlyForAnyone = (bucket: string) =>
  JSON.stringify({
    Version: '2012-10-17',
    Statement: [
      {
        Effect: 'Allow',
        Principal: { AWS: ['*'] },
        Action: ['s3:GetBucketLocation', 's3:ListBucket'],
        Resource: [`arn:aws:s3:::${bucket}`],
      },
      { Effect: 'Allow', Principal: { AWS: ['*'] }, Action: ['s3:GetObject'], Resource: [`arn:aws:s3:::${bucket}/*`] },
    ],
  });

test('browses and downloads from a public bucket without logging in; a private one is refused', async ({
  page,
  consoleServer,
  minio,
  bucket,
}) => {
  await bucketWith(minio, bucket, { 'docs/readme.txt': 'public words', 'top.txt': 'top' });
  await asRoot(minio, (s3) => s3.setBucketPolicy(bucket, readOnlyForAnyone(bucket)));
  const hidden = uniqueBucket('private');
  await asRoot(minio, (s3) => s3.makeBucket(hidden));
  try {
    // No login: the page is reached straight away.
    await page.goto(`${consoleServer.url}public/${bucket}`);
    const table = page.getByTestId('public-bucket-table');
    await expect(table.locator('tbody tr')).toHaveText([/docs/, /top\.txt/]);
    await saveScreenshot(page, 'objects-public-light');
    await table.locator('tbody tr', { hasText: 'docs' }).click();
    await expect(table.locator('tbody tr')).toHaveText([/readme\.txt/]);
    const saved = page.waitForEvent('download');
    await table.getByTestId('public-download').click();
    expect((await downloadBytes(await saved)).toString()).toBe('public words');
    await expect(page).toHaveURL(/public\/.*prefix=docs/);

    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(`${consoleServer.url}public/${hidden}`);
    await expect(page.getByTestId('public-bucket-error')).toContainText('This bucket is not public');
    await saveScreenshot(page, 'objects-public-private-dark');
  } finally {
    await removeBucketFully(minio, hidden);
  }
});
