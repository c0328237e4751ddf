import { randomBytes } from 'node:crypto';
import { dataOf, logIn, type ApiClient } from '@test/support/api-client';
import { startApp, type AppUnderTest } from '@test/support/app-under-test';
import { startOwnMinio, type OwnMinio } from '@test/support/own-minio';
import { ldapMinioEnv as ldapEnv } from '@test/support/ldap-minio-env';
import { loadWorld, need, type LdapServer } from '@test/world/state';

/** The LDAP entity lookup and policy attach/detach, against a MinIO of this file's own using the world's slapd. */
describe('LDAP policy entities', () => {
  let ldap: LdapServer;
  let minio: OwnMinio;
  let app: AppUnderTest;
  let root: ApiClient;

  beforeAll(async () => {
    ldap = need(loadWorld().ldap, 'LDAP directory (part ldap)');
    minio = await startOwnMinio(`ldapent-${randomBytes(3).toString('hex')}`, 'single', ldapEnv(ldap));
    app = await startApp({ CONSOLE_MINIO_SERVER: minio.server.endpoint, CONSOLE_LDAP: 'on' });
    root = await logIn(app.base, minio.server.accessKey, minio.server.secretKey);
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await minio?.stop();
  });

  const change = (operation: 'attach' | 'detach', entityType: 'user' | 'group', dn: string, policies: string[]) =>
    root.POST('/api/v1/ldap-entities/policies', { body: { operation, entityType, dn, policies } });

  it('attaches policies to a group and a user DN, looks them up both ways, and detaches them', async () => {
    const group = ldap.groups.readers!;
    const user = ldap.users.carol!.dn;
    expect(await change('attach', 'group', group, ['readonly'])).toMatchObject({
      status: 200,
      data: { policiesAttached: ['readonly'], policiesDetached: [] },
    });
    expect((await change('attach', 'user', user, ['readwrite', 'diagnostics'])).status).toBe(200);

    const byDn = dataOf(await root.POST('/api/v1/ldap-entities', { body: { users: [user], groups: [group] } }));
    expect(byDn.groups).toEqual([{ group, policies: ['readonly'] }]);
    expect(byDn.users).toEqual([{ user, policies: expect.arrayContaining(['readwrite', 'diagnostics']) }]);

    const byPolicy = dataOf(
      await root.POST('/api/v1/ldap-entities', { body: { policies: ['readonly', 'readwrite'] } }),
    );
    expect(byPolicy.policies).toEqual(
      expect.arrayContaining([
        { policy: 'readonly', users: [], groups: [group] },
        { policy: 'readwrite', users: [user], groups: [] },
      ]),
    );

    expect(await change('detach', 'user', user, ['diagnostics'])).toMatchObject({
      status: 200,
      data: { policiesDetached: ['diagnostics'] },
    });
    const after = dataOf(await root.POST('/api/v1/ldap-entities', { body: { users: [user] } }));
    expect(after.users).toEqual([{ user, policies: ['readwrite'] }]);
  });

  it('says so when the DN is not in the directory, or the change is already applied', async () => {
    const unknown = await change('attach', 'user', `uid=nobody-${randomBytes(3).toString('hex')},${ldap.usersDn}`, [
      'readonly',
    ]);
    expect(unknown.status).toBe(404);
    expect(unknown.error?.detailedMessage).toBeTruthy();
    const group = ldap.groups.writers!;
    await change('attach', 'group', group, ['consoleAdmin']);
    const again = await change('attach', 'group', group, ['consoleAdmin']);
    expect(again.status).toBe(400);
    expect(again.error?.detailedMessage).toMatch(/XMinioAdminPolicyChangeAlreadyApplied/);
  });

  it('refuses a request with an unknown field', async () => {
    const res = await root.fetch('/api/v1/ldap-entities', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ users: [], filter: '*' }),
    });
    expect(res.status).toBe(400);
  });
});

describe('LDAP policy entities on a server without LDAP', () => {
  it('answers in words that there is no directory', async () => {
    const world = loadWorld();
    const single = need(world.minio?.single, 'MinIO single');
    const app = await startApp({ CONSOLE_MINIO_SERVER: single.endpoint });
    try {
      const root = await logIn(app.base, single.accessKey, single.secretKey);
      const res = await root.POST('/api/v1/ldap-entities', { body: {} });
      expect(res).toMatchObject({ status: 400, error: { message: 'The server has no LDAP directory configured' } });
    } finally {
      await app.close();
    }
  });
});
