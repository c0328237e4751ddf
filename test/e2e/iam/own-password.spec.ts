import { need } from '../../world/state';
import { expect, test } from '../fixtures';
import { IamPage } from '../pages/iam.page';
import { IamSetup } from '../pages/iam-identities';
import { LoginPage } from '../pages/login.page';
import { chooseTheme, saveScreenshot } from '../pages/screenshots';
import { startSession } from '../pages/api-login';

test('a user changes their own password: wrong current refused, rules shown, the session continues, the new one logs in', async ({
  page,
  world,
  consoleServer,
}) => {
  test.slow();
  const minio = need(world.minio.erasure, 'erasure MinIO');
  const setup = new IamSetup(minio);
  try {
    // A built-in user with a policy of its own (MinIO gives no session to a user without any).
    const user = await setup.persona('self-service');
    const next = 'my-new-password-1';
    const iam = new IamPage(page);
    await startSession(page, consoleServer.url, user);
    await iam.open(consoleServer.url, 'account');
    // The theme switch is out of reach behind a dialog: the dark look is chosen first.
    await chooseTheme(page, 'Dark');
    await page.getByTestId('change-own-password').click();
    const dialog = iam.modal('change-own-password-modal');
    const submit = dialog.getByTestId('modal-submit');
    await expect(submit).toBeDisabled();

    await dialog.getByTestId('current-password').fill('not-my-password');
    await dialog.getByTestId('new-password').fill('short');
    await expect(dialog.getByTestId('field-problem')).toHaveText(/Passwords must be at least 8 characters long/);
    await dialog.getByTestId('new-password').fill(next);
    await dialog.getByTestId('repeat-password').fill(`${next}x`);
    await expect(dialog.getByTestId('field-problem')).toHaveText(/New passwords don't match/);
    await expect(submit).toBeDisabled();
    await dialog.getByTestId('repeat-password').fill(next);
    await expect(submit).toBeEnabled();
    await submit.click();
    // MinIO refuses the change signed with a wrong current password; the dialog stays open and says so.
    await expect(dialog.getByTestId('modal-error-banner')).toContainText('The current password is not correct');
    await saveScreenshot(page, 'iam-own-password-wrong-current-dark');

    await dialog.getByTestId('current-password').fill(user.secretKey);
    await submit.click();
    await expect(dialog).toBeHidden();
    // The console says what happens to the session: it continues; the next login needs the new password.
    await iam.expectMessage(/keep working until they end: 'Log out everywhere' ends them now/);
    await saveScreenshot(page, 'iam-own-password-changed-dark');
    await chooseTheme(page, 'Light');
    await page.reload();
    await expect(page.getByTestId('side-menu')).toBeVisible();
    await expect(page).toHaveURL(`${consoleServer.url}account`);
    await expect(page.getByTestId('change-own-password')).toBeVisible();

    await page.context().clearCookies();
    const login = new LoginPage(page);
    await login.open(consoleServer.url);
    await login.login(user.accessKey, user.secretKey);
    await expect(login.error).toBeVisible();
    await iam.login(consoleServer.url, user.accessKey, next);
  } finally {
    await setup.cleanUp();
  }
});
