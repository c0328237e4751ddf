import { setConfigKV } from '../../../backend/src/platform/minio/admin/config-kv';
import { startConsole } from '../../support/console-process';
import { fakeSubnetService } from '../../support/fake-subnet-service';
import { LicenceKeys } from '../../support/licence-keys';
import { rootConnection } from '../../support/minio-admin';
import { startOwnMinio } from '../../support/own-minio';
import { expect, test } from '../fixtures';
import { IamPage } from '../pages/iam.page';
import { saveLightAndDark, saveScreenshot } from '../pages/screenshots';
import { startSession } from '../pages/api-login';

/**
 * The licence page against a MinIO of the test's own (the licence is one per server), a console configured with the
 * public key of a key pair made here, and `fakeSubnetService` standing in for the provider's service on the internet.
 */
test('shows the open-source licence and plans, activates a key and an account, and never shows a bad licence as registered', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const keys = new LicenceKeys();
  const accountLicence = await keys.licence({
    org: 'Account Org',
    plan: 'ENTERPRISE',
    cap: 250,
    sub: 'owner@example.com',
  });
  const minio = await startOwnMinio('e2e-license');
  const service = await fakeSubnetService({
    'owner@example.com': { password: 'right-password', licence: accountLicence },
  });
  const console_ = await startConsole({
    CONSOLE_MINIO_SERVER: minio.server.endpoint,
    CONSOLE_SUBSCRIPTION_PUBLIC_KEY: keys.publicKeyPem,
    CONSOLE_SUBSCRIPTION_SERVICE_URL: service.url,
  });
  try {
    const iam = new IamPage(page);
    await startSession(page, console_.url, minio.server);
    await iam.open(console_.url, 'license');
    await expect(iam.title).toHaveText('License');

    // Not registered: the open-source licence, Community as the current plan, 'Choosing between'.
    await expect(page.getByTestId('open-source-license')).toContainText('GNU AGPL v3');
    await expect(page.getByTestId('plan-community').getByTestId('current-plan')).toHaveText('CURRENT PLAN');
    await expect(page.getByTestId('plan-action-community')).toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByTestId('plan-action-standard')).toHaveAttribute('href', 'https://min.io/pricing?ref=con');
    await expect(page.getByTestId('plans-table')).toContainText('$10 per TB, minimum 100TB');
    await expect(page.getByTestId('plans-table')).toContainText('$20 per TB, minimum 100TB');
    await expect(page.getByTestId('choosing-between')).toContainText(
      'Choosing between GNU AGPL v3 and Commercial License',
    );
    await saveLightAndDark(page, 'license-community');

    await page.getByTestId('read-license').click();
    await expect(page.getByTestId('license-text')).toContainText('GNU AFFERO GENERAL PUBLIC LICENSE');
    await expect(page.getByTestId('license-text')).toContainText('Version 3, 19 November 2007');
    await saveScreenshot(page, 'license-text');
    await page.getByTestId('license-text-close').click();

    // Activation: Activate needs a key; a key signed by anyone but the provider is refused with a clear message.
    await page.getByTestId('open-activation').click();
    const dialog = page.getByTestId('activation-modal');
    await expect(dialog.getByTestId('activate-license')).toBeDisabled();
    await expect(dialog.getByTestId('activate-account')).toBeDisabled();
    await dialog.getByTestId('activation-license').fill(await new LicenceKeys().licence({ org: 'Forged Org' }));
    await dialog.getByTestId('activate-license').click();
    await expect(dialog.getByTestId('modal-error-banner')).toContainText('This licence key is not valid');
    await saveScreenshot(page, 'license-activation-refused');

    // The account's e-mail and password: a wrong password is refused, the right one activates the account's licence.
    await dialog.getByTestId('activation-email').fill('owner@example.com');
    await dialog.getByTestId('activation-password').fill('wrong-password');
    await dialog.getByTestId('activate-account').click();
    await expect(dialog.getByTestId('modal-error-banner')).toContainText('refused the e-mail or password');
    await dialog.getByTestId('activation-password').fill('right-password');
    await dialog.getByTestId('activate-account').click();
    await expect(dialog).toBeHidden();

    const card = page.getByTestId('registered-license');
    await expect(card.getByTestId('license-license')).toHaveText('Commercial License');
    await expect(card.getByTestId('license-organization')).toHaveText('Account Org');
    await expect(card.getByTestId('license-capacity')).toHaveText(/250(\.0)? TiB/);
    await expect(card.getByTestId('license-plan')).toHaveText('ENTERPRISE');
    await expect(card.getByTestId('license-requestor')).toHaveText('owner@example.com');
    await expect(card.getByTestId('license-expiry')).toHaveText(/^\d{4}-\d\d-\d\d$/);
    await expect(page.getByTestId('plan-enterprise').getByTestId('current-plan')).toBeVisible();
    await expect(page.getByTestId('choosing-between')).toBeHidden();
    await saveLightAndDark(page, 'license-registered');

    // A licence that ran out, put in MinIO by other means: shown as expired, not registered.
    await setConfigKV(
      rootConnection(minio.server),
      `subnet license=${await keys.licence({ org: 'Lapsed Org', expiresIn: -86_400 })}`,
    );
    await page.reload();
    await expect(page.getByTestId('license-expired')).toContainText('Lapsed Org');
    await expect(page.getByTestId('registered-license')).toBeHidden();
    await expect(page.getByTestId('plan-community').getByTestId('current-plan')).toBeVisible();
    await saveLightAndDark(page, 'license-expired');

    // Without the provider's service (no internet): the dialog says so and points to the licence key.
    await service.close();
    await page.getByTestId('open-activation').click();
    await dialog.getByTestId('activation-email').fill('owner@example.com');
    await dialog.getByTestId('activation-password').fill('right-password');
    await dialog.getByTestId('activate-account').click();
    await expect(dialog.getByTestId('activation-offline')).toContainText('cannot be reached');
    await expect(dialog.getByTestId('modal-error-banner')).toContainText('The subscription service cannot be reached');
    await saveScreenshot(page, 'license-activation-offline');
  } finally {
    await console_.stop();
    await service.close().catch(() => undefined);
    await minio.stop();
  }
});
