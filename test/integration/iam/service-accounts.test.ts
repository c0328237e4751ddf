import { accountInfo } from '../../../backend/src/platform/minio/admin/account-info';
import {
  bucketReadPolicy,
  createUser,
  iamTestBed,
  loginPersona,
  unique,
  type Caller,
  type Schemas,
} from './iam-fixture';

const bed = iamTestBed();

type Credentials = Schemas['ServiceAccountCredentials'];

/** Creates a service account through the API, removed at the end. */
async function create(caller: Caller, path: string, body: object = {}) {
  const res = await caller.post<Credentials>(path, body);
  if (res.status === 201) bed.cleanup.serviceAccount(res.body.accessKey);
  return res;
}

/** Whether MinIO accepts a service account's keys (they are long-term keys, usable at once). */
const works = (keys: Credentials) =>
  accountInfo({ endpoint: bed.minio.endpoint, credentials: keys }).then(
    () => true,
    () => false,
  );

describe('own service accounts (/account)', () => {
  it('creates one with a name, description, expiry and policy, shows its details, and deletes it', async () => {
    // MinIO keeps whole seconds.
    const expiration = new Date(Math.floor(Date.now() / 1000) * 1000 + 86_400_000).toISOString();
    const created = await create(bed.root, '/service-accounts', {
      name: 'ci-deploy',
      description: 'made by a test',
      expiration,
      policy: bucketReadPolicy('only-this'),
    });
    expect(created.status).toBe(201);
    expect(created.body.secretKey.length).toBeGreaterThan(8);
    const { accessKey } = created.body;
    expect(await works(created.body)).toBe(true);

    const list = await bed.root.get<Schemas['ServiceAccountList']>('/service-accounts');
    expect(list.body.serviceAccounts).toContain(accessKey);
    const details = await bed.root.get<Schemas['ServiceAccountInfo']>(`/service-accounts/${accessKey}`);
    expect(details.body).toMatchObject({
      accessKey,
      parentUser: bed.minio.accessKey,
      status: 'enabled',
      impliedPolicy: false,
      name: 'ci-deploy',
      description: 'made by a test',
    });
    expect(Date.parse(details.body.expiration ?? '')).toBe(Date.parse(expiration));
    expect(details.body.policy).toContain('arn:aws:s3:::only-this/*');

    expect((await bed.root.delete(`/service-accounts/${accessKey}`)).status).toBe(204);
    expect((await bed.root.get(`/service-accounts/${accessKey}`)).status).toBe(404);
    expect((await bed.root.delete(`/service-accounts/${accessKey}`)).status).toBe(404);
    expect(await works(created.body)).toBe(false);
  });

  it('creates one with chosen credentials that never expires and inherits every right', async () => {
    const accessKey = unique('sa').replace('-', '');
    const created = await create(bed.root, '/service-account-credentials', { accessKey, secretKey: 'sa-secret-123' });
    expect(created).toEqual({ status: 201, body: { accessKey, secretKey: 'sa-secret-123' } });
    const details = await bed.root.get<Schemas['ServiceAccountInfo']>(`/service-accounts/${accessKey}`);
    expect(details.body).toMatchObject({ impliedPolicy: true, expiration: null });
  });

  describe('refusals before MinIO sees the request', () => {
    // A persona of its own, so that no other test's service accounts change the list compared below.
    let persona: Caller;
    beforeAll(async () => {
      persona = await loginPersona(bed, 'self-service');
    });

    it.each([
      ['a policy that is not JSON', { policy: '{"Version":' }, 'Invalid policy document'],
      ['a policy without Statement', { policy: '{"Version":"2012-10-17"}' }, 'Invalid policy document'],
      ['an expiry in the past', { expiration: '2001-01-01T00:00:00Z' }, 'The expiry must be in the future'],
      ['a name MinIO does not allow', { name: '1-starts-with-a-digit' }, 'Invalid request'],
    ])('refuses %s with a 400 and creates nothing', async (_case, body, message) => {
      const res = await create(persona, '/service-accounts', body);
      expect(res).toMatchObject({ status: 400, body: { message } });
      expect((await persona.get('/service-accounts')).body).toEqual({ serviceAccounts: [] });
    });
  });

  it('lets a user without any admin right manage their own', async () => {
    const persona = await loginPersona(bed, 'self-service');
    expect(await persona.get('/service-accounts')).toEqual({ status: 200, body: { serviceAccounts: [] } });
    const created = await create(persona, '/service-accounts');
    expect(created.status).toBe(201);
    const details = await persona.get<Schemas['ServiceAccountInfo']>(`/service-accounts/${created.body.accessKey}`);
    expect(details.body).toMatchObject({ parentUser: persona.user, impliedPolicy: true });
    expect((await persona.delete(`/service-accounts/${created.body.accessKey}`)).status).toBe(204);
  });
});

describe("a user's service accounts (admin)", () => {
  it('creates them for a user with a policy, with generated or chosen credentials, and lists them', async () => {
    const { accessKey: user } = await createUser(bed, unique('sa-parent'));
    await bed.root.put('/set-policy', { name: ['readonly'], entityName: user, entityType: 'user' });
    expect(await bed.root.get(`/user/${user}/service-accounts`)).toEqual({
      status: 200,
      body: { serviceAccounts: [] },
    });

    const generated = await create(bed.root, `/user/${user}/service-accounts`, {});
    const chosenKey = unique('sa').replace('-', '');
    const chosen = await create(bed.root, `/user/${user}/service-account-credentials`, {
      accessKey: chosenKey,
      secretKey: 'sa-secret-123',
    });
    expect([generated.status, chosen.status]).toEqual([201, 201]);
    const list = await bed.root.get<Schemas['ServiceAccountList']>(`/user/${user}/service-accounts`);
    expect(list.body.serviceAccounts).toEqual([generated.body.accessKey, chosenKey].sort());
    const details = await bed.root.get<Schemas['ServiceAccountInfo']>(`/service-accounts/${chosenKey}`);
    expect(details.body.parentUser).toBe(user);
  });

  it('refuses a user without a policy, as the spec disables it, and creates nothing', async () => {
    const { accessKey: user } = await createUser(bed, unique('sa-parent'));
    const res = await create(bed.root, `/user/${user}/service-accounts`, {});
    expect(res).toMatchObject({ status: 400, body: { message: 'A service account needs a user with a policy' } });
    expect((await bed.root.get(`/user/${user}/service-accounts`)).body).toEqual({ serviceAccounts: [] });
  });

  it('counts a policy the user has through a group', async () => {
    const { accessKey: user } = await createUser(bed, unique('sa-parent'));
    const group = unique('sa-group');
    bed.cleanup.group(group);
    await bed.root.post('/groups', { group, members: [user] });
    await bed.root.put('/set-policy', { name: ['readonly'], entityName: group, entityType: 'group' });
    expect((await bed.root.get<Schemas['User']>(`/user?name=${user}`)).body.hasPolicy).toBe(true);
    expect((await create(bed.root, `/user/${user}/service-accounts`, {})).status).toBe(201);
  });
});
