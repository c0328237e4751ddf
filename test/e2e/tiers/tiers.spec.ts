import { randomUUID } from 'node:crypto';
import { s3Call } from '../../../backend/src/features/objects/s3-raw';
import { removeTier } from '../../../backend/src/platform/minio/admin/tiers';
import { asRoot, removeBucketFully } from '../../integration/buckets/bucket-test-kit';
import { rootConnection } from '../../support/minio-admin';
import { need } from '../../world/state';
import { expect, test } from '../fixtures';
import { IamPage } from '../pages/iam.page';
import { expectInWindowAndClickable, NARROW_WINDOW, USUAL_WINDOW } from '../pages/narrow-window';
import { chooseTheme, saveLightAndDark, saveScreenshot } from '../pages/screenshots';
import { startSession } from '../pages/api-login';

const suffix = () => randomUUID().replace(/-/g, '').slice(0, 10);

test('adds the second MinIO as a tier in the browser, moves an object there by a lifecycle rule, and cannot remove it then', async ({
  page,
  world,
  consoleServer,
}) => {
  test.setTimeout(180_000);
  const minio = need(world.minio.erasure, 'erasure MinIO');
  const second = need(world.minio.second, 'second MinIO');
  // A long name with no space or dash to break at (56 characters): the list must still show the row's actions.
  const tier = `E2E_${suffix().toUpperCase()}_ARCHIVE_TIER_OF_THE_COLD_STORAGE_CLUSTER`;
  const remote = `e2e-tier-remote-${suffix()}`;
  const source = `e2e-tier-source-${suffix()}`;
  await asRoot(second, (s3) => s3.makeBucket(remote));
  await asRoot(minio, (s3) => s3.makeBucket(source));
  const iam = new IamPage(page);
  try {
    await startSession(page, consoleServer.url, minio);
    await iam.open(consoleServer.url, 'tiers');
    await expect(iam.title).toHaveText('Tiers');
    await expect(page.getByTestId('tiers-table').or(page.getByTestId('empty-state'))).toBeVisible();
    await saveScreenshot(page, 'tiers-list-start');
    // The shared list toolbar: Add Tier at its right.
    await page.getByTestId('card-list-toolbar').getByTestId('add-tier').click();

    // The type chooser, then the same-kind (MinIO) form.
    await expect(iam.title).toHaveText('Add Tier');
    await saveLightAndDark(page, 'tiers-add-type');
    await page.getByTestId('tier-type-minio').click();
    await expect(iam.title).toHaveText('Add Tier - MinIO');
    const save = page.getByTestId('save-tier');
    await expect(save).toBeDisabled();

    // Bad input is refused with the spec's messages, and Save stays disabled.
    await page.getByTestId('tier-name').fill('cold tier');
    await expect(page.getByTestId('tier-name')).toHaveValue('COLD TIER');
    await expect(page.getByTestId('tier-name-problem')).toContainText(
      'Please verify that string is uppercase only and contains valid characters (numbers, dashes & underscores).',
    );
    await page.getByTestId('tier-endpoint').fill('second-minio:9000');
    await expect(page.getByTestId('tier-endpoint-problem')).toContainText(
      'Give the endpoint as an http(s) URL, e.g. https://host:9000',
    );
    await page.getByTestId('tier-bucket').fill('x');
    await page.getByTestId('tier-bucket').fill('');
    await expect(page.getByTestId('tier-bucket-problem')).toContainText('Field cannot be empty');
    await expect(save).toBeDisabled();
    await saveScreenshot(page, 'tiers-add-invalid');

    // A secret key the remote refuses: MinIO checks the remote before it keeps the tier, and says why not.
    await page.getByTestId('tier-name').fill(tier.toLowerCase());
    await page.getByTestId('tier-endpoint').fill(second.endpoint);
    await page.getByTestId('tier-bucket').fill(remote);
    await page.getByTestId('tier-prefix').fill('tiered/');
    await page.getByTestId('tier-region').fill('us-east-1');
    await page.getByTestId('tier-accessKey').fill(second.accessKey);
    await page.getByTestId('tier-secretKey').fill('not-the-secret-key');
    await save.click();
    await expect(page.getByTestId('add-tier-error')).toBeVisible();
    await saveScreenshot(page, 'tiers-add-refused');
    await page.getByTestId('tier-secretKey').fill(second.secretKey);
    await saveLightAndDark(page, 'tiers-add-minio');
    await save.click();

    // Back on the list: the tier with its place and MinIO's status.
    await expect(iam.title).toHaveText('Tiers');
    const row = page.getByTestId(`row-${tier}`);
    await expect(row).toContainText('minio');
    await expect(row).toContainText(second.endpoint);
    await expect(row).toContainText(remote);
    await expect(row).toContainText('tiered/');
    await expect(row.getByTestId('tier-status')).toHaveText('Online');
    await page
      .getByTestId('card-list-toolbar')
      .getByRole('textbox', { name: 'Filter tiers by name or type' })
      .fill(tier.toLowerCase());
    await expect(page.getByTestId('tiers-table').locator('tbody tr')).toHaveCount(1);
    await saveLightAndDark(page, 'tiers-list');
    // In a narrow window the long name breaks onto more lines, whole, and the row's actions stay in view.
    await page.setViewportSize(NARROW_WINDOW);
    await expect(row.locator('td').first()).toHaveText(tier);
    for (const id of [`credentials-${tier}`, `remove-${tier}`, 'add-tier']) {
      await expectInWindowAndClickable(page.getByTestId(id), `${id} at 800 px`);
    }
    await saveLightAndDark(page, 'tiers-list-800');
    await page.setViewportSize(USUAL_WINDOW);

    // Update Credentials: titled with type and name; keys the remote refuses are refused, the right ones kept.
    await page.getByTestId(`credentials-${tier}`).click();
    const keys = page.getByTestId('tier-credentials-modal');
    await expect(keys).toContainText(`Update Credentials - minio / ${tier}`);
    await keys.getByTestId('tier-credentials-access').fill(second.accessKey);
    await keys.getByTestId('tier-credentials-secret').fill('still-not-the-secret');
    await keys.getByTestId('modal-submit').click();
    await expect(keys.getByTestId('modal-error-banner')).toBeVisible();
    await saveScreenshot(page, 'tiers-credentials-refused');
    await keys.getByTestId('tier-credentials-secret').fill(second.secretKey);
    await keys.getByTestId('modal-submit').click();
    await expect(keys).toBeHidden();

    // A lifecycle rule moving the bucket's objects to the tier; its date (January 1st of this year, the earliest the
    // form's years allow, spec 02 §9) is past, so MinIO moves what comes next.
    await page.goto(`${consoleServer.url}buckets/${source}/admin/lifecycle`);
    await page.getByTestId('lifecycle-add').click();
    const rule = page.getByTestId('add-lifecycle-modal');
    await rule.getByTestId('lifecycle-type-transition').check();
    await rule.getByTestId('lifecycle-when-date').check();
    await rule.getByTestId('lifecycle-date').fill(`${new Date().getFullYear()}-01-01`);
    await rule.getByTestId('lifecycle-tier').selectOption(tier);
    await rule.getByTestId('modal-submit').click();
    await expect(rule).toBeHidden();
    await expect(page.getByTestId('lifecycle-section')).toContainText(tier);

    await asRoot(minio, (s3) => s3.putObject(source, 'cold.txt', Buffer.from('cold data')));
    // The object details name the tier once MinIO moved it (it does so right after the upload, in the background).
    await expect(async () => {
      await page.goto(`${consoleServer.url}buckets/${source}/browse/cold.txt`);
      await expect(page.getByTestId('detail-storage-class')).toHaveText(tier, { timeout: 3_000 });
    }).toPass({ timeout: 60_000 });
    await saveLightAndDark(page, 'tiers-object-moved');

    // Removing it now: the dialog names what depends on it, and MinIO refuses while the remote holds the object.
    await iam.open(consoleServer.url, 'tiers');
    // Dark before the dialog opens: the theme switch is behind it.
    await chooseTheme(page, 'Dark');
    await page.getByTestId(`remove-${tier}`).click();
    const removal = page.getByTestId('remove-tier-modal');
    await expect(removal.getByTestId('confirm-text')).toContainText(`'${tier}'`);
    await expect(removal.getByTestId('remove-tier-rules')).toContainText(
      `Lifecycle rules move objects to this tier: ${source} (rule`,
    );
    await removal.getByTestId('modal-submit').click();
    await expect(removal.getByTestId('modal-error-banner')).toContainText(/not empty|in use/i);
    await saveScreenshot(page, 'tiers-remove-refused-dark');
    await removal.getByTestId('modal-cancel').click();
    await chooseTheme(page, 'Light');
    await expect(page.getByTestId(`row-${tier}`)).toBeVisible();
  } finally {
    // Deleting a moved object of an unversioned bucket leaves a delete marker MinIO keeps: MinIO's force delete.
    await s3Call(rootConnection(minio), {
      method: 'DELETE',
      bucket: source,
      headers: { 'x-minio-force-delete': 'true' },
    }).catch(() => undefined);
    await removeTier(rootConnection(minio), tier, { force: true }).catch(() => undefined);
    await removeBucketFully(second, remote);
  }
});

