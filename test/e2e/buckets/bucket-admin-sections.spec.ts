import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { addTier, removeTier } from '../../../backend/src/platform/minio/admin/tiers';
import { asRoot, removeBucketFully } from '../../integration/buckets/bucket-test-kit';
import { rootConnection } from '../../support/minio-admin';
import { need, type MinioServer } from '../../world/state';
import { expect, test } from '../fixtures';
import { IamSetup } from '../pages/iam-identities';
import { chooseTheme, saveDialogLightAndDark, saveScreenshot } from '../pages/screenshots';
import { startSession } from '../pages/api-login';

const uniqueBucket = (label: string) => `e2e-${label}-${randomUUID().slice(0, 8)}`;

/** A versioned bucket made straight in MinIO (replication and transitions need versioning). */
async function versionedBucket(server: MinioServer, label: string): Promise<string> {
  const name = uniqueBucket(label);
  await asRoot(server, async (s3) => {
    await s3.makeBucket(name);
    await s3.setBucketVersioning(name, { Status: 'Enabled' });
  });
  return name;
}

async function openSection(page: Page, baseUrl: string, bucket: string, section: string): Promise<void> {
  await page.goto(`${baseUrl}buckets/${bucket}/admin/${section}`);
}

/** The row of a table whose text contains `text`. */
const rowWith = (table: Locator, text: string) => table.locator('tbody tr', { hasText: text });

test('lifecycle: expiry by days and by date, a transition to a tier, the status toggle, delete back to empty', async ({
  page,
  world,
  consoleServer,
}) => {
  test.setTimeout(180_000);
  const minio = need(world.minio.erasure, 'erasure MinIO');
  const second = need(world.minio.second, 'second MinIO');
  const bucket = await versionedBucket(minio, 'ilm');
  const tierBucket = uniqueBucket('ilm-tier');
  const tier = `E2E-${randomUUID().replace(/-/g, '').slice(0, 10).toUpperCase()}`;
  await asRoot(second, (s3) => s3.makeBucket(tierBucket));
  await addTier(rootConnection(minio), {
    Version: 'v1',
    Type: 'minio',
    Name: tier,
    MinIO: { Endpoint: second.endpoint, AccessKey: second.accessKey, SecretKey: second.secretKey, Bucket: tierBucket },
  });
  try {
    await startSession(page, consoleServer.url, minio);
    await openSection(page, consoleServer.url, bucket, 'lifecycle');
    const table = page.getByTestId('lifecycle-section');
    await expect(table.getByTestId('table-empty')).toHaveText('There are no Lifecycle rules yet');

    const modal = page.getByTestId('add-lifecycle-modal');
    const save = modal.getByTestId('modal-submit');
    await page.getByTestId('lifecycle-add').click();
    await expect(save).toBeDisabled();
    await modal.getByTestId('lifecycle-days').fill('0');
    await expect(save).toBeDisabled();
    await modal.getByTestId('lifecycle-days').fill('1');
    await modal.locator('#lifecycle-prefix').fill('one-day/');
    await save.click();
    await expect(modal).toBeHidden();
    await expect(rowWith(table, 'one-day/')).toContainText('1 day');

    await page.getByTestId('lifecycle-add').click();
    await modal.getByTestId('lifecycle-when-date').check();
    await expect(save).toBeDisabled();
    // An expiry date of today in UTC (or earlier this year) is allowed, with a warning: everything it matches goes at
    // once.
    await modal.getByTestId('lifecycle-date').fill(new Date().toISOString().slice(0, 10));
    await expect(modal.getByTestId('lifecycle-date-warning')).toContainText('will expire at the next lifecycle scan');
    await expect(save).toBeEnabled();
    await saveDialogLightAndDark(page, 'bucket-lifecycle-add-past-date');
    await modal.getByTestId('lifecycle-date').fill('2031-03-15');
    await expect(modal.getByTestId('lifecycle-date-warning')).toBeHidden();
    await modal.locator('#lifecycle-prefix').fill('dated/');
    await save.click();
    await expect(modal).toBeHidden();
    await expect(rowWith(table, 'dated/')).toContainText('2031-03-15');

    // A transition offers the tiers of GET /admin/tiers as its storage classes.
    await page.getByTestId('lifecycle-add').click();
    await modal.getByTestId('lifecycle-type-transition').check();
    await modal.getByTestId('lifecycle-days').fill('30');
    await expect(save).toBeDisabled();
    await modal.getByTestId('lifecycle-tier').selectOption(tier);
    await modal.locator('#lifecycle-prefix').fill('cold/');
    await saveScreenshot(page, 'bucket-lifecycle-add-transition');
    await save.click();
    await expect(modal).toBeHidden();
    await expect(rowWith(table, 'cold/')).toContainText('30 days');
    await expect(rowWith(table, 'cold/')).toContainText(tier);
    await saveScreenshot(page, 'bucket-lifecycle-table');

    const dayRule = rowWith(table, 'one-day/');
    await expect(dayRule).toContainText('Enabled');
    await dayRule.locator('[data-test^="edit-lifecycle-rule-"]').click();
    const edit = page.getByTestId('edit-lifecycle-modal');
    await edit.locator('label.pf-v6-c-switch[for="lifecycle-enabled"]').click();
    await expect(edit.getByTestId('lifecycle-enabled')).not.toBeChecked();
    await edit.getByTestId('modal-submit').click();
    await expect(edit).toBeHidden();
    await expect(rowWith(table, 'one-day/')).toContainText('Disabled');
    await chooseTheme(page, 'Dark');
    await saveScreenshot(page, 'bucket-lifecycle-table-dark');
    await chooseTheme(page, 'Light');

    for (const prefix of ['one-day/', 'dated/', 'cold/']) {
      await rowWith(table, prefix).locator('[data-test^="delete-lifecycle-rule-"]').click();
      await page.getByTestId('delete-lifecycle-modal').getByTestId('modal-submit').click();
      await expect(rowWith(table, prefix)).toHaveCount(0);
    }
    await expect(table.getByTestId('table-empty')).toHaveText('There are no Lifecycle rules yet');
  } finally {
    await removeBucketFully(minio, bucket);
    await removeTier(rootConnection(minio), tier, { force: true }).catch(() => undefined);
    await removeBucketFully(second, tierBucket);
  }
});

