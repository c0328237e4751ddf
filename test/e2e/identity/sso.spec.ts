import { randomBytes } from 'node:crypto';
import { startConsole, type ConsoleInstance } from '../../support/console-process';
import { startOwnMinio, type OwnMinio } from '../../support/own-minio';
import { need } from '../../world/state';
import { expect, test } from '../fixtures';
import { saveLightAndDark } from '../pages/screenshots';

/**
 * Single sign-on in Chromium through the real provider's own pages (oidc-provider of the test world), with a MinIO
 * of this file's own whose identity_openid points at the provider (claim-based, `policy` claim).
 */
test.describe('single sign-on', () => {
  test.describe.configure({ mode: 'serial' });
  let minio: OwnMinio;
  let console_: ConsoleInstance;

  test.beforeAll(async ({ world }) => {
    test.setTimeout(120_000);
    const oidc = need(world.oidc, 'OpenID provider (part oidc)');
    minio = await startOwnMinio(`sso-e2e-${randomBytes(3).toString('hex')}`, 'single', {
      MINIO_IDENTITY_OPENID_CONFIG_URL: oidc.configUrl,
      MINIO_IDENTITY_OPENID_CLIENT_ID: oidc.client.clientId,
      MINIO_IDENTITY_OPENID_CLIENT_SECRET: oidc.client.clientSecret,
      MINIO_IDENTITY_OPENID_CLAIM_NAME: 'policy',
      MINIO_IDENTITY_OPENID_SCOPES: 'openid',
    });
    console_ = await startConsole({
      CONSOLE_MINIO_SERVER: minio.server.endpoint,
      CONSOLE_IDP_CONFIG_URL: oidc.configUrl,
      CONSOLE_IDP_CLIENT_ID: oidc.client.clientId,
      CONSOLE_IDP_CLIENT_SECRET: oidc.client.clientSecret,
      CONSOLE_IDP_DISPLAY_NAME: 'Example ID',
      CONSOLE_IDP_SCOPES: 'openid',
      CONSOLE_OUTBOUND_ALLOW_LOOPBACK: 'on',
    });
  });

  test.afterAll(async () => {
    await console_?.stop();
    await minio?.stop();
  });

  test('a provider user logs in on the provider page and lands on Buckets with the claim policy', async ({ page }) => {
    await page.goto(`${console_.url}login`);
    const button = page.getByRole('link', { name: 'Login with Example ID' });
    await expect(button).toBeVisible();
    // The access-key form stays beside the button.
    await expect(page.getByTestId('login-username')).toBeVisible();
    await saveLightAndDark(page, 'sso-login-page');

    await button.click();
    // The provider's own login page.
    await page.locator('input[name="login"]').fill('reader@example.org');
    await page.locator('input[name="password"]').fill('any-password');
    await page.locator('button[type="submit"]').click();
    // Its consent page.
    await page.locator('button[type="submit"]').click();

    await expect(page).toHaveURL(`${console_.url}buckets`);
    await expect(page.getByTestId('current-user')).toHaveText('reader@example.org');
    // readonly (the claim's policy): Create Bucket is not offered.
    await expect(page.getByRole('button', { name: /refresh/i }).first()).toBeVisible();
    await expect(page.getByTestId('create-bucket')).toHaveCount(0);
    await saveLightAndDark(page, 'sso-landed-buckets');
  });

  test('cancelling at the provider comes back with its error in words, without a session', async ({ page }) => {
    await page.goto(`${console_.url}login`);
    await page.getByRole('link', { name: 'Login with Example ID' }).click();
    await page.getByRole('link', { name: /cancel/i }).click();
    await expect(page.getByTestId('idp-error')).toContainText('access_denied');
    await saveLightAndDark(page, 'sso-denied');
    const session = await page.request.get(`${console_.url}api/v1/session`);
    expect(session.status()).toBe(401);
  });

  test('a replayed callback address is refused on the login page', async ({ page }) => {
    await page.goto(`${console_.url}login`);
    await page.getByRole('link', { name: 'Login with Example ID' }).click();
    await page.locator('input[name="login"]').fill('writer@example.org');
    await page.locator('input[name="password"]').fill('any-password');
    let callback = '';
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame() && frame.url().includes('/oauth_callback?')) callback = frame.url();
    });
    await page.locator('button[type="submit"]').click();
    await page.locator('button[type="submit"]').click();
    await expect(page).toHaveURL(/\/dashboard|\/buckets/);
    expect(callback).not.toBe('');
    await page.context().clearCookies();
    await page.goto(callback);
    await expect(page).toHaveURL(`${console_.url}login`);
    await expect(page.getByTestId('login-error')).toContainText('This single sign-on cannot be finished');
    await saveLightAndDark(page, 'sso-replayed');
  });
});
