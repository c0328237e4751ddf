import { startConsole, type ConsoleInstance } from '../support/console-process';
import { startMinioWithTwoOpenIdConfigs } from '../support/minio-openid-configs';
import type { OwnMinio } from '../support/own-minio';
import { need } from '../world/state';
import { expect, test } from './fixtures';
import { saveLightAndDark } from './pages/screenshots';

/**
 * Login buttons from MinIO's own identity_openid configurations (v1.7.6 behaviour), in Chromium: a MinIO of this
 * file's own with two configurations at the world's real OpenID provider (the default one claim-based, `PARTNER`
 * with the readwrite role policy); the console knows only a reader user's keys (CONSOLE_IDP_READER_*).
 */
test.describe("single sign-on with MinIO's OpenID configurations", () => {
  test.describe.configure({ mode: 'serial' });
  let minio: OwnMinio;
  let console_: ConsoleInstance;

  test.beforeAll(async ({ world }) => {
    test.setTimeout(120_000);
    const oidc = need(world.oidc, 'OpenID provider (part oidc)');
    const started = await startMinioWithTwoOpenIdConfigs(oidc, 'sso-idps-e2e');
    minio = started.minio;
    const { reader } = started;
    console_ = await startConsole({
      CONSOLE_MINIO_SERVER: minio.server.endpoint,
      CONSOLE_IDP_READER_ACCESS_KEY: reader.accessKey,
      CONSOLE_IDP_READER_SECRET_KEY: reader.secretKey,
      CONSOLE_OUTBOUND_ALLOW_LOOPBACK: 'on',
    });
  });

  test.afterAll(async () => {
    await console_?.stop();
    await minio?.stop();
  });

  test('two configurations give two buttons; the role-policy one logs in with its policy', async ({ page }) => {
    await page.goto(`${console_.url}login`);
    await expect(page.getByTestId('sso-login')).toHaveCount(2);
    await expect(page.getByRole('link', { name: 'Login with Example ID' })).toBeVisible();
    const partner = page.getByRole('link', { name: 'Login with Partner ID' });
    await expect(partner).toBeVisible();
    // The access-key form stays beside the buttons.
    await expect(page.getByTestId('login-username')).toBeVisible();
    await saveLightAndDark(page, 'sso-two-providers');

    await partner.click();
    await page.locator('input[name="login"]').fill('reader@example.org');
    await page.locator('input[name="password"]').fill('any-password');
    await page.locator('button[type="submit"]').click();
    await page.locator('button[type="submit"]').click();

    await expect(page).toHaveURL(`${console_.url}buckets`);
    await expect(page.getByTestId('current-user')).toHaveText('reader@example.org');
    // readwrite (the PARTNER role's policy, although the claim says readonly): Create Bucket is offered.
    await expect(page.getByTestId('create-bucket').first()).toBeVisible();
  });

  test('the claim-based button logs in with the claim policy', async ({ page }) => {
    await page.goto(`${console_.url}login`);
    await page.getByRole('link', { name: 'Login with Example ID' }).click();
    await page.locator('input[name="login"]').fill('reader@example.org');
    await page.locator('input[name="password"]').fill('any-password');
    await page.locator('button[type="submit"]').click();
    await page.locator('button[type="submit"]').click();
    await expect(page).toHaveURL(`${console_.url}buckets`);
    await expect(page.getByTestId('current-user')).toHaveText('reader@example.org');
    await expect(page.getByRole('button', { name: /refresh/i }).first()).toBeVisible();
    await expect(page.getByTestId('create-bucket')).toHaveCount(0);
  });
});
