import { randomInt, randomUUID } from 'node:crypto';
import { promiseForms } from '../../../backend/src/platform/minio/bucket-session';
import { asRoot, removeBucketFully } from '../../integration/buckets/bucket-test-kit';
import { need } from '../../world/state';
import { expect, test } from '../fixtures';
import { BucketAdminPage } from '../pages/bucket-admin.page';
import { IamSetup } from '../pages/iam-identities';
import { LoginPage } from '../pages/login.page';
import { saveScreenshot } from '../pages/screenshots';
import { ShellPage } from '../pages/shell.page';
import { startSession } from '../pages/api-login';

const uniqueBucket = (label: string) => `e2e-${label}-${randomUUID().slice(0, 8)}`;

/** A policy that lets its holder read one bucket and its settings, and change nothing. */
const readOnlyBucketPolicy = (bucket: string) =>
  JSON.stringify({
    Version: '2012-10-17',
    Statement: [
      {
        Effect: 'Allow',
        Action: [
          's3:ListBucket',
          's3:GetBucketLocation',
          's3:GetBucketPolicy',
          's3:GetBucketVersioning',
          's3:GetEncryptionConfiguration',
        ],
        Resource: [`arn:aws:s3:::${bucket}`],
      },
      { Effect: 'Allow', Action: ['s3:GetObject'], Resource: [`arn:aws:s3:::${bucket}/*`] },
    ],
  });

/** Menu entries that need a permission the read-only policy lacks (spec 02 §6), and those it still opens. */
const GATED_SECTIONS = ['Events', 'Replication', 'Lifecycle', 'Access Audit'];
const OPEN_SECTIONS = ['Summary', 'Access Rules'];
/** Summary rows the read-only user sees but may not change (spec 01 §6). */
const READ_ONLY_ROWS = ['access-policy', 'versioning', 'encryption'];
/** Summary rows whose read permission the read-only user lacks. */
const HIDDEN_ROWS = ['quota', 'object-locking', 'replication'];

test('a bucket with object locking: the summary says so, and a governance retention of N days reaches MinIO', async ({
  page,
  world,
  consoleServer,
}) => {
  test.setTimeout(90_000);
  const minio = need(world.minio.erasure, 'erasure MinIO');
  const bucket = uniqueBucket('retention');
  // Not the modal's default (1), so a retention that was not saved cannot look right.
  const days = randomInt(2, 365);
  try {
    await asRoot(minio, (s3) => s3.makeBucket(bucket, '', { ObjectLocking: true }));
    await startSession(page, consoleServer.url, minio);
    const admin = new BucketAdminPage(page);
    await admin.open(consoleServer.url, bucket);
    await expect(admin.value('object-locking')).toHaveText('Enabled');
    await expect(admin.value('retention')).toHaveText('Disabled');

    await admin.edit('retention').click();
    const modal = page.getByTestId('retention-modal');
    await modal.getByTestId('retention-mode-governance').check();
    await modal.getByTestId('retention-validity').fill(String(days));
    await expect(modal.getByTestId('retention-unit')).toHaveValue('days');
    await admin.modalSubmit.click();
    await expect(modal).toBeHidden();

    await expect(admin.value('retention')).toHaveText('Enabled');
    await expect(admin.value('retention-mode')).toHaveText('Governance');
    await expect(admin.value('retention-validity')).toHaveText(`${days} days`);
    expect(await asRoot(minio, (s3) => promiseForms(s3).getObjectLockConfig(bucket))).toEqual({
      objectLockEnabled: 'Enabled',
      mode: 'GOVERNANCE',
      unit: 'Days',
      validity: days,
    });
    await saveScreenshot(page, 'bucket-summary-retention');
  } finally {
    await removeBucketFully(minio, bucket);
  }
});

test('a user who may only read a bucket finds what they cannot use disabled or absent; root finds it enabled', async ({
  page,
  world,
  consoleServer,
}) => {
  test.setTimeout(90_000);
  const minio = need(world.minio.erasure, 'erasure MinIO');
  const bucket = uniqueBucket('gated');
  const setup = new IamSetup(minio);
  try {
    await asRoot(minio, (s3) => s3.makeBucket(bucket));
    const reader = await setup.user([await setup.policy(readOnlyBucketPolicy(bucket))]);
    const admin = new BucketAdminPage(page);

    await startSession(page, consoleServer.url, minio);
    await admin.open(consoleServer.url, bucket);
    for (const section of [...GATED_SECTIONS, ...OPEN_SECTIONS]) await expect(admin.menu(section)).toBeEnabled();
    for (const row of READ_ONLY_ROWS) await expect(admin.edit(row)).toBeEnabled();
    for (const row of HIDDEN_ROWS) await expect(admin.value(row)).toBeVisible();
    await expect(admin.deleteButton).toBeVisible();
    await new ShellPage(page).logoutButton.click();
    await new LoginPage(page).expectForm();

    await startSession(page, consoleServer.url, reader);
    await admin.open(consoleServer.url, bucket);
    await expect(admin.value('access-policy')).toHaveText('private');
    for (const section of GATED_SECTIONS) await expect(admin.menu(section)).toBeDisabled();
    for (const section of OPEN_SECTIONS) await expect(admin.menu(section)).toBeEnabled();
    for (const row of READ_ONLY_ROWS) await expect(admin.edit(row)).toBeDisabled();
    for (const row of HIDDEN_ROWS) await expect(admin.value(row)).toHaveCount(0);
    await expect(admin.deleteButton).toHaveCount(0);
    await expect(page.getByTestId('browse-bucket')).toBeVisible();
    await admin.edit('access-policy').hover();
    await expect(page.getByRole('tooltip')).toHaveText('Your policy does not allow this.');
    await saveScreenshot(page, 'bucket-admin-read-only-user');

    // The address of a section the user may not open leads back to the Summary.
    await page.goto(`${consoleServer.url}buckets/${bucket}/admin/lifecycle`);
    await expect(page).toHaveURL(new RegExp(`/buckets/${bucket}/admin/summary$`));
    await expect(admin.summary).toBeVisible();
  } finally {
    await setup.cleanUp();
    await removeBucketFully(minio, bucket);
  }
});
