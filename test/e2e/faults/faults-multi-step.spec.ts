import { groupInfo, listGroups } from '../../../backend/src/platform/minio/admin/groups';
import { removePolicy } from '../../../backend/src/platform/minio/admin/policies';
import { userInfo } from '../../../backend/src/platform/minio/admin/user-info';
import { removeUser } from '../../../backend/src/platform/minio/admin/users';
import { asRoot, bucketExists, removeBucketFully } from '../../support/minio-root';
import { rootConnection } from '../../support/minio-admin';
import type { MinioServer } from '../../world/state';
import { BucketsPage } from '../pages/buckets.page';
import { IamPage } from '../pages/iam.page';
import { IamSetup, unique } from '../pages/iam-identities';
import { saveDialogLightAndDark } from '../pages/screenshots';
import { expect, fillCreateUser, test, uniqueBucket } from './faults-kit';
import { startSession } from '../pages/api-login';

/**
 * Fault 9 of security-and-reliability.md in Chromium: a multi-step save fails half-way against the real MinIO. Each
 * test asserts the report the person sees (what was applied, what failed or is not confirmed, what was not
 * attempted) and then reads MinIO back through its admin API: what exists is exactly what the report says.
 */
test.describe.configure({ timeout: 180_000 });

const readUser = (minio: MinioServer, accessKey: string) =>
  userInfo(rootConnection(minio), accessKey).catch(() => undefined);

test('Create User whose policy was deleted meanwhile: the report names the applied steps and MinIO has exactly those', async ({
  page,
  consoleServer,
  minio,
}) => {
  const setup = new IamSetup(minio);
  try {
    const group = await setup.group();
    const policy = await setup.policy(
      JSON.stringify({
        Version: '2012-10-17',
        Statement: [{ Effect: 'Allow', Action: ['s3:ListAllMyBuckets'], Resource: ['arn:aws:s3:::*'] }],
      }),
    );
    const accessKey = unique('e2e-half-user');
    setup.forgetUser(accessKey);
    const { dialog } = await fillCreateUser(page, consoleServer.url, minio, { accessKey, group, policy });
    // Another administrator deletes the policy while the form is open: the third step will fail.
    await removePolicy(rootConnection(minio), policy);
    await dialog.getByTestId('modal-submit').click();

    const report = dialog.getByTestId('step-report');
    await expect(report).toBeVisible();
    await expect(report).toContainText(
      `Only partly saved: could not set the policies of user '${accessKey}' to '${policy}'`,
    );
    const lines = report.getByRole('listitem');
    await expect(lines).toHaveCount(2);
    await expect(lines.nth(0)).toHaveText(
      `Applied: create user '${accessKey}'; add '${accessKey}' to group '${group}'.`,
    );
    await expect(lines.nth(1)).toContainText(`Failed: set the policies of user '${accessKey}' to '${policy}': `);
    // No blind retry of a half-applied save; the dialog keeps what was typed.
    await expect(dialog.getByTestId('modal-submit')).toBeDisabled();
    await expect(dialog.getByTestId('user-access-key')).toHaveValue(accessKey);
    await saveDialogLightAndDark(page, 'faults-multi-step-user');

    // MinIO has what the report says was applied, and nothing of what failed.
    const stored = await readUser(minio, accessKey);
    expect(stored?.status).toBe('enabled');
    expect(stored?.memberOf ?? []).toEqual([group]);
    expect(stored?.policyName ?? '').toBe('');
  } finally {
    await setup.cleanUp();
  }
});

test('Create User with MinIO cut off after the first step: the report says so, and MinIO has only the user', async ({
  page,
  proxiedConsole,
  storageProxy,
  minio,
}) => {
  const setup = new IamSetup(minio);
  try {
    const group = await setup.group();
    const accessKey = unique('e2e-cut-user');
    setup.forgetUser(accessKey);
    const { dialog } = await fillCreateUser(page, proxiedConsole.url, minio, { accessKey, group, policy: 'readonly' });

    // Every request from the console to MinIO now waits 3 s in the proxy before it is passed on, so the request of
    // the second step (join the group) is surely still inside the proxy when the test cuts the connection, just
    // after MinIO (asked directly) shows the user of the first step.
    await storageProxy.addToxic({ type: 'latency', stream: 'upstream', attributes: { latency: 3000 } });
    await dialog.getByTestId('modal-submit').click();
    await expect
      .poll(async () => (await readUser(minio, accessKey))?.status, { timeout: 30_000, intervals: [100] })
      .toBe('enabled');
    // The first step's answer travels back undelayed; a moment for it, well inside the second step's 3 s.
    await page.waitForTimeout(500);
    await storageProxy.setEnabled(false);

    const report = dialog.getByTestId('step-report');
    await expect(report).toBeVisible({ timeout: 60_000 });
    await expect(report).toContainText(
      `Only partly saved: lost the connection during add '${accessKey}' to group '${group}'`,
    );
    const lines = report.getByRole('listitem');
    await expect(lines).toHaveCount(3);
    await expect(lines.nth(0)).toHaveText(`Applied: create user '${accessKey}'.`);
    await expect(lines.nth(1)).toContainText(`Not confirmed: add '${accessKey}' to group '${group}': Cannot reach`);
    await expect(lines.nth(1)).toContainText('the storage server may or may not have applied it.');
    await expect(lines.nth(2)).toHaveText(`Not attempted: set the policies of user '${accessKey}' to 'readonly'.`);
    await expect(dialog.getByTestId('modal-submit')).toBeDisabled();
    await saveDialogLightAndDark(page, 'faults-multi-step-user-cut');

    // The cut fell before the second step reached MinIO: the user exists, in no group, with no policy.
    const stored = await readUser(minio, accessKey);
    expect(stored?.status).toBe('enabled');
    expect(stored?.memberOf ?? []).toEqual([]);
    expect(stored?.policyName ?? '').toBe('');
    expect((await groupInfo(rootConnection(minio), group)).members ?? []).toEqual([]);
  } finally {
    await storageProxy.setEnabled(true).catch(() => undefined);
    await setup.cleanUp();
  }
});