test('offers each type its own fields: a JSON key file for gcs, account name and key for azure, s3 by default', async ({
  page,
  world,
  consoleServer,
}) => {
  const minio = need(world.minio.erasure, 'erasure MinIO');
  const iam = new IamPage(page);
  await startSession(page, consoleServer.url, minio);

  await iam.open(consoleServer.url, 'tiers/add/gcs');
  await expect(iam.title).toHaveText('Add Tier - Google Cloud Storage');
  await expect(page.getByTestId('tier-endpoint')).toHaveCount(0);
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'key.json', mimeType: 'application/json', buffer: Buffer.from('not json at all') });
  await expect(page.getByText('The credentials file is not a JSON key file')).toBeVisible();
  await expect(page.getByTestId('save-tier')).toBeDisabled();
  await saveLightAndDark(page, 'tiers-add-gcs');

  await iam.open(consoleServer.url, 'tiers/add/azure');
  await expect(iam.title).toHaveText('Add Tier - Azure Blob Storage');
  await expect(page.getByTestId('tier-endpoint')).toHaveValue('http://blob.core.windows.net');
  await expect(page.getByTestId('tier-accountName')).toBeVisible();
  await expect(page.getByTestId('tier-accountKey')).toHaveAttribute('type', 'password');

  await iam.open(consoleServer.url, 'tiers/add/anything');
  await expect(iam.title).toHaveText('Add Tier - Amazon S3');
  await expect(page.getByTestId('tier-endpoint')).toHaveValue('https://s3.amazonaws.com');
  await expect(page.getByTestId('tier-storageClass')).toBeVisible();
  await saveScreenshot(page, 'tiers-add-s3');
});