test("lifecycle: the date warning counts days in UTC, as MinIO does, where the calendar day is not UTC's", async ({
  browser,
  world,
  consoleServer,
}) => {
  const minio = need(world.minio.erasure, 'erasure MinIO');
  const bucket = await versionedBucket(minio, 'ilm-tz');
  // Before 10:30 UTC it is still yesterday in Pago Pago (UTC-11); from then on it is already tomorrow in Kiritimati
  // (UTC+14). MinIO applies a rule dated D from D 00:00 UTC.
  const now = new Date();
  const utcDay = (offsetDays: number) => new Date(now.getTime() + offsetDays * 86_400_000).toISOString().slice(0, 10);
  const west = now.getUTCHours() * 60 + now.getUTCMinutes() < 10 * 60 + 30;
  const context = await browser.newContext({
    locale: 'en-US',
    timezoneId: west ? 'Pacific/Pago_Pago' : 'Pacific/Kiritimati',
  });
  const page = await context.newPage();
  try {
    await startSession(page, consoleServer.url, minio);
    await openSection(page, consoleServer.url, bucket, 'lifecycle');
    await page.getByTestId('lifecycle-add').click();
    const modal = page.getByTestId('add-lifecycle-modal');
    await modal.getByTestId('lifecycle-when-date').check();
    if (west) {
      // Tomorrow in Pago Pago, but today in UTC: the rule would expire everything at once.
      await modal.getByTestId('lifecycle-date').fill(utcDay(0));
      await expect(modal.getByTestId('lifecycle-date-warning')).toContainText('already begun in UTC');
    } else {
      // Today in Kiritimati, but tomorrow in UTC: the rule waits until then.
      await modal.getByTestId('lifecycle-date').fill(utcDay(1));
      await expect(modal.getByTestId('lifecycle-date-hint')).toHaveText('The rule applies from 00:00 UTC on that day.');
      await expect(modal.getByTestId('lifecycle-date-warning')).toHaveCount(0);
    }
    await saveDialogLightAndDark(page, 'bucket-lifecycle-date-other-zone');
  } finally {
    await context.close();
    await removeBucketFully(minio, bucket);
  }
});

