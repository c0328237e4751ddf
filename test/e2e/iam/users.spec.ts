import { need } from '../../world/state';
import { expect, test } from '../fixtures';
import { IamPage } from '../pages/iam.page';
import { LoginPage } from '../pages/login.page';
import { IamSetup, unique } from '../pages/iam-identities';
import { chooseTheme, saveScreenshot } from '../pages/screenshots';
import { startSession } from '../pages/api-login';

const listBuckets = JSON.stringify({
  Version: '2012-10-17',
  Statement: [{ Effect: 'Allow', Action: ['s3:ListAllMyBuckets'], Resource: ['arn:aws:s3:::*'] }],
});

test('root creates a user with a group and a policy, sees its tabs, disables, enables and deletes it', async ({
  page,
  world,
  consoleServer,
}) => {
  test.slow();
  const minio = need(world.minio.erasure, 'erasure MinIO');
  const setup = new IamSetup(minio);
  try {
    const policy = await setup.policy(listBuckets);
    const group = await setup.group();
    const accessKey = unique('e2e-ui-user');
    setup.forgetUser(accessKey);
    const iam = new IamPage(page);
    await startSession(page, consoleServer.url, minio);
    await iam.open(consoleServer.url, 'users');
    await expect(iam.title).toHaveText('Users');
    await expect(page.getByTestId('add-to-group')).toBeDisabled();

    await page.getByTestId('create-user').click();
    const dialog = iam.modal('create-user-modal');
    await dialog.getByTestId('user-access-key').fill(accessKey);
    await dialog.getByTestId('user-secret-key').fill('short');
    await expect(dialog.getByTestId('field-problem')).toHaveText(/Passwords must be at least 8 characters long/);
    await expect(dialog.getByTestId('modal-submit')).toBeDisabled();
    await dialog.getByTestId('user-secret-key').fill('password123');
    await dialog.getByTestId('modal-submit').click();
    await expect(dialog.getByText('This password is one of the most common passwords: choose another')).toBeVisible();
    await saveScreenshot(page, 'iam-user-common-password');
    await dialog.getByTestId('user-secret-key').fill('a-long-enough-secret');
    await iam.pick(dialog.getByTestId('user-groups-picker'), group);
    await iam.pick(dialog.getByTestId('user-policies-picker'), policy);
    await saveScreenshot(page, 'iam-user-create');
    await dialog.getByTestId('modal-submit').click();
    await expect(dialog).toBeHidden();
    await iam.expectMessage(`User '${accessKey}' created`);

    await iam.search.fill(accessKey);
    await expect(iam.row(accessKey)).toBeVisible();
    await saveScreenshot(page, 'iam-users-list');
    await iam.search.fill('');
    // The logged-in user cannot be deleted from the list.
    await expect(iam.rowAction('delete', minio.accessKey)).toHaveCount(0);

    await iam.rowAction('view', accessKey).click();
    await expect(iam.title).toHaveText(accessKey);
    await expect(page.getByTestId('user-status')).toHaveText('Status: Enabled');
    await expect(iam.row(group)).toBeVisible();
    await iam.tab('Policies').click();
    await expect(iam.row(policy)).toBeVisible();
    await iam.tab('Service Accounts').click();
    await expect(page.getByTestId('create-service-account')).toBeEnabled();
    await saveScreenshot(page, 'iam-user-detail');
    await chooseTheme(page, 'Dark');
    await saveScreenshot(page, 'iam-user-detail-dark');
    await chooseTheme(page, 'Light');

    await page.getByTestId('toggle-user-status').click();
    await expect(page.getByTestId('user-status')).toHaveText('Status: Disabled');
    await page.getByTestId('toggle-user-status').click();
    await expect(page.getByTestId('user-status')).toHaveText('Status: Enabled');
    // Groups stay as they were through the toggles.
    await iam.tab('Groups').click();
    await expect(iam.row(group)).toBeVisible();

    await page.getByTestId('delete-user').click();
    await iam.confirmDelete('delete-user-modal', accessKey);
    await expect(page).toHaveURL(`${consoleServer.url}users`);
    // Gone from the list (which shows "no match" or, when it was the last user, the empty state).
    await iam.search.fill(accessKey);
    await expect(iam.row(accessKey)).toBeHidden();
    await expect(page.getByTestId('no-match').or(page.getByText('There are no users yet'))).toBeVisible();
  } finally {
    await setup.cleanUp();
  }
});

