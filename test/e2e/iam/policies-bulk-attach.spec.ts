import { groupInfo } from '../../../backend/src/platform/minio/admin/groups';
import { userInfo } from '../../../backend/src/platform/minio/admin/user-info';
import { setUserStatus } from '../../../backend/src/platform/minio/admin/users';
import { rootConnection } from '../../support/minio-admin';
import { need } from '../../world/state';
import type { Locator } from '@playwright/test';
import { expect, test } from '../fixtures';
import { IamPage } from '../pages/iam.page';
import { IamSetup } from '../pages/iam-identities';
import { chooseTheme, saveScreenshot } from '../pages/screenshots';
import { startSession } from '../pages/api-login';

/** Ticks one name of a dialog's checklist, found through its search box (the shared world has many names). */
async function tick(list: Locator, name: string): Promise<void> {
  await list.getByRole('textbox').fill(name);
  await list.getByRole('checkbox', { name }).check();
}

test('root attaches a policy to several users and a group at once; a refused user is named', async ({
  page,
  world,
  consoleServer,
}) => {
  test.slow();
  const minio = need(world.minio.erasure, 'erasure MinIO');
  const root = rootConnection(minio);
  const setup = new IamSetup(minio);
  try {
    const [first, second, disabled] = [await setup.user(), await setup.user(['readonly']), await setup.user()];
    await setUserStatus(root, disabled.accessKey, 'disabled');
    const group = await setup.group([first.accessKey]);

    const iam = new IamPage(page);
    await startSession(page, consoleServer.url, minio);
    await iam.open(consoleServer.url, 'policies');
    await page.getByTestId('bulk-attach-policies-open').click();
    const dialog = iam.modal('bulk-attach-modal');
    await expect(dialog.getByTestId('modal-submit')).toBeDisabled();
    await tick(dialog.getByTestId('bulk-attach-policies'), 'readonly');
    await expect(dialog.getByTestId('bulk-attach-need-principal')).toHaveText('Choose at least one user or group.');
    await expect(dialog.getByTestId('modal-submit')).toBeDisabled();
    for (const user of [first, second, disabled]) await tick(dialog.getByTestId('bulk-attach-users'), user.accessKey);
    await tick(dialog.getByTestId('bulk-attach-groups'), group);
    await saveScreenshot(page, 'iam-policies-bulk-attach');
    await dialog.getByTestId('modal-submit').click();

    const report = dialog.getByTestId('bulk-attach-report');
    await expect(report).toContainText('Not every user and group got the policies');
    await expect(report.locator('li')).toHaveText([
      `User ${first.accessKey}: attached`,
      `User ${second.accessKey}: already had them`,
      new RegExp(`User ${disabled.accessKey}: failed: .*is disabled`),
      `Group ${group}: attached`,
    ]);
    await saveScreenshot(page, 'iam-policies-bulk-attach-report');
    await dialog.getByTestId('modal-cancel').click();
    await chooseTheme(page, 'Dark');
    await page.getByTestId('bulk-attach-policies-open').click();
    await tick(dialog.getByTestId('bulk-attach-policies'), 'readonly');
    await saveScreenshot(page, 'iam-policies-bulk-attach-dark');

    expect((await userInfo(root, first.accessKey)).policyName).toBe('readonly');
    expect((await groupInfo(root, group)).policy).toBe('readonly');
    expect((await userInfo(root, disabled.accessKey)).policyName ?? '').toBe('');
  } finally {
    await setup.cleanUp();
  }
});
