import type { PolicyDocument } from '../../../backend/src/platform/minio/admin/policies';
import {
  addServiceAccount,
  serviceAccountInfo,
  updateServiceAccount,
} from '../../../backend/src/platform/minio/admin/service-accounts';
import { rootConnection } from '../../support/minio-admin';
import { need } from '../../world/state';
import { expect, test } from '../fixtures';
import { IamPage } from '../pages/iam.page';
import { IamSetup } from '../pages/iam-identities';
import { saveDialogLightAndDark, saveScreenshot } from '../pages/screenshots';
import { startSession } from '../pages/api-login';

const readPolicy = (bucket: string): PolicyDocument => ({
  Version: '2012-10-17',
  Statement: [{ Effect: 'Allow', Action: ['s3:GetObject'], Resource: [`arn:aws:s3:::${bucket}/*`] }],
});

test('an access key’s policy changed by another administrator while its Edit dialog is open: a clash refused with the text kept, a status change keeps theirs', async ({
  page,
  world,
  consoleServer,
}) => {
  test.slow();
  const minio = need(world.minio.erasure, 'erasure MinIO');
  const root = rootConnection(minio);
  const setup = new IamSetup(minio);
  // Another administrator's change of the policy, straight in MinIO.
  const setByOtherAdmin = (accessKey: string, bucket: string) =>
    updateServiceAccount(root, accessKey, { newPolicy: readPolicy(bucket) });
  try {
    const user = await setup.user(['readonly']);
    const { accessKey } = await addServiceAccount(root, {
      targetUser: user.accessKey,
      name: 'deploy',
      policy: readPolicy('opened'),
    });
    const iam = new IamPage(page);
    await startSession(page, consoleServer.url, minio);
    await iam.open(consoleServer.url, `users/${user.accessKey}`);
    await iam.tab('Service Accounts').click();

    const edit = iam.modal('edit-service-account-modal');
    const editor = edit.getByTestId('policy-editor');
    await page.getByTestId(`edit-${accessKey}`).click();
    await expect(editor).toContainText('arn:aws:s3:::opened/*');

    // Both change the policy: the console refuses the second, says why, and keeps what the user typed.
    await setByOtherAdmin(accessKey, 'theirs');
    await editor.fill(JSON.stringify(readPolicy('mine'), null, 2));
    await edit.getByTestId('modal-submit').click();
    const banner = edit.getByTestId('modal-error-banner');
    await expect(banner).toContainText("The service account's policy changed since you opened it");
    await expect(banner).toContainText('Copy your policy, close the dialog and open it again');
    await expect(editor).toContainText('arn:aws:s3:::mine/*');
    await saveDialogLightAndDark(page, 'iam-service-account-policy-changed-meanwhile');
    await page.setViewportSize({ width: 800, height: 900 });
    await saveScreenshot(page, 'iam-service-account-policy-changed-meanwhile-800');
    expect((await serviceAccountInfo(root, accessKey)).policy).toContain('arn:aws:s3:::theirs/*');
    await edit.getByTestId('modal-cancel').click();
    await expect(edit).toBeHidden();

    // Opened again, the dialog shows theirs; they change it once more, and the user only disables the key.
    await page.getByTestId(`edit-${accessKey}`).click();
    await expect(editor).toContainText('arn:aws:s3:::theirs/*');
    await setByOtherAdmin(accessKey, 'theirs-again');
    await edit.getByText('Enabled', { exact: true }).click();
    await edit.getByTestId('modal-submit').click();
    await expect(edit).toBeHidden();
    await iam.expectMessage(`Service account '${accessKey}' saved`);
    const saved = await serviceAccountInfo(root, accessKey);
    expect(saved.accountStatus).toBe('off');
    expect(saved.policy).toContain('arn:aws:s3:::theirs-again/*');
  } finally {
    await setup.cleanUp();
  }
});