test('several users join a group at once, and another user gets a new password', async ({
  page,
  world,
  consoleServer,
}) => {
  test.slow();
  const minio = need(world.minio.erasure, 'erasure MinIO');
  const setup = new IamSetup(minio);
  try {
    // A policy of its own, so that it may log in (MinIO gives no session to a user without any).
    const first = await setup.user(['readwrite']);
    const second = await setup.user();
    const group = await setup.group();
    const iam = new IamPage(page);
    await startSession(page, consoleServer.url, minio);
    await iam.open(consoleServer.url, 'users');
    for (const user of [first, second]) await iam.row(user.accessKey).getByRole('checkbox').check();
    await page.getByTestId('add-to-group').click();
    const dialog = iam.modal('add-to-groups-modal');
    await dialog.getByTestId('modal-submit').click();
    await expect(dialog.getByTestId('field-problem')).toHaveText(/You need to select at least one group to assign/);
    await iam.pick(dialog.getByTestId('bulk-groups-picker'), group);
    await dialog.getByTestId('modal-submit').click();
    await expect(dialog).toBeHidden();
    await iam.expectMessage('2 users added to 1 group');

    await iam.open(consoleServer.url, `groups/${group}`);
    await expect(iam.row(first.accessKey)).toBeVisible();
    await expect(iam.row(second.accessKey)).toBeVisible();

    await iam.open(consoleServer.url, `users/${first.accessKey}`);
    await page.getByTestId('change-user-password').click();
    const change = iam.modal('change-user-password-modal');
    await change.getByTestId('new-password').fill('new-secret-1');
    await change.getByTestId('repeat-password').fill('new-secret-2');
    await expect(change.getByTestId('field-problem')).toHaveText(/New passwords don't match/);
    await expect(change.getByTestId('modal-submit')).toBeDisabled();
    await change.getByTestId('repeat-password').fill('new-secret-1');
    await change.getByTestId('modal-submit').click();
    await expect(change).toBeHidden();

    // The new password works: the user logs in with it.
    await page.context().clearCookies();
    await iam.login(consoleServer.url, first.accessKey, 'new-secret-1');
  } finally {
    await setup.cleanUp();
  }
});

test('root edits a user from the list: access key locked, a new secret key of 8 or more, the enabled switch, groups', async ({
  page,
  world,
  consoleServer,
}) => {
  test.slow();
  const minio = need(world.minio.erasure, 'erasure MinIO');
  const setup = new IamSetup(minio);
  try {
    const user = await setup.user(['readwrite']);
    const group = await setup.group();
    const iam = new IamPage(page);
    await startSession(page, consoleServer.url, minio);
    await iam.open(consoleServer.url, 'users');
    await iam.search.fill(user.accessKey);
    await expect(page.getByTestId(`status-${user.accessKey}`)).toHaveText('Enabled');

    await page.getByTestId(`edit-${user.accessKey}`).click();
    const dialog = iam.modal('edit-user-modal');
    await expect(dialog.getByTestId('user-access-key')).toHaveValue(user.accessKey);
    await expect(dialog.getByTestId('user-access-key')).not.toBeEditable();
    await expect(dialog.getByTestId('user-enabled')).toBeChecked();
    await expect(dialog.getByLabel('readwrite', { exact: true })).toBeChecked();
    // Editing demands a secret key of at least 8 characters too (spec 02 §5).
    await expect(dialog.getByTestId('modal-submit')).toBeDisabled();
    await dialog.getByTestId('user-secret-key').fill('short');
    await expect(dialog.getByTestId('field-problem')).toHaveText(/Passwords must be at least 8 characters long/);
    await expect(dialog.getByTestId('modal-submit')).toBeDisabled();
    await dialog.getByTestId('user-secret-key').fill('edited-secret-1');
    // Flipped the way a person does: by its label.
    await dialog.locator('label.pf-v6-c-switch[for="user-enabled"]').click();
    await expect(dialog.getByTestId('user-enabled')).not.toBeChecked();
    await iam.pick(dialog.getByTestId('user-groups-picker'), group);
    await saveScreenshot(page, 'iam-user-edit');
    await dialog.getByTestId('modal-submit').click();
    await expect(dialog).toBeHidden();
    await iam.expectMessage(`User '${user.accessKey}' saved`);
    await expect(page.getByTestId(`status-${user.accessKey}`)).toHaveText('Disabled');
    await saveScreenshot(page, 'iam-users-list-status');

    await iam.rowAction('view', user.accessKey).click();
    await expect(page.getByTestId('user-status')).toHaveText('Status: Disabled');
    await expect(iam.row(group)).toBeVisible();
    // The detail page opens the same dialog; enabling there lets the new key (not the old one) log in.
    await page.getByTestId('edit-user').click();
    await dialog.getByTestId('user-secret-key').fill('edited-secret-2');
    await dialog.locator('label.pf-v6-c-switch[for="user-enabled"]').click();
    await expect(dialog.getByTestId('user-enabled')).toBeChecked();
    await dialog.getByTestId('modal-submit').click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('user-status')).toHaveText('Status: Enabled');

    await page.context().clearCookies();
    const login = new LoginPage(page);
    await login.open(consoleServer.url);
    await login.login(user.accessKey, user.secretKey);
    await expect(login.error).toBeVisible();
    await iam.login(consoleServer.url, user.accessKey, 'edited-secret-2');
  } finally {
    await setup.cleanUp();
  }
});
