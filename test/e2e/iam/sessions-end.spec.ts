import { need } from '../../world/state';
import { expect, test } from '../fixtures';
import { IamPage } from '../pages/iam.page';
import { IamSetup } from '../pages/iam-identities';
import { saveDialogLightAndDark } from '../pages/screenshots';
import { startSession } from '../pages/api-login';

test("an administrator ends a user's sessions: the confirmation names the user, the user's open console is logged out", async ({
  page,
  browser,
  world,
  consoleServer,
}) => {
  test.slow();
  const minio = need(world.minio.erasure, 'erasure MinIO');
  const setup = new IamSetup(minio);
  const userContext = await browser.newContext();
  try {
    const user = await setup.persona('self-service');
    const userIam = new IamPage(await userContext.newPage());
    await startSession(userIam.page, consoleServer.url, user);
    await userIam.open(consoleServer.url, 'account');

    const iam = new IamPage(page);
    await startSession(page, consoleServer.url, minio);
    await iam.open(consoleServer.url, `users/${user.accessKey}`);
    await page.getByTestId('end-user-sessions').click();
    const dialog = iam.modal('end-user-sessions-modal');
    await expect(dialog.getByTestId('confirm-text')).toContainText(`End every session of '${user.accessKey}'?`);
    await saveDialogLightAndDark(page, 'iam-end-user-sessions');
    await dialog.getByTestId('modal-submit').click();
    await expect(dialog).toBeHidden();
    await iam.expectMessage(`Every session of '${user.accessKey}' ended`);

    // The user's console notices at its next call to MinIO and goes back to the login page.
    await userIam.open(consoleServer.url, 'account');
    await expect(userIam.page.getByTestId('login-form')).toBeVisible();
  } finally {
    await userContext.close();
    await setup.cleanUp();
  }
});

test('a user logs out everywhere from the account page: this browser and the others go back to the login page', async ({
  page,
  browser,
  world,
  consoleServer,
}) => {
  test.slow();
  const minio = need(world.minio.erasure, 'erasure MinIO');
  const setup = new IamSetup(minio);
  const otherContext = await browser.newContext();
  try {
    const user = await setup.persona('self-service');
    const other = new IamPage(await otherContext.newPage());
    await startSession(other.page, consoleServer.url, user);
    await other.open(consoleServer.url, 'account');

    const iam = new IamPage(page);
    await startSession(page, consoleServer.url, user);
    await iam.open(consoleServer.url, 'account');
    await page.getByTestId('log-out-everywhere').click();
    const dialog = iam.modal('log-out-everywhere-modal');
    await expect(dialog.getByTestId('confirm-text')).toContainText('this one, other browsers');
    await saveDialogLightAndDark(page, 'account-log-out-everywhere');
    await dialog.getByTestId('modal-submit').click();
    await expect(page.getByTestId('login-form')).toBeVisible();

    await other.open(consoleServer.url, 'account');
    await expect(other.page.getByTestId('login-form')).toBeVisible();
  } finally {
    await otherContext.close();
    await setup.cleanUp();
  }
});
