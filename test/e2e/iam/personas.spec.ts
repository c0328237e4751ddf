import { policyInfo } from '../../../backend/src/platform/minio/admin/policies';
import { rootConnection } from '../../support/minio-admin';
import { need } from '../../world/state';
import { expect, test } from '../fixtures';
import { IamPage } from '../pages/iam.page';
import { IamSetup, unique } from '../pages/iam-identities';
import { saveLightAndDark } from '../pages/screenshots';
import { ShellPage } from '../pages/shell.page';
import { startSession } from '../pages/api-login';

test('the user manager sees users and groups but no policies, and cannot attach policies', async ({
  page,
  world,
  consoleServer,
}) => {
  test.slow();
  const minio = need(world.minio.erasure, 'erasure MinIO');
  const setup = new IamSetup(minio);
  try {
    const manager = await setup.persona('user-manager');
    const iam = new IamPage(page);
    await startSession(page, consoleServer.url, manager);
    await iam.open(consoleServer.url, 'account');
    const labels = await new ShellPage(page).menuLabels();
    expect(labels).toEqual(expect.arrayContaining(['Users', 'Groups', 'Service Accounts']));
    expect(labels).not.toContain('IAM Policies');

    await iam.open(consoleServer.url, 'users');
    await expect(page.getByTestId('create-user')).toBeEnabled();
    // Its own row: no deleting oneself.
    await expect(iam.rowAction('delete', manager.accessKey)).toBeDisabled();
    await iam.rowAction('view', manager.accessKey).click();
    await iam.tab('Policies').click();
    await expect(iam.row(manager.policy)).toBeVisible();
    await expect(page.getByTestId('assign-policies')).toBeDisabled();
  } finally {
    await setup.cleanUp();
  }
});

test('the policy reader reads policies but cannot create, change or delete one', async ({
  page,
  world,
  consoleServer,
}) => {
  test.slow();
  const minio = need(world.minio.erasure, 'erasure MinIO');
  const setup = new IamSetup(minio);
  try {
    const reader = await setup.persona('policy-reader');
    const iam = new IamPage(page);
    await startSession(page, consoleServer.url, reader);
    await iam.open(consoleServer.url, 'policies');
    await expect(page.getByTestId('create-policy')).toBeDisabled();
    await expect(iam.rowAction('delete', reader.policy)).toHaveCount(0);
    await iam.rowAction('view', reader.policy).click();
    await expect(page.getByTestId('delete-policy')).toHaveCount(0);
    await iam.tab('Users').click();
    await expect(iam.row(reader.accessKey)).toBeVisible();
    await iam.tab('JSON').click();
    await expect(page.getByTestId('policy-editor')).toBeDisabled();
    await expect(page.getByTestId('policy-json-save')).toHaveCount(0);
  } finally {
    await setup.cleanUp();
  }
});

test('the policy writer creates a policy it may not read: told it was created, and why the console cannot show it', async ({
  page,
  world,
  consoleServer,
}) => {
  test.slow();
  const minio = need(world.minio.erasure, 'erasure MinIO');
  const setup = new IamSetup(minio);
  try {
    const writer = await setup.persona('policy-writer');
    const iam = new IamPage(page);
    await startSession(page, consoleServer.url, writer);
    await iam.open(consoleServer.url, 'policies');
    await expect(page.getByTestId('list-load-failed')).toContainText(
      'Your policy does not allow listing policies (admin:ListUserPolicies)',
    );
    await saveLightAndDark(page, 'policies-list-refused');

    const name = unique('e2e-written');
    setup.forgetPolicy(name);
    await page.getByTestId('create-policy').click();
    await page.getByTestId('policy-name').fill(name);
    await page.getByTestId('modal-submit').click();
    await expect(page.getByTestId('snackbar')).toContainText(`Policy '${name}' created.`);
    await expect(page.getByTestId('load-failed')).toContainText('You cannot view this policy');
    await expect(page.getByTestId('load-failed')).toContainText('(admin:GetPolicy)');
    await saveLightAndDark(page, 'policy-created-unreadable');
    // MinIO has it, with the document typed.
    expect(await policyInfo(rootConnection(minio), name)).toMatchObject({ PolicyName: name });
  } finally {
    await setup.cleanUp();
  }
});

test('a user trying to give itself consoleAdmin gets MinIO’s refusal, and nothing changes', async ({
  page,
  world,
  consoleServer,
}) => {
  test.slow();
  const minio = need(world.minio.erasure, 'erasure MinIO');
  const setup = new IamSetup(minio);
  try {
    // May manage users, and the console cannot tell that attaching is denied: the Deny carries a condition (the
    // console never hides an action for a conditional Deny, since only MinIO can evaluate it). MinIO decides.
    const policy = await setup.policy(
      JSON.stringify({
        Version: '2012-10-17',
        Statement: [
          { Effect: 'Allow', Action: ['admin:*'] },
          {
            Effect: 'Deny',
            Action: ['admin:AttachUserOrGroupPolicy'],
            Condition: { IpAddress: { 'aws:SourceIp': ['0.0.0.0/0', '::/0'] } },
          },
        ],
      }),
      'e2e-no-attach',
    );
    const climber = await setup.user([policy], 'e2e-climber');
    const iam = new IamPage(page);
    await startSession(page, consoleServer.url, climber);
    await iam.open(consoleServer.url, `users/${climber.accessKey}`);
    await iam.tab('Policies').click();
    await page.getByTestId('assign-policies').click();
    const dialog = iam.modal('set-policies-modal');
    await iam.pick(dialog.getByTestId('policies-picker'), 'consoleAdmin');
    await dialog.getByTestId('modal-submit').click();
    await expect(dialog.getByTestId('modal-error-banner')).toContainText(/denied/i);
    await dialog.getByTestId('modal-cancel').click();
    await expect(iam.row(policy)).toBeVisible();
    await expect(iam.row('consoleAdmin')).toHaveCount(0);
  } finally {
    await setup.cleanUp();
  }
});
