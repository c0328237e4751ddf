import {
  addServiceAccount,
  listServiceAccounts,
  serviceAccountInfo,
} from '../../../backend/src/platform/minio/admin/service-accounts';
import { rootConnection } from '../../support/minio-admin';
import { need } from '../../world/state';
import { expect, test } from '../fixtures';
import { IamPage } from '../pages/iam.page';
import { IamSetup } from '../pages/iam-identities';
import { localDateTimeAfter } from '../pages/local-time';
import { saveDialogLightAndDark } from '../pages/screenshots';
import { startSession } from '../pages/api-login';

/** `YYYY-MM-DDTHH:mm` in the browser's zone (the test runs in the same one), `days` from now. */
const localInDays = (days: number) => localDateTimeAfter(days * 86_400_000);

test('an admin sees a user’s effective policy when creating a key for them, edits a key, and deletes several', async ({
  page,
  world,
  consoleServer,
}) => {
  test.slow();
  const minio = need(world.minio.erasure, 'erasure MinIO');
  const root = rootConnection(minio);
  const setup = new IamSetup(minio);
  try {
    const user = await setup.user(['readonly', 'diagnostics']);
    const iam = new IamPage(page);
    await startSession(page, consoleServer.url, minio);
    await iam.open(consoleServer.url, `users/${user.accessKey}`);
    await iam.tab('Service Accounts').click();

    // Create: the user's rights are named, and the merged document is one click away.
    await page.getByTestId('create-service-account').click();
    const create = iam.modal('create-service-account-modal');
    const effective = create.getByTestId('sa-effective-policy');
    await expect(effective).toContainText('come from: readonly, diagnostics');
    await effective.getByRole('button', { name: 'Show the effective policy' }).click();
    await expect(create.getByTestId('sa-effective-policy-document')).toContainText('s3:GetObject');
    await expect(create.getByTestId('sa-effective-policy-document')).toContainText('admin:');
    await saveDialogLightAndDark(page, 'iam-service-account-effective-policy');
    await create.getByTestId('sa-name').fill('fromTheForm');
    await create.getByTestId('modal-submit').click();
    await page.getByTestId('credentials-done').click();

    // Two more made straight in MinIO.
    const second = await addServiceAccount(root, { targetUser: user.accessKey, name: 'second' });
    const third = await addServiceAccount(root, { targetUser: user.accessKey, name: 'third' });
    await page.reload();
    await iam.tab('Service Accounts').click();
    await expect(iam.row(second.accessKey)).toBeVisible();

    // Edit: a name MinIO would refuse and an expiry in the past are refused as typed.
    await page.getByTestId(`edit-${second.accessKey}`).click();
    const edit = iam.modal('edit-service-account-modal');
    await expect(edit.getByTestId('sa-name')).toHaveValue('second');
    await edit.getByTestId('sa-name').fill('9-starts-with-a-digit');
    await edit.getByTestId('sa-expiry').fill(localInDays(-1));
    await expect(edit.getByTestId('field-problem')).toContainText([
      'Up to 32 characters, starting with a letter: letters, digits, _ or - only.',
      'The expiry must be in the future',
    ]);
    await expect(edit.getByTestId('modal-submit')).toBeDisabled();
    await saveDialogLightAndDark(page, 'iam-service-account-edit-refused');
    await edit.getByTestId('sa-name').fill('renamed');
    await edit.getByTestId('sa-description').fill('Changed in the console');
    await edit.getByTestId('sa-expiry').fill(localInDays(30));
    await edit.getByText('Enabled', { exact: true }).click();
    await edit.getByTestId('modal-submit').click();
    await expect(edit).toBeHidden();
    await iam.expectMessage(`Service account '${second.accessKey}' saved`);
    const row = iam.row(second.accessKey);
    await expect(row).toContainText('renamed');
    await expect(row).toContainText('Changed in the console');
    await expect(row).toContainText('Disabled');
    const saved = await serviceAccountInfo(root, second.accessKey);
    expect(saved).toMatchObject({ name: 'renamed', description: 'Changed in the console', accountStatus: 'off' });
    expect(Date.parse(saved.expiration ?? '') - Date.now()).toBeGreaterThan(29 * 86_400_000);

    // Bulk delete: the confirmation counts and names what goes.
    await row.getByRole('checkbox').check();
    await iam.row(third.accessKey).getByRole('checkbox').check();
    await page.getByTestId('delete-selected-service-accounts').click();
    const confirm = iam.modal('delete-service-accounts-modal');
    await expect(confirm.getByTestId('confirm-text')).toContainText('delete these 2 service accounts?');
    await expect(confirm.getByTestId('delete-service-accounts-list')).toContainText(second.accessKey);
    await expect(confirm.getByTestId('delete-service-accounts-list')).toContainText(third.accessKey);
    await saveDialogLightAndDark(page, 'iam-service-accounts-delete-selected');
    await confirm.getByTestId('modal-submit').click();
    await expect(confirm).toBeHidden();
    await iam.expectMessage('2 service accounts deleted');
    await expect(iam.row(second.accessKey)).toBeHidden();
    await expect(iam.row(third.accessKey)).toBeHidden();
    const left = (await listServiceAccounts(root, { user: user.accessKey })).map((account) => account.name);
    expect(left).toEqual(['fromTheForm']);
  } finally {
    await setup.cleanUp();
  }
});
