import { startConsole } from '../support/console-process';
import { restartConsole } from '../support/console-restart';
import { startOwnMinio } from '../support/own-minio';
import { need } from '../world/state';
import { expect, test } from './fixtures';
import { LoginPage } from './pages/login.page';
import { saveScreenshot } from './pages/screenshots';
import { ShellPage } from './pages/shell.page';

test('with the storage server down, login says it cannot reach it', async ({ page }) => {
  test.slow(); // starts its own server processes, which takes long on a loaded machine
  const minio = await startOwnMinio('e2e-outage');
  const instance = await startConsole({ CONSOLE_MINIO_SERVER: minio.server.endpoint });
  try {
    const login = new LoginPage(page);
    await login.open(instance.url);
    await minio.stop();
    await login.login(minio.server.accessKey, minio.server.secretKey);
    await expect(login.error).toContainText('Cannot reach the storage server');
    await expect(login.error).not.toContainText('Invalid login');
    await expect(login.loginButton).toBeEnabled();
  } finally {
    await instance.stop();
    await minio.stop();
  }
});

test('with the console backend down, the login page offers Retry', async ({ page, world }) => {
  test.slow(); // starts its own server processes, which takes long on a loaded machine
  const minio = need(world.minio.erasure, 'erasure MinIO');
  const env = { CONSOLE_MINIO_SERVER: minio.endpoint };
  let instance = await startConsole(env);
  try {
    const login = new LoginPage(page);
    await login.open(instance.url);
    await login.login(minio.accessKey, minio.secretKey);
    const shell = new ShellPage(page);
    await expect(shell.menu).toBeVisible();
    // A page that asks nothing by itself (the dashboard, the landing page, polls and would notice first).
    await shell.menu.getByRole('link', { name: 'Service Accounts' }).click();
    await expect(page).toHaveURL(/\/account$/);

    // The backend goes away under an open shell: the next call fails, and the login page cannot load either.
    await instance.stop();
    // The next call fails: the click on Logout, or the shell's own session refresh when it comes first (then the
    // button is gone before the click lands).
    await Promise.race([shell.logoutButton.click().catch(() => undefined), login.backendUnreachable.waitFor()]);
    await expect(login.backendUnreachable).toContainText('An error has occurred, the backend cannot be reached.');
    await expect(login.retryButton).toBeEnabled();
    await saveScreenshot(page, 'backend-unreachable');

    const retried = page.waitForRequest((request) => request.url().endsWith('/api/v1/login'));
    await login.retryButton.click();
    await retried;
    await expect(login.backendUnreachable).toBeVisible();

    instance = await restartConsole(instance, env);
    await login.retryButton.click();
    await login.expectForm();
  } finally {
    await instance.stop();
  }
});
