import { jsonHeaders } from '@test/support/app-under-test';
import { consoleFixture, type Persona } from '@test/support/fixtures';
import { unique } from '@test/support/unique';
import { bucketReadPolicy, byName, iamPersona } from './iam-fixture';

const world = consoleFixture();

/**
 * A user without admin rights tries to raise their own privileges through the console. MinIO refuses each attempt,
 * and the API answers that refusal as it is: a 403 with MinIO's message. Nothing changes in MinIO.
 */
describe('a user without admin rights cannot raise their own privileges', () => {
  let me: Persona;
  beforeAll(async () => {
    me = await world.persona(iamPersona('self-service'), 'self-service');
  });

  const refusedByMinio = { status: 403, error: { code: 403, message: 'Access Denied.' } };

  it('cannot edit their own policy', async () => {
    const res = await me.POST('/api/v1/policies', { body: { name: me.policy, policy: bucketReadPolicy('*') } });
    expect(res).toMatchObject(refusedByMinio);
    const kept = await world.root.GET('/api/v1/policy', byName(me.policy));
    expect(kept.data?.policy).toContain('s3:ListAllMyBuckets');
    expect(kept.data?.policy).not.toContain('s3:GetObject');
  });

  it('cannot attach an admin policy to themselves, directly or through a group', async () => {
    const adminGroup = unique('admins');
    await world.root.POST('/api/v1/groups', { body: { group: adminGroup, members: [] } });
    world.cleanup.group(adminGroup);
    await world.root.PUT('/api/v1/set-policy', {
      body: { name: ['consoleAdmin'], entityName: adminGroup, entityType: 'group' },
    });

    const direct = await me.PUT('/api/v1/set-policy', {
      body: { name: ['consoleAdmin'], entityName: me.user, entityType: 'user' },
    });
    expect(direct).toMatchObject(refusedByMinio);
    const viaGroup = await me.PUT('/api/v1/users-groups-bulk', { body: { users: [me.user], groups: [adminGroup] } });
    expect(viaGroup).toMatchObject(refusedByMinio);
    const viaEdit = await me.PUT('/api/v1/user', {
      ...byName(me.user),
      body: { status: 'enabled', groups: [adminGroup] },
    });
    expect(viaEdit).toMatchObject(refusedByMinio);

    const mine = await world.root.GET('/api/v1/user', byName(me.user));
    expect(mine.data).toMatchObject({ policy: [me.policy], memberOf: [] });
  });

  it('cannot create a service account for another user or for root', async () => {
    const other = await world.user(unique('other'));
    await world.root.PUT('/api/v1/set-policy', {
      body: { name: ['readwrite'], entityName: other.accessKey, entityType: 'user' },
    });
    for (const user of [other.accessKey, world.minio.accessKey]) {
      const forUser = { params: { path: { user } } };
      expect(await me.POST('/api/v1/user/{user}/service-accounts', { ...forUser, body: {} })).toMatchObject(
        refusedByMinio,
      );
      const chosen = { accessKey: unique('steal').replace('-', ''), secretKey: 'stolen-secret-1' };
      expect(
        await me.POST('/api/v1/user/{user}/service-account-credentials', { ...forUser, body: chosen }),
      ).toMatchObject(refusedByMinio);
    }
    const theirs = await world.root.GET('/api/v1/user/{user}/service-accounts', {
      params: { path: { user: other.accessKey } },
    });
    expect(theirs.data).toEqual({ serviceAccounts: [], accounts: [] });
  });

  it("cannot change another user's password", async () => {
    const other = await world.user(unique('other'));
    const res = await me.POST('/api/v1/account/change-user-password', {
      body: { selectedUser: other.accessKey, newSecretKey: 'taken-over-123' },
    });
    expect(res).toMatchObject(refusedByMinio);
    const login = await fetch(`${world.app.base}/api/v1/login`, {
      method: 'POST',
      headers: jsonHeaders,
      body: JSON.stringify(other),
    });
    expect(login.status).toBe(204);
  });
});
