import { createUserWithPolicy } from '../support/minio-admin';
import { need } from '../world/state';
import { expect, test } from './fixtures';
import { startSession } from './pages/api-login';
import { LoginPage } from './pages/login.page';
import { ShellPage } from './pages/shell.page';

test('logout ends the session; Back does not show the shell again', async ({ page, world, consoleServer }) => {
  const user = await createUserWithPolicy(need(world.minio.erasure, 'erasure MinIO'), 'consoleAdmin');
  await startSession(page, consoleServer.url, user);
  // Opened at one page and moved on to another, so that Back has a page of the shell to go to.
  await page.goto(`${consoleServer.url}account`);
  const shell = new ShellPage(page);
  await shell.menuEntry('Users').click();
  await shell.expectPage('Users');

  await shell.logoutButton.click();
  const login = new LoginPage(page);
  await login.expectForm();
  await page.goBack();
  await login.expectForm();
  await expect(shell.menu).toBeHidden();

  // Logging in again returns to where Back tried to go.
  await login.login(user.accessKey, user.secretKey);
  await expect(shell.menu).toBeVisible();
});
