import type { Schema } from '@contract/shared/contract-types';
import { accountInfo } from '@platform/minio/admin/account-info';
import { dataOf, type ApiClient } from '@test/support/api-client';
import { consoleFixture } from '@test/support/fixtures';
import { unique } from '@test/support/unique';
import { bucketReadPolicy, byName, iamPersona } from './iam-fixture';

const world = consoleFixture();

type Credentials = Schema<'ServiceAccountCredentials'>;

/** Registers a created service account for removal at the end, and passes the answer on. */
function removedLater<A extends { status: number; data?: Credentials }>(answer: A): A {
  if (answer.status === 201 && answer.data) world.cleanup.serviceAccount(answer.data.accessKey);
  return answer;
}

/** Creates one of the caller's own service accounts through the API, removed at the end. */
const createOwn = async (caller: ApiClient, body: Schema<'CreateServiceAccountRequest'> = {}) =>
  removedLater(await caller.POST('/api/v1/service-accounts', { body }));
/** Creates a service account for `user` as root, with generated keys, removed at the end. */
const createFor = async (user: string) =>
  removedLater(await world.root.POST('/api/v1/user/{user}/service-accounts', { params: { path: { user } }, body: {} }));
const details = (accessKey: string, caller: ApiClient = world.root) =>
  caller.GET('/api/v1/service-accounts/{accessKey}', { params: { path: { accessKey } } });
const listOf = (user: string) => world.root.GET('/api/v1/user/{user}/service-accounts', { params: { path: { user } } });

/** Whether MinIO accepts a service account's keys (they are long-term keys, usable at once). */
const works = (keys: Credentials) =>
  accountInfo({ endpoint: world.minio.endpoint, credentials: keys }).then(
    () => true,
    () => false,
  );

describe('own service accounts (/account)', () => {
  it('creates one with a name, description, expiry and policy, shows its details, and deletes it', async () => {
    // MinIO keeps whole seconds.
    const expiration = new Date(Math.floor(Date.now() / 1000) * 1000 + 86_400_000).toISOString();
    const created = await createOwn(world.root, {
      name: 'ci-deploy',
      description: 'made by a test',
      expiration,
      policy: bucketReadPolicy('only-this'),
    });
    expect(created.status).toBe(201);
    const keys = dataOf(created);
    expect(keys.secretKey.length).toBeGreaterThan(8);
    const { accessKey } = keys;
    expect(await works(keys)).toBe(true);

    const list = await world.root.GET('/api/v1/service-accounts');
    expect(list.data?.serviceAccounts).toContain(accessKey);
    // The list itself carries what the list screen shows, without a call per account.
    const listed = list.data?.accounts.find((account) => account.accessKey === accessKey);
    expect(listed).toMatchObject({
      parentUser: world.minio.accessKey,
      status: 'enabled',
      impliedPolicy: false,
      name: 'ci-deploy',
      description: 'made by a test',
    });
    expect(Date.parse(listed?.expiration ?? '')).toBe(Date.parse(expiration));
    const shown = (await details(accessKey)).data;
    expect(shown).toMatchObject({
      accessKey,
      parentUser: world.minio.accessKey,
      status: 'enabled',
      impliedPolicy: false,
      name: 'ci-deploy',
      description: 'made by a test',
    });
    expect(Date.parse(shown?.expiration ?? '')).toBe(Date.parse(expiration));
    expect(shown?.policy).toContain('arn:aws:s3:::only-this/*');

    const remove = () => world.root.DELETE('/api/v1/service-accounts/{accessKey}', { params: { path: { accessKey } } });
    expect((await remove()).status).toBe(204);
    expect((await details(accessKey)).status).toBe(404);
    expect((await remove()).status).toBe(404);
    expect(await works(keys)).toBe(false);
  });

  it('creates one with chosen credentials that never expires and inherits every right', async () => {
    const accessKey = unique('sa').replace('-', '');
    const created = removedLater(
      await world.root.POST('/api/v1/service-account-credentials', {
        body: { accessKey, secretKey: 'sa-secret-123' },
      }),
    );
    expect(created).toEqual({ status: 201, data: { accessKey, secretKey: 'sa-secret-123' } });
    expect((await details(accessKey)).data).toMatchObject({ impliedPolicy: true, expiration: null });
    const listed = (await world.root.GET('/api/v1/service-accounts')).data?.accounts;
    expect(listed?.find((account) => account.accessKey === accessKey)).toEqual({
      accessKey,
      parentUser: world.minio.accessKey,
      status: 'enabled',
      impliedPolicy: true,
      expiration: null,
    });
  });

  describe('refusals before MinIO sees the request', () => {
    // A persona of its own, so that no other test's service accounts change the list compared below.
    let persona: ApiClient;
    beforeAll(async () => {
      persona = await world.persona(iamPersona('self-service'), 'self-service');
    });

    it.each([
      ['a policy that is not JSON', { policy: '{"Version":' }, 'Invalid policy document'],
      ['a policy without Statement', { policy: '{"Version":"2012-10-17"}' }, 'Invalid policy document'],
      ['an expiry in the past', { expiration: '2001-01-01T00:00:00Z' }, 'The expiry must be in the future'],
      ['a name MinIO does not allow', { name: '1-starts-with-a-digit' }, 'Invalid request'],
    ])('refuses %s with a 400 and creates nothing', async (_case, body, message) => {
      const res = await createOwn(persona, body);
      expect(res).toMatchObject({ status: 400, error: { message } });
      expect((await persona.GET('/api/v1/service-accounts')).data).toEqual({ serviceAccounts: [], accounts: [] });
    });
  });

  it('lets a user without any admin right manage their own', async () => {
    const persona = await world.persona(iamPersona('self-service'), 'self-service');
    expect(await persona.GET('/api/v1/service-accounts')).toEqual({
      status: 200,
      data: { serviceAccounts: [], accounts: [] },
    });
    const created = await createOwn(persona);
    expect(created.status).toBe(201);
    const { accessKey } = dataOf(created);
    expect((await details(accessKey, persona)).data).toMatchObject({ parentUser: persona.user, impliedPolicy: true });
    const removed = await persona.DELETE('/api/v1/service-accounts/{accessKey}', { params: { path: { accessKey } } });
    expect(removed.status).toBe(204);
  });
});