test('Create Group with a member deleted meanwhile: all or nothing, the group is not created', async ({
  page,
  consoleServer,
  minio,
}) => {
  const setup = new IamSetup(minio);
  try {
    const kept = await setup.user();
    const gone = await setup.user();
    const group = unique('e2e-half-group');
    setup.forgetGroup(group);
    const iam = new IamPage(page);
    await startSession(page, consoleServer.url, minio);
    await iam.open(consoleServer.url, 'groups');
    await page.getByTestId('create-group').click();
    const dialog = iam.modal('create-group-modal');
    await dialog.getByTestId('group-name').fill(group);
    await iam.pick(dialog.getByTestId('group-members-picker'), kept.accessKey, gone.accessKey);
    await removeUser(rootConnection(minio), gone.accessKey);
    await dialog.getByTestId('modal-submit').click();

    await expect(dialog.getByTestId('modal-error-banner')).toContainText('The specified user does not exist');
    await expect(dialog).toBeVisible();
    // MinIO creates a group with its members in one call, or nothing.
    expect(await listGroups(rootConnection(minio))).not.toContain(group);
    expect((await readUser(minio, kept.accessKey))?.memberOf ?? []).toEqual([]);
  } finally {
    await setup.cleanUp();
  }
});

/** A user who may create and list buckets but not turn versioning on; `mayDelete` adds s3:DeleteBucket. */
async function bucketMaker(setup: IamSetup, mayDelete: boolean) {
  const actions = ['s3:CreateBucket', 's3:ListAllMyBuckets', 's3:ListBucket', 's3:GetBucketLocation'];
  const policy = await setup.policy(
    JSON.stringify({
      Version: '2012-10-17',
      Statement: [
        {
          Effect: 'Allow',
          Action: mayDelete ? [...actions, 's3:DeleteBucket'] : actions,
          Resource: ['arn:aws:s3:::*'],
        },
      ],
    }),
  );
  return setup.user([policy], 'e2e-bucket-maker');
}

for (const mayDelete of [true, false]) {
  test(`Create Bucket with versioning refused ${mayDelete ? '(the bucket is removed again)' : '(the bucket cannot be removed)'}: the report matches MinIO`, async ({
    page,
    consoleServer,
    minio,
  }) => {
    const setup = new IamSetup(minio);
    const bucket = uniqueBucket(mayDelete ? 'undone' : 'left');
    try {
      const maker = await bucketMaker(setup, mayDelete);
      await startSession(page, consoleServer.url, maker);
      const buckets = new BucketsPage(page);
      await buckets.open(consoleServer.url);
      await buckets.startCreate(bucket);
      await buckets.toggle('versioning');
      await expect(buckets.saveButton).toBeEnabled();
      await buckets.saveButton.click();

      const report = buckets.createModal.getByTestId('step-report');
      if (mayDelete) {
        await expect(report).toContainText(`Bucket ${bucket} was not created: turning versioning on failed`);
        await expect(report).toContainText('The bucket was removed again.');
        await saveDialogLightAndDark(page, 'faults-multi-step-bucket-undone');
        expect(await bucketExists(minio, bucket)).toBe(false);
      } else {
        await expect(report).toContainText(
          `Bucket ${bucket} was created, but turning versioning on failed and it could not be removed again`,
        );
        await expect(report).toContainText('Delete it by hand.');
        await saveDialogLightAndDark(page, 'faults-multi-step-bucket-left');
        expect(await bucketExists(minio, bucket)).toBe(true);
        const versioning = await minioVersioning(minio, bucket);
        expect(versioning).not.toBe('Enabled');
        // The list behind the dialog shows the bucket that was left.
        await page.keyboard.press('Escape');
        await expect(buckets.createModal).toBeHidden();
        await expect(await buckets.filteredCard(bucket)).toBeVisible();
      }
    } finally {
      await removeBucketFully(minio, bucket).catch(() => undefined);
      await setup.cleanUp();
    }
  });
}

async function minioVersioning(minio: MinioServer, bucket: string): Promise<string | undefined> {
  const answer = (await asRoot(minio, (s3) => s3.getBucketVersioning(bucket))) as { Status?: string } | undefined;
  return answer?.Status;
}
