import type { Schema } from '@contract/shared/contract-types';
import { serviceAccountInfo, updateServiceAccount } from '@platform/minio/admin/service-accounts';
import { dataOf } from '@test/support/api-client';
import { consoleFixture } from '@test/support/fixtures';
import { rootConnection } from '@test/support/minio-admin';
import { bucketReadPolicy } from './iam-fixture';

/**
 * Two administrators editing one service account (access key): the Edit dialog sends the policy and fields it
 * opened with as `previous`, and only its own change is applied to what MinIO has at save time. Before, the dialog's
 * policy (always sent) replaced one another administrator had set meanwhile, even when the user changed only the
 * status.
 */
const world = consoleFixture();

type Update = Schema<'UpdateServiceAccountRequest'>;

async function created(body: Schema<'CreateServiceAccountRequest'>): Promise<string> {
  const { accessKey } = dataOf(await world.root.POST('/api/v1/service-accounts', { body }));
  world.cleanup.serviceAccount(accessKey);
  return accessKey;
}
const details = async (accessKey: string) =>
  dataOf(await world.root.GET('/api/v1/service-accounts/{accessKey}', { params: { path: { accessKey } } }));
const save = (accessKey: string, body: Update) =>
  world.root.PUT('/api/v1/service-accounts/{accessKey}', { params: { path: { accessKey } }, body });
/** Another administrator's change, straight in MinIO. */
const changeInMinio = (accessKey: string, change: Parameters<typeof updateServiceAccount>[2]) =>
  updateServiceAccount(rootConnection(world.minio), accessKey, change);
const resourcesOf = (policy: string) =>
  (JSON.parse(policy) as { Statement: Array<{ Resource: string[] }> }).Statement.flatMap((one) => one.Resource);

/** What the dialog sends back as `previous`: the service account as it opened. */
const previousOf = (opened: Schema<'ServiceAccountInfo'>): NonNullable<Update['previous']> => ({
  policy: opened.impliedPolicy ? '' : opened.policy,
  name: opened.name ?? '',
  description: opened.description ?? '',
  expiration: opened.expiration,
  status: opened.status,
});

describe('saving the Edit service account dialog after another administrator changed the service account', () => {
  it('keeps the policy they set when the user changed only the status', async () => {
    const accessKey = await created({ name: 'deploy', policy: bucketReadPolicy('opened') });
    const opened = await details(accessKey);
    await changeInMinio(accessKey, { newPolicy: JSON.parse(bucketReadPolicy('theirs')) });

    // The dialog sends its policy (as it opened, indented by the editor) and the status the user switched off.
    const body = { policy: JSON.stringify(JSON.parse(opened.policy), null, 2), status: 'disabled' as const };
    expect((await save(accessKey, { ...body, previous: previousOf(opened) })).status).toBe(204);
    const now = await details(accessKey);
    expect(now.status).toBe('disabled');
    expect(resourcesOf(now.policy)).toEqual(['arn:aws:s3:::theirs/*']);
  });

  it('refuses a policy both changed, and MinIO keeps theirs', async () => {
    const accessKey = await created({ policy: bucketReadPolicy('opened') });
    const opened = await details(accessKey);
    await changeInMinio(accessKey, { newPolicy: JSON.parse(bucketReadPolicy('theirs')) });

    const refused = await save(accessKey, { policy: bucketReadPolicy('mine'), previous: previousOf(opened) });
    expect(refused.status).toBe(409);
    expect(refused.error?.message).toBe("The service account's policy changed since you opened it");
    expect(refused.error?.detailedMessage).toContain(accessKey);
    expect(resourcesOf((await details(accessKey)).policy)).toEqual(['arn:aws:s3:::theirs/*']);
  });

  it('applies a description beside a name they changed, and refuses a name both changed', async () => {
    const accessKey = await created({ name: 'deploy', policy: bucketReadPolicy('kept') });
    const opened = await details(accessKey);
    await changeInMinio(accessKey, { newName: 'theirs', newPolicy: JSON.parse(opened.policy) });

    const described = await save(accessKey, {
      policy: opened.policy,
      description: 'from the stale dialog',
      previous: previousOf(opened),
    });
    expect(described.status).toBe(204);
    expect(await details(accessKey)).toMatchObject({ name: 'theirs', description: 'from the stale dialog' });

    const renamed = await save(accessKey, { policy: opened.policy, name: 'mine', previous: previousOf(opened) });
    expect(renamed.status).toBe(409);
    expect(renamed.error?.message).toBe('The service account changed since you opened it');
    expect(renamed.error?.detailedMessage).toContain(
      "Its name is 'theirs' now; it was 'deploy' when the dialog opened",
    );
    expect((await serviceAccountInfo(rootConnection(world.minio), accessKey)).name).toBe('theirs');
  });

  it('lets one of two dialogs opened alike change the policy when both save at once; the other is refused', async () => {
    const accessKey = await created({ policy: bucketReadPolicy('opened') });
    const previous = previousOf(await details(accessKey));
    const answers = await Promise.all(
      ['first', 'second'].map((bucket) => save(accessKey, { policy: bucketReadPolicy(bucket), previous })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([204, 409]);
    const winner = answers[0]?.status === 204 ? 'first' : 'second';
    expect(resourcesOf((await details(accessKey)).policy)).toEqual([`arn:aws:s3:::${winner}/*`]);
  });
});