describe("a user's service accounts (admin)", () => {
  it('creates them for a user with a policy, with generated or chosen credentials, and lists them', async () => {
    const { accessKey: user } = await world.user(unique('sa-parent'));
    await world.root.PUT('/api/v1/set-policy', { body: { name: ['readonly'], entityName: user, entityType: 'user' } });
    expect(await listOf(user)).toEqual({ status: 200, data: { serviceAccounts: [], accounts: [] } });

    const generated = await createFor(user);
    const chosenKey = unique('sa').replace('-', '');
    const chosen = removedLater(
      await world.root.POST('/api/v1/user/{user}/service-account-credentials', {
        params: { path: { user } },
        body: { accessKey: chosenKey, secretKey: 'sa-secret-123' },
      }),
    );
    expect([generated.status, chosen.status]).toEqual([201, 201]);
    const list = await listOf(user);
    expect(list.data?.serviceAccounts).toEqual([generated.data?.accessKey, chosenKey].sort());
    expect((await details(chosenKey)).data?.parentUser).toBe(user);
  });

  it('refuses a user without a policy, as the spec disables it, and creates nothing', async () => {
    const { accessKey: user } = await world.user(unique('sa-parent'));
    const res = await createFor(user);
    expect(res).toMatchObject({ status: 400, error: { message: 'A service account needs a user with a policy' } });
    expect((await listOf(user)).data).toEqual({ serviceAccounts: [], accounts: [] });
  });

  it('counts a policy the user has through a group', async () => {
    const { accessKey: user } = await world.user(unique('sa-parent'));
    const group = unique('sa-group');
    world.cleanup.group(group);
    await world.root.POST('/api/v1/groups', { body: { group, members: [user] } });
    await world.root.PUT('/api/v1/set-policy', {
      body: { name: ['readonly'], entityName: group, entityType: 'group' },
    });
    expect((await world.root.GET('/api/v1/user', byName(user))).data?.hasPolicy).toBe(true);
    expect((await createFor(user)).status).toBe(201);
  });
});
