import { need } from '../world/state';
import { expect, test } from './fixtures';
import { startSession } from './pages/api-login';
import { LoginPage } from './pages/login.page';
import { chooseTheme, saveScreenshot } from './pages/screenshots';
import { ShellPage } from './pages/shell.page';

test('hashed assets load, and the theme choice is applied and remembered', async ({ page, consoleServer }) => {
  const assets: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/assets/')) assets.push(`${response.status()} ${response.url()}`);
  });
  await new LoginPage(page).open(consoleServer.url);
  expect(assets.some((line) => /^200 .*\/assets\/main\.[0-9a-f]{16,}\.js$/.test(line))).toBe(true);
  expect(assets.some((line) => /^200 .*\/assets\/main\.[0-9a-f]{16,}\.css$/.test(line))).toBe(true);

  await chooseTheme(page, 'Dark');
  await expect(page.locator('html')).toHaveClass(/pf-v6-theme-dark/);
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/pf-v6-theme-dark/);
  await chooseTheme(page, 'Light');
  await expect(page.locator('html')).not.toHaveClass(/pf-v6-theme-dark/);
});

test('the menu collapses to icons, remembers it, and works from the keyboard', async ({
  page,
  world,
  consoleServer,
}) => {
  const minio = need(world.minio.erasure, 'erasure MinIO');
  await startSession(page, consoleServer.url, minio);
  await page.goto(`${consoleServer.url}account`);
  const shell = new ShellPage(page);
  await expect(shell.menu).toBeVisible();
  expect((await shell.menu.boundingBox())?.width).toBe(245);

  await shell.menuToggle.click();
  await expect.poll(async () => (await shell.menu.boundingBox())?.width).toBe(115);
  await shell.menuEntry('Users').hover();
  await expect(page.getByRole('tooltip', { name: 'Users' })).toBeVisible();
  await saveScreenshot(page, 'shell-collapsed');
  await page.reload();
  await expect(shell.menu).toBeVisible();
  await expect.poll(async () => (await shell.menu.boundingBox())?.width).toBe(115);
  await shell.menuToggle.click();
  await expect.poll(async () => (await shell.menu.boundingBox())?.width).toBe(245);

  // Keyboard: focus the Groups entry by tabbing from Users and open it with Enter.
  await shell.menuEntry('Users').focus();
  await page.keyboard.press('Tab');
  await expect(shell.menuEntry('Groups')).toBeFocused();
  await page.keyboard.press('Enter');
  await shell.expectPage('Groups');
  await expect(shell.menuEntry('Groups')).toHaveAttribute('aria-current', 'page');

  const docs = shell.menuEntry('Documentation');
  await expect(docs).toHaveAttribute('target', '_blank');
  await expect(docs).toHaveAttribute('href', 'https://min.io/docs/minio/linux/index.html');
});

test('the sidebar is hidden on /metrics', async ({ page, world, consoleServer }) => {
  const minio = need(world.minio.erasure, 'erasure MinIO');
  await page.goto(`${consoleServer.url}metrics`);
  const login = new LoginPage(page);
  await login.expectForm();
  await login.login(minio.accessKey, minio.secretKey);
  // The 401 at /metrics saved the path: the login returns there.
  // /metrics is the dashboard full screen (a wall display).
  const shell = new ShellPage(page);
  await shell.expectPage('Dashboard');
  await expect(page).toHaveURL(`${consoleServer.url}metrics`);
  await expect(shell.menu).toBeHidden();
  await expect(shell.menuToggle).toBeHidden();
  await saveScreenshot(page, 'shell-metrics-full-screen');
});

test('on a narrow window the menu is an overlay that closes after a choice', async ({ page, world, consoleServer }) => {
  const minio = need(world.minio.erasure, 'erasure MinIO');
  await page.setViewportSize({ width: 800, height: 700 });
  await new LoginPage(page).open(consoleServer.url);
  await new LoginPage(page).login(minio.accessKey, minio.secretKey);
  const shell = new ShellPage(page);
  await shell.expectPage('Dashboard');
  await expect(shell.menu).toBeHidden();
  await shell.menuToggle.click();
  await expect(shell.menu).toBeVisible();
  await saveScreenshot(page, 'shell-narrow-menu');
  await shell.menuEntry('Buckets').click();
  await shell.expectPage('Buckets');
  await expect(shell.menu).toBeHidden();
});
