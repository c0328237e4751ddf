import { randomBytes } from 'node:crypto';
import { tempDir } from '@test/world/processes';
import { associateLdapPolicies } from '@platform/minio/admin/policy-mappings';
import { jsonHeaders, startApp, type AppUnderTest } from '@test/support/app-under-test';
import { rootConnection } from '@test/support/minio-admin';
import { startOwnMinio, type OwnMinio } from '@test/support/own-minio';
import { startLdap } from '@test/world/ldap';
import { ldapMinioEnv as ldapEnv } from '@test/support/ldap-minio-env';
import { loadWorld, need, type LdapServer } from '@test/world/state';
import { listBucketsWith, sessionKeysOf } from '@test/support/session-keys';

const loginAs = (base: string, accessKey: string, secretKey: string) =>
  fetch(`${base}/api/v1/login`, {
    method: 'POST',
    headers: jsonHeaders,
    body: JSON.stringify({ accessKey, secretKey }),
  });

const sessionCookie = (res: Response) =>
  res.headers
    .getSetCookie()
    .find((line) => line.startsWith('oc-session=') && !line.startsWith('oc-session=;'))
    ?.split(';')[0];

/** LDAP login against the world's real slapd, through a MinIO of this file's own configured for it. */
describe('LDAP login', () => {
  let ldap: LdapServer;
  let minio: OwnMinio;
  let app: AppUnderTest;
  const sessionKey = randomBytes(32);

  beforeAll(async () => {
    ldap = need(loadWorld().ldap, 'LDAP directory (part ldap)');
    minio = await startOwnMinio(`ldap-${randomBytes(3).toString('hex')}`, 'single', ldapEnv(ldap));
    // Policies attach to directory DNs: readwrite to the writers group (alice is a member; bob is not).
    await associateLdapPolicies(rootConnection(minio.server), 'attach', { group: ldap.groups.writers! }, ['readwrite']);
    app = await startApp({ CONSOLE_MINIO_SERVER: minio.server.endpoint, CONSOLE_LDAP: 'on' }, sessionKey);
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await minio?.stop();
  });

  it('logs a member of a group with a policy in, with the group policy (may create buckets)', async () => {
    const alice = ldap.users.alice!;
    const res = await loginAs(app.base, 'alice', alice.password);
    expect(res.status).toBe(204);
    const cookie = sessionCookie(res)!;
    const session = (await (await fetch(`${app.base}/api/v1/session`, { headers: { cookie } })).json()) as {
      user: string;
    };
    expect(session.user).toBe('alice');
    const bucket = `ldap-${randomBytes(4).toString('hex')}`;
    const created = await fetch(`${app.base}/api/v1/buckets`, {
      method: 'POST',
      headers: { ...jsonHeaders, cookie },
      body: JSON.stringify({ name: bucket }),
    });
    expect(created.status).toBeLessThan(300);
    const listed = (await (await fetch(`${app.base}/api/v1/buckets`, { headers: { cookie } })).json()) as {
      buckets: { name: string }[];
    };
    expect(listed.buckets.map((b) => b.name)).toContain(bucket);
  });

  it("revokes the LDAP session's keys in MinIO at logout: the old access key is refused by MinIO directly", async () => {
    const alice = ldap.users.alice!;
    const cookie = sessionCookie(await loginAs(app.base, 'alice', alice.password))!;
    const other = sessionKeysOf(sessionCookie(await loginAs(app.base, 'alice', alice.password))!, sessionKey);
    const keys = sessionKeysOf(cookie, sessionKey);
    expect(await listBucketsWith(minio.server.endpoint, keys)).toBe(200);
    const out = await fetch(`${app.base}/api/v1/logout`, { method: 'POST', headers: { ...jsonHeaders, cookie } });
    expect(out.status).toBe(204);
    expect(await listBucketsWith(minio.server.endpoint, keys)).toBe('InvalidAccessKeyId');
    // Her other session keeps working: only this login's token was revoked.
    expect(await listBucketsWith(minio.server.endpoint, other)).toBe(200);
  });

  it('refuses a wrong directory password with "Invalid login"', async () => {
    const res = await loginAs(app.base, 'alice', 'not-her-password');
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({
      message: 'Invalid login',
      detailedMessage: 'User name or password is wrong.',
    });
    expect(sessionCookie(res)).toBeUndefined();
  });

  it('refuses a directory user without any policy, saying so', async () => {
    const res = await loginAs(app.base, 'bob', ldap.users.bob!.password);
    expect(res.status).toBe(401);
    expect(((await res.json()) as { detailedMessage: string }).detailedMessage).toBe(
      'No policy is attached to this directory user or their groups.',
    );
  });

  it('refuses a filter injection in the user name with a plain "Invalid login"', async () => {
    const res = await loginAs(app.base, '*)(uid=*', ldap.users.alice!.password);
    expect(res.status).toBe(401);
    const body = (await res.json()) as { message: string; detailedMessage: string };
    expect(body.message).toBe('Invalid login');
    expect(body.detailedMessage).not.toMatch(/uid=|LDAP|\*/);
    expect(sessionCookie(res)).toBeUndefined();
  });

  it('never sends an empty password on (no anonymous bind)', async () => {
    const res = await loginAs(app.base, 'alice', '');
    expect(res.status).toBe(400);
    expect(sessionCookie(res)).toBeUndefined();
  });

  it("still logs MinIO's own access keys in (not directory users)", async () => {
    const res = await loginAs(app.base, minio.server.accessKey, minio.server.secretKey);
    expect(res.status).toBe(204);
  });

  it('says "Directory unreachable", not "Invalid login", when the directory is down', async () => {
    const runDir = tempDir('ldap-down');
    const own = await startLdap({ runDir, logDir: runDir });
    const downMinio = await startOwnMinio(`ldapdown-${randomBytes(3).toString('hex')}`, 'single', ldapEnv(own.state));
    const downApp = await startApp({ CONSOLE_MINIO_SERVER: downMinio.server.endpoint, CONSOLE_LDAP: 'on' });
    try {
      await associateLdapPolicies(rootConnection(downMinio.server), 'attach', { group: own.state.groups.writers! }, [
        'readwrite',
      ]);
      expect((await loginAs(downApp.base, 'alice', own.state.users.alice!.password)).status).toBe(204);
      await own.process.stop();
      const res = await loginAs(downApp.base, 'alice', own.state.users.alice!.password);
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({ message: 'Directory unreachable' });
      expect(sessionCookie(res)).toBeUndefined();
    } finally {
      await downApp.close();
      await downMinio.stop();
      await own.process.stop();
    }
  }, 120_000);
});
