import { need } from '../../world/state';
import { expect, test } from '../fixtures';
import { IamPage } from '../pages/iam.page';
import { IamSetup, unique } from '../pages/iam-identities';
import { chooseTheme, saveScreenshot } from '../pages/screenshots';
import { startSession } from '../pages/api-login';

test('root creates a group with members, edits members, sets policies, toggles and deletes it', async ({
  page,
  world,
  consoleServer,
}) => {
  test.slow();
  const minio = need(world.minio.erasure, 'erasure MinIO');
  const setup = new IamSetup(minio);
  try {
    const alice = await setup.user([], 'e2e-alice');
    const bob = await setup.user([], 'e2e-bob');
    const name = unique('e2e-ui-group');
    const iam = new IamPage(page);
    await startSession(page, consoleServer.url, minio);
    await iam.open(consoleServer.url, 'groups');
    await expect(iam.title).toHaveText('Groups');
    await page.getByTestId('create-group').click();
    const create = iam.modal('create-group-modal');
    await expect(create.getByTestId('modal-submit')).toBeDisabled();
    await create.getByTestId('group-name').fill(name);
    await iam.pick(create.getByTestId('group-members-picker'), alice.accessKey);
    await saveScreenshot(page, 'iam-group-create');
    await create.getByTestId('modal-submit').click();
    await expect(create).toBeHidden();

    // Creating opens the group.
    await expect(iam.title).toHaveText(name);
    setup.forgetGroup(name);
    await expect(page.getByTestId('group-status')).toHaveText('Status: Enabled');
    await expect(iam.row(alice.accessKey)).toBeVisible();

    await page.getByTestId('edit-members').click();
    const members = iam.modal('edit-members-modal');
    await expect(members.getByTestId('selected-group')).toHaveText(`Selected Group: ${name}`);
    await iam.pick(members.getByTestId('members-picker'), bob.accessKey);
    await members.getByTestId('members-clear').click();
    await expect(members.getByLabel(bob.accessKey, { exact: true })).not.toBeChecked();
    await iam.pick(members.getByTestId('members-picker'), bob.accessKey);
    await members.getByTestId('modal-submit').click();
    await expect(members).toBeHidden();
    await expect(iam.row(bob.accessKey)).toBeVisible();
    await saveScreenshot(page, 'iam-group-detail');

    await iam.tab('Policies').click();
    await page.getByTestId('set-policies').click();
    const policies = iam.modal('set-policies-modal');
    await iam.pick(policies.getByTestId('policies-picker'), 'readonly', 'diagnostics');
    await policies.getByTestId('modal-submit').click();
    await expect(policies).toBeHidden();
    await expect(iam.row('readonly')).toBeVisible();
    await expect(iam.row('diagnostics')).toBeVisible();
    await chooseTheme(page, 'Dark');
    await saveScreenshot(page, 'iam-group-detail-dark');
    await chooseTheme(page, 'Light');

    await page.getByTestId('toggle-group-status').click();
    await expect(page.getByTestId('group-status')).toHaveText('Status: Disabled');
    await page.getByTestId('toggle-group-status').click();
    await expect(page.getByTestId('group-status')).toHaveText('Status: Enabled');

    await iam.open(consoleServer.url, 'groups');
    await iam.search.fill(name);
    await saveScreenshot(page, 'iam-groups-list');
    await iam.rowAction('delete', name).click();
    const deletion = iam.modal('delete-group-modal');
    await expect(deletion).toContainText('It has 2 members');
    await iam.confirmDelete('delete-group-modal', name);
    // Gone from the list (which shows "no match" or, when it was the last group, the empty state).
    await expect(iam.row(name)).toBeHidden();
    await expect(page.getByTestId('no-match').or(page.getByText('There are no groups yet'))).toBeVisible();
    // The members stay users.
    await iam.open(consoleServer.url, `users/${alice.accessKey}`);
    await expect(page.getByTestId('user-status')).toHaveText('Status: Enabled');
  } finally {
    await setup.cleanUp();
  }
});