test('replication: add a rule to the second MinIO, see its columns, edit it, delete it', async ({
  page,
  world,
  consoleServer,
}) => {
  test.setTimeout(180_000);
  const minio = need(world.minio.erasure, 'erasure MinIO');
  const second = need(world.minio.second, 'second MinIO');
  const bucket = await versionedBucket(minio, 'repl');
  const target = await versionedBucket(second, 'repl-dst');
  try {
    await startSession(page, consoleServer.url, minio);
    await openSection(page, consoleServer.url, bucket, 'replication');
    const table = page.getByTestId('replication-section');

    await page.getByTestId('replication-add').click();
    const modal = page.getByTestId('add-replication-modal');
    await modal.getByTestId('replication-targetURL').fill(second.endpoint.replace(/^https?:\/\//, ''));
    await modal.locator('label.pf-v6-c-switch[for="replication-tls"]').click();
    await modal.getByTestId('replication-accessKey').fill(second.accessKey);
    await modal.getByTestId('replication-secretKey').fill(second.secretKey);
    await modal.getByTestId('replication-destination').fill(target);
    await modal.getByTestId('replication-prefix').fill('docs/');
    await saveScreenshot(page, 'bucket-replication-add');
    await modal.getByTestId('modal-submit').click();
    await expect(modal).toBeHidden();

    const row = rowWith(table, target);
    // Priority, Destination (the ARN prefix stripped), Prefix, Tags, Status.
    await expect(row.locator('td')).toContainText(['1', target, 'docs/', 'No', 'Enabled']);
    await saveScreenshot(page, 'bucket-replication-table');

    await row.locator('[data-test^="edit-replication-rule-"]').click();
    const edit = page.getByTestId('edit-replication-modal');
    await edit.getByTestId('replication-priority').fill('0');
    await expect(edit.getByTestId('field-problem')).toContainText('A whole number, 1 or more');
    await expect(edit.getByTestId('modal-submit')).toBeDisabled();
    await edit.getByTestId('replication-priority').fill('3');
    await edit.getByTestId('replication-prefix').fill('reports/');
    await edit.getByTestId('replication-tags').fill('team=ops');
    await edit.locator('label.pf-v6-c-switch[for="replication-status"]').click();
    await saveScreenshot(page, 'bucket-replication-edit');
    await edit.getByTestId('modal-submit').click();
    await expect(edit).toBeHidden();
    await expect(rowWith(table, target).locator('td')).toContainText(['3', target, 'reports/', 'Yes', 'Disabled']);

    await rowWith(table, target).locator('[data-test^="delete-replication-rule-"]').click();
    await page.getByTestId('delete-replication-modal').getByTestId('modal-submit').click();
    await expect(rowWith(table, target)).toHaveCount(0);
  } finally {
    await removeBucketFully(minio, bucket);
    await removeBucketFully(second, target);
  }
});

test('access rules: Save needs a prefix; add, edit and delete a rule', async ({ page, world, consoleServer }) => {
  test.setTimeout(120_000);
  const minio = need(world.minio.erasure, 'erasure MinIO');
  const bucket = uniqueBucket('rules');
  await asRoot(minio, (s3) => s3.makeBucket(bucket));
  try {
    await startSession(page, consoleServer.url, minio);
    await openSection(page, consoleServer.url, bucket, 'prefix');
    const table = page.getByTestId('access-rules-section');
    await page.getByTestId('access-rules-add').click();
    const modal = page.getByTestId('access-rule-modal');
    await expect(modal.getByTestId('modal-submit')).toBeDisabled();
    await modal.getByTestId('access-rule-prefix').fill('   ');
    await expect(modal.getByTestId('modal-submit')).toBeDisabled();
    await modal.getByTestId('access-rule-prefix').fill('public');
    await modal.locator('#access-rule-access').selectOption('readonly');
    await saveScreenshot(page, 'bucket-access-rule-add');
    await modal.getByTestId('modal-submit').click();
    await expect(modal).toBeHidden();
    await expect(rowWith(table, 'public')).toContainText('readonly');

    await rowWith(table, 'public').locator('[data-test^="edit-access-rule-"]').click();
    await expect(modal.getByTestId('access-rule-prefix')).toBeDisabled();
    await modal.locator('#access-rule-access').selectOption('readwrite');
    await modal.getByTestId('modal-submit').click();
    await expect(modal).toBeHidden();
    await expect(rowWith(table, 'public')).toContainText('readwrite');
    await saveScreenshot(page, 'bucket-access-rules-table');

    await rowWith(table, 'public').locator('[data-test^="delete-access-rule-"]').click();
    await page.getByTestId('delete-access-rule-modal').getByTestId('modal-submit').click();
    await expect(rowWith(table, 'public')).toHaveCount(0);
  } finally {
    await removeBucketFully(minio, bucket);
  }
});

test('access audit: the policies that reach the bucket and their users, with links', async ({
  page,
  world,
  consoleServer,
}) => {
  test.setTimeout(120_000);
  const minio = need(world.minio.erasure, 'erasure MinIO');
  const bucket = uniqueBucket('audit');
  await asRoot(minio, (s3) => s3.makeBucket(bucket));
  const setup = new IamSetup(minio);
  try {
    const policy = await setup.policy(
      JSON.stringify({
        Version: '2012-10-17',
        Statement: [{ Effect: 'Allow', Action: ['s3:GetObject'], Resource: [`arn:aws:s3:::${bucket}/*`] }],
      }),
    );
    const user = await setup.user([policy]);
    await startSession(page, consoleServer.url, minio);
    await openSection(page, consoleServer.url, bucket, 'access');
    const policies = page.getByTestId('audit-policies');
    await expect(policies.getByText(policy, { exact: true })).toBeVisible();
    await saveScreenshot(page, 'bucket-access-audit-policies');
    await page.getByTestId('audit-users-tab').click();
    const users = page.getByTestId('audit-users');
    await expect(users.getByText(user.accessKey, { exact: true })).toBeVisible();
    await saveScreenshot(page, 'bucket-access-audit-users');
    await users.getByText(user.accessKey, { exact: true }).click();
    await expect(page).toHaveURL(`${consoleServer.url}users/${user.accessKey}`);
  } finally {
    await setup.cleanUp();
    await removeBucketFully(minio, bucket);
  }
});
