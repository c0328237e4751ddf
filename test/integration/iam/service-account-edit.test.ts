import type { Schema } from '@contract/shared/contract-types';
import { accountInfo } from '@platform/minio/admin/account-info';
import { dataOf } from '@test/support/api-client';
import { consoleFixture } from '@test/support/fixtures';
import { unique } from '@test/support/unique';
import { bucketReadPolicy, iamPersona } from './iam-fixture';

/** MinIO Console v1.7.6's access-key features beyond the spec: edit, bulk delete, a user's effective policy. */
const world = consoleFixture();

type Credentials = Schema<'ServiceAccountCredentials'>;

async function createOwn(body: Schema<'CreateServiceAccountRequest'> = {}): Promise<Credentials> {
  const created = await world.root.POST('/api/v1/service-accounts', { body });
  const keys = dataOf(created);
  world.cleanup.serviceAccount(keys.accessKey);
  return keys;
}
const details = (accessKey: string) =>
  world.root.GET('/api/v1/service-accounts/{accessKey}', { params: { path: { accessKey } } });
const update = (accessKey: string, body: Schema<'UpdateServiceAccountRequest'>) =>
  world.root.PUT('/api/v1/service-accounts/{accessKey}', { params: { path: { accessKey } }, body });
const works = (keys: Credentials) =>
  accountInfo({ endpoint: world.minio.endpoint, credentials: keys }).then(
    () => true,
    () => false,
  );
/** Whole seconds, a day ahead or more: MinIO keeps seconds and allows at most a year. */
const inDays = (days: number) => new Date(Math.floor(Date.now() / 1000) * 1000 + days * 86_400_000).toISOString();

describe('editing a service account', () => {
  it('changes name, description, expiry, status and policy, each as MinIO then reports it', async () => {
    const keys = await createOwn({ name: 'before', description: 'old words' });
    const { accessKey } = keys;
    const expiration = inDays(3);
    const changed = await update(accessKey, {
      name: 'after',
      description: 'new words',
      expiration,
      status: 'disabled',
      policy: bucketReadPolicy('only-this'),
    });
    expect(changed.status).toBe(204);
    const shown = dataOf(await details(accessKey));
    expect(shown).toMatchObject({ name: 'after', description: 'new words', status: 'disabled', impliedPolicy: false });
    expect(Date.parse(shown.expiration ?? '')).toBe(Date.parse(expiration));
    expect(shown.policy).toContain('arn:aws:s3:::only-this/*');
    // Disabled keys stop working.
    expect(await works(keys)).toBe(false);

    // A status change alone keeps the policy of its own (MinIO would drop it were it not sent again).
    expect((await update(accessKey, { status: 'enabled' })).status).toBe(204);
    const enabled = dataOf(await details(accessKey));
    expect(enabled).toMatchObject({ status: 'enabled', impliedPolicy: false, name: 'after' });
    expect(enabled.policy).toContain('arn:aws:s3:::only-this/*');
    expect(await works(keys)).toBe(true);

    // An empty policy gives back all of the owner's rights; null removes the expiry.
    expect((await update(accessKey, { policy: '', expiration: null })).status).toBe(204);
    const inherited = dataOf(await details(accessKey));
    expect(inherited).toMatchObject({ impliedPolicy: true, expiration: null });
  });

  it('refuses bad input with a message and changes nothing', async () => {
    const { accessKey } = await createOwn({ name: 'kept', description: 'kept words' });
    const refusals: Array<[Schema<'UpdateServiceAccountRequest'>, RegExp]> = [
      [{ expiration: new Date(Date.now() - 60_000).toISOString() }, /The expiry must be in the future/],
      [{ name: '1-starts-with-a-digit' }, /name/],
      [{ name: '' }, /name/],
      [{ description: 'é'.repeat(200) }, /The description is too long/],
      [{ policy: '{"Statement": []}' }, /Version/],
    ];
    for (const [body, message] of refusals) {
      const refused = await update(accessKey, body);
      expect(refused.status).toBe(400);
      expect(`${refused.error?.message} ${refused.error?.detailedMessage}`).toMatch(message);
    }
    expect(dataOf(await details(accessKey))).toMatchObject({
      name: 'kept',
      description: 'kept words',
      impliedPolicy: true,
      expiration: null,
    });
    // MinIO's own limit (a year ahead at most) comes back as a refusal with words, not as a server fault.
    const tooFar = await update(accessKey, { expiration: inDays(400) });
    expect(tooFar.status).toBe(400);
    expect(tooFar.error?.message).toMatch(/expir/i);
    const unknown = await update(`nosuch${unique('sa').slice(-8)}`, { status: 'disabled' });
    expect(unknown.status).toBe(404);
  });

  it('is MinIO’s decision for a user without admin:UpdateServiceAccount, even on their own keys', async () => {
    const persona = await world.persona(iamPersona('self-service'), 'self-service');
    const created = dataOf(await persona.POST('/api/v1/service-accounts', { body: {} }));
    world.cleanup.serviceAccount(created.accessKey);
    const refused = await persona.PUT('/api/v1/service-accounts/{accessKey}', {
      params: { path: { accessKey: created.accessKey } },
      body: { status: 'disabled' },
    });
    expect(refused.status).toBe(403);
    expect(refused.error?.message).toBeTruthy();
  });
});

