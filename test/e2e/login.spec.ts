import { createUserWithPolicy } from '../support/minio-admin';
import { need } from '../world/state';
import { expect, test } from './fixtures';
import { LoginPage } from './pages/login.page';
import { chooseTheme, saveScreenshot } from './pages/screenshots';
import { ShellPage } from './pages/shell.page';

/** What root sees in an erasure-coded setup (Heal needs erasure coding, so a single drive has no Heal entry). */
const ROOT_MENU = [
  'Dashboard',
  'Buckets',
  'Users',
  'Groups',
  'OpenID',
  'LDAP',
  'Service Accounts',
  'IAM Policies',
  'Settings',
  'Encryption',
  'Encryption Keys',
  'Notification Endpoints',
  'Tiers',
  'Tools',
  'Heal',
  'License',
  'Documentation',
];

test('root logs in and sees the full menu, in light and dark', async ({ page, world, consoleServer }) => {
  const minio = need(world.minio.erasure, 'erasure MinIO');
  const login = new LoginPage(page);
  await login.open(consoleServer.url);
  await login.login(minio.accessKey, minio.secretKey);

  const shell = new ShellPage(page);
  expect(await shell.menuLabels()).toEqual(ROOT_MENU);
  await expect(page).toHaveURL(`${consoleServer.url}dashboard`);
  await shell.expectPage('Dashboard');
  await expect(page.getByTestId('servers-table')).toBeVisible();
  await expect(page.getByTestId('current-user')).toHaveText(minio.accessKey);
  await chooseTheme(page, 'Light');
  await saveScreenshot(page, 'shell-light');
  await chooseTheme(page, 'Dark');
  await expect(page.locator('html')).toHaveClass(/pf-v6-theme-dark/);
  await saveScreenshot(page, 'shell-dark');
});

test('a read-only user sees only the pages the policy allows', async ({ page, world, consoleServer }) => {
  const user = await createUserWithPolicy(need(world.minio.erasure, 'erasure MinIO'), 'readonly');
  const login = new LoginPage(page);
  await login.open(consoleServer.url);
  await login.login(user.accessKey, user.secretKey);

  const shell = new ShellPage(page);
  // License is listed too once its page is built (a feature not built yet has no menu entry).
  expect((await shell.menuLabels()).filter((label) => label !== 'License')).toEqual([
    'Buckets',
    'Service Accounts',
    'Documentation',
  ]);
  await expect(page).toHaveURL(`${consoleServer.url}buckets`);
  await shell.expectPage('Buckets');

  // A page the session does not list does not exist for it: the address shows the not-found page and stays.
  await page.goto(`${consoleServer.url}users`);
  await expect(page.getByRole('heading', { name: '404 Not Found' })).toBeVisible();
  await expect(page).toHaveURL(`${consoleServer.url}users`);
  await page.goto(`${consoleServer.url}no/such/page`);
  await expect(page.getByRole('heading', { name: '404 Not Found' })).toBeVisible();
  await expect(page).toHaveURL(`${consoleServer.url}no/such/page`);
});

test('a wrong password shows the server’s message, with its details', async ({ page, world, consoleServer }) => {
  const minio = need(world.minio.erasure, 'erasure MinIO');
  const login = new LoginPage(page);
  await login.open(consoleServer.url);
  await login.login(minio.accessKey, `wrong-${Date.now()}`);

  await expect(login.error).toContainText('Invalid login');
  await expect(login.loginButton).toBeEnabled();
  await login.error.getByRole('button', { name: 'Details' }).click();
  await expect(login.error.getByRole('button', { name: 'Details' })).toHaveAttribute('aria-expanded', 'true');
  await expect(login.error.getByTestId('error-detailed-message')).not.toBeEmpty();
  await saveScreenshot(page, 'error-banner');
  await chooseTheme(page, 'Dark');
  await saveScreenshot(page, 'error-banner-dark');
  await login.error.getByRole('button', { name: /Close message/ }).click();
  await expect(login.error).toBeHidden();
});

test('the login form: Login waits for both fields, Enter submits', async ({ page, world, consoleServer }) => {
  const minio = need(world.minio.erasure, 'erasure MinIO');
  const login = new LoginPage(page);
  await login.open(consoleServer.url);
  await expect(login.username).toBeFocused();
  await expect(login.loginButton).toBeDisabled();
  await chooseTheme(page, 'Light');
  await saveScreenshot(page, 'login-light');
  await chooseTheme(page, 'Dark');
  await saveScreenshot(page, 'login-dark');

  await login.username.fill(minio.accessKey);
  await expect(login.loginButton).toBeDisabled();
  await login.password.fill(minio.secretKey);
  await expect(login.loginButton).toBeEnabled();
  await login.password.press('Enter');
  await expect(new ShellPage(page).menu).toBeVisible();
});
