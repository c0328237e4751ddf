import { readFileSync } from 'node:fs';
import { need } from '../../world/state';
import { expect, test } from '../fixtures';
import { IamPage } from '../pages/iam.page';
import { IamSetup, unique } from '../pages/iam-identities';
import { expectInWindowAndClickable, NARROW_WINDOW, USUAL_WINDOW } from '../pages/narrow-window';
import { saveLightAndDark, saveScreenshot } from '../pages/screenshots';
import { startSession } from '../pages/api-login';

const readOnly = JSON.stringify({
  Version: '2012-10-17',
  Statement: [{ Effect: 'Allow', Action: ['s3:GetObject'], Resource: ['arn:aws:s3:::*'] }],
});

test('a user creates a restricted service account, sees the keys once, downloads them and deletes it', async ({
  page,
  world,
  consoleServer,
}) => {
  test.slow();
  const minio = need(world.minio.erasure, 'erasure MinIO');
  const setup = new IamSetup(minio);
  try {
    const user = await setup.user(['readwrite']);
    const iam = new IamPage(page);
    await startSession(page, consoleServer.url, user);
    await iam.open(consoleServer.url, 'account');
    await expect(iam.title).toHaveText('Service Accounts');
    await expect(page.getByTestId('empty-state')).toBeVisible();
    await expect(page.getByTestId('help-panel')).toBeVisible();
    // An IAM user that logged in with its own keys may change its password here.
    await expect(page.getByTestId('change-own-password')).toBeVisible();
    // In a narrow window the toolbar's buttons wrap onto another line rather than push Create out of the window.
    await page.setViewportSize(NARROW_WINDOW);
    for (const id of ['change-own-password', 'log-out-everywhere', 'create-service-account']) {
      await expectInWindowAndClickable(page.getByTestId(id), `${id} at 800 px`);
    }
    await saveLightAndDark(page, 'iam-account-800');
    await page.setViewportSize(USUAL_WINDOW);

    await page.getByTestId('create-service-account').click();
    const dialog = iam.modal('create-service-account-modal');
    await dialog.getByText('Restrict with policy').click();
    await expect(dialog.getByTestId('modal-submit')).toBeDisabled();
    await dialog.getByTestId('policy-editor').fill('{"Version": "2012-10-17", "Statement": [');
    await expect(dialog.getByTestId('policy-editor-error')).toContainText('This is not valid JSON');
    await dialog.getByTestId('policy-editor').fill(readOnly);
    await dialog.getByText('Customize Credentials').click();
    const accessKey = unique('e2esa').replace('-', '');
    await dialog.getByTestId('sa-access-key').fill(accessKey);
    await dialog.getByTestId('sa-secret-key').fill('sa-secret-123456');
    await dialog.getByTestId('sa-name').fill('reportReader');
    await dialog.getByTestId('sa-description').fill('Reads the monthly reports');
    await saveScreenshot(page, 'iam-service-account-create');
    await dialog.getByTestId('modal-submit').click();

    const credentials = iam.modal('credentials-modal');
    await expect(credentials.locator('#credentials-access-key input')).toHaveValue(accessKey);
    await expect(credentials.locator('#credentials-secret-key input')).toHaveValue('sa-secret-123456');
    await saveScreenshot(page, 'iam-service-account-credentials');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      credentials.getByTestId('credentials-download').click(),
    ]);
    expect(download.suggestedFilename()).toBe('credentials.json');
    const saved = JSON.parse(readFileSync(await download.path(), 'utf8')) as Record<string, string>;
    expect(saved).toMatchObject({ accessKey, secretKey: 'sa-secret-123456', api: 's3v4' });
    await credentials.getByTestId('credentials-done').click();
    await expect(credentials).toBeHidden();

    await expect(iam.row(accessKey)).toBeVisible();
    await saveScreenshot(page, 'iam-service-accounts-list');
    await iam.rowAction('delete', accessKey).click();
    await iam.confirmDelete('delete-service-account-modal', accessKey);
    await expect(page.getByTestId('empty-state')).toBeVisible();
  } finally {
    await setup.cleanUp();
  }
});

test('a user without any policy cannot get a service account from its Service Accounts tab', async ({
  page,
  world,
  consoleServer,
}) => {
  test.slow();
  const minio = need(world.minio.erasure, 'erasure MinIO');
  const setup = new IamSetup(minio);
  try {
    const bare = await setup.user();
    const iam = new IamPage(page);
    await startSession(page, consoleServer.url, minio);
    await iam.open(consoleServer.url, `users/${bare.accessKey}`);
    await iam.tab('Service Accounts').click();
    await expect(page.getByTestId('create-service-account')).toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByTestId('empty-state')).toContainText('This user has no policy');
  } finally {
    await setup.cleanUp();
  }
});