describe('deleting several service accounts', () => {
  it('deletes every one named, and their keys stop working', async () => {
    const all = [await createOwn(), await createOwn(), await createOwn()];
    const res = await world.root.POST('/api/v1/service-accounts-delete', {
      body: { accessKeys: all.map((keys) => keys.accessKey) },
    });
    expect(res.status).toBe(204);
    for (const keys of all) {
      expect((await details(keys.accessKey)).status).toBe(404);
      expect(await works(keys)).toBe(false);
    }
  });

  it('attempts all, deletes what it can, and names what remains', async () => {
    const real = await createOwn();
    const missing = `gone${unique('sa').slice(-10)}`;
    const res = await world.root.POST('/api/v1/service-accounts-delete', {
      body: { accessKeys: [missing, real.accessKey] },
    });
    expect(res.status).toBe(404);
    expect(res.error?.message).toBe('1 service account was not deleted');
    expect(res.error?.detailedMessage).toContain(missing);
    expect((await details(real.accessKey)).status).toBe(404);
  });

  it('refuses an empty list', async () => {
    const res = await world.root.POST('/api/v1/service-accounts-delete', { body: { accessKeys: [] } });
    expect(res.status).toBe(400);
  });
});

describe("a user's effective policy", () => {
  it('merges its own policies with those of its enabled groups, and no disabled group', async () => {
    const { accessKey: user } = await world.user(unique('eff-user'));
    await world.root.PUT('/api/v1/set-policy', { body: { name: ['readonly'], entityName: user, entityType: 'user' } });
    const group = unique('eff-group');
    const off = unique('eff-off');
    world.cleanup.group(group);
    world.cleanup.group(off);
    await world.root.POST('/api/v1/groups', { body: { group, members: [user] } });
    await world.root.POST('/api/v1/groups', { body: { group: off, members: [user] } });
    await world.root.PUT('/api/v1/set-policy', {
      body: { name: ['diagnostics'], entityName: group, entityType: 'group' },
    });
    await world.root.PUT('/api/v1/set-policy', { body: { name: ['writeonly'], entityName: off, entityType: 'group' } });
    await world.root.PUT('/api/v1/group', {
      params: { query: { name: off } },
      body: { members: [user], status: 'disabled' },
    });

    const res = await world.root.GET('/api/v1/user/{user}/policy', { params: { path: { user } } });
    const effective = dataOf(res);
    expect(effective.policyNames).toEqual(['readonly', 'diagnostics']);
    const document = JSON.parse(effective.policy) as { Statement: Array<{ Action: string[] }> };
    const actions = document.Statement.flatMap((statement) => statement.Action);
    expect(actions).toContain('s3:GetObject');
    expect(actions.some((action) => action.startsWith('admin:'))).toBe(true);
    expect(actions).not.toContain('s3:PutObject');
  });

  it('answers 404 for an unknown user', async () => {
    const res = await world.root.GET('/api/v1/user/{user}/policy', { params: { path: { user: unique('nobody') } } });
    expect(res.status).toBe(404);
  });
});
