import { randomBytes } from 'node:crypto';
import { startConsole, type ConsoleInstance } from '../../support/console-process';
import { makeBucket } from '../../support/minio-root';
import { startOwnMinio, type OwnMinio } from '../../support/own-minio';
import { need } from '../../world/state';
import { expect, test } from '../fixtures';
import { BucketAdminPage } from '../pages/bucket-admin.page';
import { IamPage } from '../pages/iam.page';
import { chooseTheme, saveLightAndDark, saveScreenshot } from '../pages/screenshots';
import { startSession } from '../pages/api-login';

/**
 * The KMS pages against the world's MinIO with its built-in static key: status, version, metrics, keys and key
 * status work; this KMS offers no API list and cannot create keys, and the pages say so in words.
 */
test('KMS status, keys and key status with the built-in static key', async ({ page, world, consoleServer }) => {
  test.setTimeout(120_000);
  const minio = need(world.minio.erasure, 'erasure MinIO');
  const ui = new IamPage(page);
  await startSession(page, consoleServer.url, minio);
  await ui.open(consoleServer.url, 'account');
  await page.getByTestId('side-menu').getByRole('link', { name: 'Encryption', exact: true }).click();
  await expect(ui.title).toHaveText('Key Management');
  await expect(page.getByTestId('kms-name')).toHaveText('MinIO builtin');
  await expect(page.getByTestId('kms-default-key')).not.toBeEmpty();
  await expect(page.getByTestId('kms-version')).not.toBeEmpty();
  await expect(page.getByTestId('kms-apis-not-offered')).toHaveText('Not offered by this KMS.');
  await expect(page.getByTestId('kms-latency-bucket').first()).toBeVisible();
  await saveLightAndDark(page, 'kms-status');
  const defaultKey = (await page.getByTestId('kms-default-key').textContent()) ?? '';

  await page.getByTestId('side-menu').getByRole('link', { name: 'Encryption Keys' }).click();
  await expect(ui.title).toHaveText('Encryption Keys');
  await expect(page.getByTestId(`row-${defaultKey}`)).toBeVisible();
  await saveLightAndDark(page, 'kms-keys');
  await page.getByTestId(`row-${defaultKey}`).click();
  await expect(ui.title).toHaveText(defaultKey);
  await expect(page.getByTestId('kms-key-encryption')).toHaveText('Works');
  await expect(page.getByTestId('kms-key-decryption')).toHaveText('Works');
  await saveLightAndDark(page, 'kms-key-status');

  await ui.open(consoleServer.url, 'kms/keys/add');
  await page.getByTestId('kms-key-name').fill('bad name');
  await page.getByTestId('kms-create-submit').click();
  await expect(page.getByText('Use letters, digits, "_" and "-" only.')).toBeVisible();
  await page.getByTestId('kms-key-name').fill(`e2e-${randomBytes(3).toString('hex')}`);
  await page.getByTestId('kms-create-submit').click();
  await expect(page.getByTestId('kms-create-error')).toContainText("The server's KMS does not offer this");
  await saveLightAndDark(page, 'kms-create-refused');
});

test('the bucket encryption dialog lists the KMS keys and offers to create a new one', async ({
  page,
  world,
  consoleServer,
}) => {
  const minio = need(world.minio.erasure, 'erasure MinIO');
  const bucket = `kms-${randomBytes(4).toString('hex')}`;
  await makeBucket(minio, bucket);
  await startSession(page, consoleServer.url, minio);
  const admin = new BucketAdminPage(page);
  await admin.open(consoleServer.url, bucket);
  // The theme switch is behind the dialog: the dialog is shown once in each theme.
  for (const theme of ['Light', 'Dark'] as const) {
    await chooseTheme(page, theme);
    await admin.edit('encryption').click();
    await page.getByTestId('encryption-type').selectOption('sse-kms');
    await expect(page.getByTestId('kms-known-keys')).toContainText('Keys of the KMS:');
    await page.getByTestId('encryption-kms-key').fill('new-bucket-key');
    await page.getByTestId('create-kms-key-inline').click();
    // The built-in static key cannot create keys: the dialog says so and stays open.
    await expect(page.getByTestId('encryption-modal')).toContainText("The server's KMS does not offer this");
    await saveScreenshot(page, `kms-bucket-encryption-dialog-${theme.toLowerCase()}`);
    await page.getByTestId('modal-cancel').click();
  }
  await chooseTheme(page, 'Light');
});

test.describe('KMS pages on a server without a KMS', () => {
  let minio: OwnMinio;
  let console_: ConsoleInstance;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    minio = await startOwnMinio(`nokms-e2e-${randomBytes(3).toString('hex')}`, 'single', { MINIO_KMS_SECRET_KEY: '' });
    console_ = await startConsole({ CONSOLE_MINIO_SERVER: minio.server.endpoint });
  });

  test.afterAll(async () => {
    await console_?.stop();
    await minio?.stop();
  });

  test('say that no KMS is configured', async ({ page }) => {
    const ui = new IamPage(page);
    await startSession(page, console_.url, minio.server);
    await ui.open(console_.url, 'kms/status');
    await expect(page.getByTestId('kms-not-configured')).toContainText('No KMS is configured');
    await ui.open(console_.url, 'kms/keys');
    await expect(page.getByTestId('kms-not-configured')).toBeVisible();
    await saveLightAndDark(page, 'kms-not-configured');
  });
});
