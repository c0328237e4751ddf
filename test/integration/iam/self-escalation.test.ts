import { jsonHeaders } from '../../support/app-under-test';
import {
  bucketReadPolicy,
  byName,
  createUser,
  iamTestBed,
  loginPersona,
  unique,
  type Caller,
  type Schemas,
} from './iam-fixture';

const bed = iamTestBed();

/**
 * A user without admin rights tries to raise their own privileges through the console. MinIO refuses each attempt,
 * and the API answers that refusal as it is: a 403 with MinIO's message. Nothing changes in MinIO.
 */
describe('a user without admin rights cannot raise their own privileges', () => {
  let me: Caller & { persona: { policy: string } };
  beforeAll(async () => {
    me = await loginPersona(bed, 'self-service');
  });

  const refusedByMinio = { status: 403, body: { code: 403, message: 'Access Denied.' } };

  it('cannot edit their own policy', async () => {
    const res = await me.post('/policies', { name: me.persona.policy, policy: bucketReadPolicy('*') });
    expect(res).toMatchObject(refusedByMinio);
    const kept = await bed.root.get<Schemas['Policy']>(`/policy${byName(me.persona.policy)}`);
    expect(kept.body.policy).toContain('s3:ListAllMyBuckets');
    expect(kept.body.policy).not.toContain('s3:GetObject');
  });

  it('cannot attach an admin policy to themselves, directly or through a group', async () => {
    const adminGroup = unique('admins');
    await bed.root.post('/groups', { group: adminGroup, members: [] });
    bed.cleanup.group(adminGroup);
    await bed.root.put('/set-policy', { name: ['consoleAdmin'], entityName: adminGroup, entityType: 'group' });

    const direct = await me.put('/set-policy', { name: ['consoleAdmin'], entityName: me.user, entityType: 'user' });
    expect(direct).toMatchObject(refusedByMinio);
    const viaGroup = await me.put('/users-groups-bulk', { users: [me.user], groups: [adminGroup] });
    expect(viaGroup).toMatchObject(refusedByMinio);
    const viaEdit = await me.put(`/user${byName(me.user)}`, { status: 'enabled', groups: [adminGroup] });
    expect(viaEdit).toMatchObject(refusedByMinio);

    const mine = await bed.root.get<Schemas['User']>(`/user${byName(me.user)}`);
    expect(mine.body).toMatchObject({ policy: [me.persona.policy], memberOf: [] });
  });

  it('cannot create a service account for another user or for root', async () => {
    const other = await createUser(bed, unique('other'));
    await bed.root.put('/set-policy', { name: ['readwrite'], entityName: other.accessKey, entityType: 'user' });
    for (const target of [other.accessKey, bed.minio.accessKey]) {
      expect(await me.post(`/user/${target}/service-accounts`, {})).toMatchObject(refusedByMinio);
      const chosen = { accessKey: unique('steal').replace('-', ''), secretKey: 'stolen-secret-1' };
      expect(await me.post(`/user/${target}/service-account-credentials`, chosen)).toMatchObject(refusedByMinio);
    }
    expect((await bed.root.get(`/user/${other.accessKey}/service-accounts`)).body).toEqual({ serviceAccounts: [] });
  });

  it("cannot change another user's password", async () => {
    const other = await createUser(bed, unique('other'));
    const res = await me.post('/account/change-user-password', {
      selectedUser: other.accessKey,
      newSecretKey: 'taken-over-123',
    });
    expect(res).toMatchObject(refusedByMinio);
    const login = await fetch(`${bed.app.base}/api/v1/login`, {
      method: 'POST',
      headers: jsonHeaders,
      body: JSON.stringify(other),
    });
    expect(login.status).toBe(204);
  });
});
