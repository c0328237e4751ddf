import { randomBytes } from 'node:crypto';
import { getFullConfig } from '@platform/minio/admin/config-full';
import { dataOf, logIn, type ApiClient } from '@test/support/api-client';
import { startApp, type AppUnderTest } from '@test/support/app-under-test';
import { rootConnection } from '@test/support/minio-admin';
import { startOwnMinio, type OwnMinio } from '@test/support/own-minio';
import { loadWorld, need, type LdapServer, type OidcServer } from '@test/world/state';

const openid = (name: string) => ({ params: { path: { type: 'openid' as const, name } } });
const ldapDefault = { params: { path: { type: 'ldap' as const, name: '_' } } };
const OPENID = { params: { path: { type: 'openid' as const } } };
const LDAP = { params: { path: { type: 'ldap' as const } } };

/**
 * The identity-provider pages' API against a MinIO of this file's own (every change needs a restart, which the
 * shared servers must not get), the world's oidc-provider and slapd.
 */
describe('identity-provider configurations', () => {
  let oidc: OidcServer;
  let ldap: LdapServer;
  let minio: OwnMinio;
  let app: AppUnderTest;
  let root: ApiClient;
  const name = `idp${randomBytes(3).toString('hex')}`;
  // The full configuration with its secrets (MinIO answers it as it loaded it: a change shows after a restart).
  const stored = async (key: string) =>
    (await getFullConfig(rootConnection(minio.server)))
      .split('\n')
      .filter((line) => line.startsWith(`${key} `) || (!key.includes(':') && line.startsWith(`${key}:`)))
      .join('\n');
  const restart = async () => {
    await minio.restart();
    root = await logIn(app.base, minio.server.accessKey, minio.server.secretKey);
  };

  beforeAll(async () => {
    const world = loadWorld();
    oidc = need(world.oidc, 'OpenID provider (part oidc)');
    ldap = need(world.ldap, 'LDAP directory (part ldap)');
    minio = await startOwnMinio(`idp-${randomBytes(3).toString('hex')}`);
    app = await startApp({ CONSOLE_MINIO_SERVER: minio.server.endpoint, CONSOLE_OUTBOUND_ALLOW_LOOPBACK: 'on' });
    root = await logIn(app.base, minio.server.accessKey, minio.server.secretKey);
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await minio?.stop();
  });

  it('lists no OpenID configuration on a fresh server', async () => {
    expect(dataOf(await root.GET('/api/v1/idp/{type}', OPENID)).results).toEqual([]);
  });

  it('refuses bad input before MinIO is asked, and MinIO stores nothing', async () => {
    const add = (values: Record<string, string>) =>
      root.POST('/api/v1/idp/{type}', { ...OPENID, body: { name: `${name}x`, values } });
    const base = { client_id: oidc.client.clientId, client_secret: oidc.client.clientSecret };
    const notUrl = await add({ ...base, config_url: 'not a url' });
    expect(notUrl).toMatchObject({ status: 400, error: { message: 'The configuration URL is not a URL' } });
    const noSecret = await add({ config_url: oidc.configUrl, client_id: oidc.client.clientId });
    expect(noSecret).toMatchObject({ status: 400, error: { message: 'Missing client secret' } });
    for (const url of [
      'http://169.254.169.254/.well-known/openid-configuration',
      'http://metadata.google.internal/.well-known/openid-configuration',
      'http://[fe80::1]/.well-known/openid-configuration',
    ]) {
      const refused = await add({ ...base, config_url: url });
      expect(refused).toMatchObject({ status: 400, error: { message: 'The remote server cannot be used' } });
    }
    const ldapFields = await root.POST('/api/v1/idp/{type}', {
      ...OPENID,
      body: { name: `${name}x`, values: { ...base, config_url: oidc.configUrl, server_addr: ldap.address } },
    });
    expect(ldapFields.status).toBe(400);
    // That MinIO stored none of them shows after the restart of the next test (it lists only that one).
  });

  it("shows MinIO's reason when it rejects a configuration, and stores nothing", async () => {
    const rejected = await root.POST('/api/v1/idp/{type}', {
      ...OPENID,
      body: {
        name: `${name}r`,
        values: {
          config_url: 'http://127.0.0.1:1/.well-known/openid-configuration',
          client_id: 'x',
          client_secret: 'y',
        },
      },
    });
    expect(rejected.status).toBe(400);
    expect(rejected.error?.message).toMatch(/connection refused/);
  });

  it('adds, shows (secret masked), changes and removes an OpenID configuration, each after a restart', async () => {
    const added = await root.POST('/api/v1/idp/{type}', {
      ...OPENID,
      body: {
        name,
        values: {
          config_url: oidc.configUrl,
          client_id: oidc.client.clientId,
          client_secret: oidc.client.clientSecret,
          claim_name: 'policy',
          display_name: 'Test provider',
          scopes: 'openid,profile',
        },
      },
    });
    expect(added).toEqual({ status: 201, data: { restart: true } });
    // The running server loads it at the next start.
    expect(dataOf(await root.GET('/api/v1/idp/{type}', OPENID)).results).toEqual([]);
    await restart();
    expect(dataOf(await root.GET('/api/v1/idp/{type}', OPENID)).results).toEqual([
      { name, type: 'openid', enabled: true },
    ]);
    const shown = dataOf(await root.GET('/api/v1/idp/{type}/{name}', openid(name)));
    const value = (key: string) => shown.info.find((entry) => entry.key === key)?.value;
    expect(value('display_name')).toBe('Test provider');
    expect(value('client_secret') ?? '********').toBe('********');
    expect(JSON.stringify(shown)).not.toContain(oidc.client.clientSecret);

    // A change MinIO rejects is refused with its reason.
    const rejected = await root.PUT('/api/v1/idp/{type}/{name}', {
      ...openid(name),
      body: { values: { config_url: 'http://127.0.0.1:1/.well-known/openid-configuration' } },
    });
    expect(rejected.status).toBe(400);
    expect(rejected.error?.message).toMatch(/connection refused/);
    // The masked secret sent back keeps the stored one.
    const changed = await root.PUT('/api/v1/idp/{type}/{name}', {
      ...openid(name),
      body: { values: { display_name: 'Renamed provider', client_secret: '********' } },
    });
    expect(changed).toEqual({ status: 200, data: { restart: true } });
    await restart();
    const after = dataOf(await root.GET('/api/v1/idp/{type}/{name}', openid(name)));
    expect(after.info.find((entry) => entry.key === 'display_name')?.value).toBe('Renamed provider');
    // The rejected URL never landed; the secret is the one first given.
    expect(after.info.find((entry) => entry.key === 'config_url')?.value).toBe(oidc.configUrl);
    expect(await stored(`identity_openid:${name}`)).toContain(`client_secret=${oidc.client.clientSecret}`);

    expect(await root.DELETE('/api/v1/idp/{type}/{name}', openid(name))).toEqual({
      status: 200,
      data: { restart: true },
    });
    await restart();
    expect(dataOf(await root.GET('/api/v1/idp/{type}', OPENID)).results).toEqual([]);
    expect((await root.GET('/api/v1/idp/{type}/{name}', openid(name))).status).toBe(404);
  }, 180_000);

  it('tests the connection to a provider, refusing link-local and closed addresses alike', async () => {
    const test = (type: 'openid' | 'ldap', values: Record<string, string>) =>
      root.POST('/api/v1/idp-connection-test/{type}', { params: { path: { type } }, body: { values } });
    expect(await test('openid', { config_url: oidc.configUrl })).toEqual({
      status: 200,
      data: { ok: true, message: `Reached the OpenID provider ${oidc.issuer}` },
    });
    for (const config_url of [
      'http://169.254.169.254/latest/meta-data/',
      'http://127.0.0.1:1/.well-known/openid-configuration',
    ]) {
      expect(await test('openid', { config_url })).toMatchObject({
        status: 400,
        error: { message: 'The remote server cannot be used' },
      });
    }
    expect((await test('ldap', { server_addr: ldap.address })).data?.ok).toBe(true);
    expect((await test('ldap', { server_addr: '169.254.169.254:389' })).status).toBe(400);
  });

  it('configures LDAP (secret masked), refuses an unreachable directory with its reason', async () => {
    const unreachable = await root.POST('/api/v1/idp/{type}', {
      ...LDAP,
      body: { name: '_', values: { server_addr: '127.0.0.1:1', lookup_bind_dn: 'cn=x', lookup_bind_password: 'y' } },
    });
    expect(unreachable.status).toBe(400);
    expect(unreachable.error?.message).toMatch(/LDAP Server Connection Error/);
    const values = {
      server_addr: ldap.address,
      server_insecure: 'on' as const,
      lookup_bind_dn: ldap.adminDn,
      lookup_bind_password: ldap.adminPassword,
      user_dn_search_base_dn: ldap.usersDn,
      user_dn_search_filter: '(uid=%s)',
      group_search_base_dn: ldap.groupsDn,
      group_search_filter: '(&(objectclass=groupOfNames)(member=%d))',
    };
    expect(await root.POST('/api/v1/idp/{type}', { ...LDAP, body: { name: '_', values } })).toEqual({
      status: 201,
      data: { restart: true },
    });
    await restart();
    const shown = dataOf(await root.GET('/api/v1/idp/{type}/{name}', ldapDefault));
    expect(shown.info.find((entry) => entry.key === 'server_addr')?.value).toBe(ldap.address);
    // MinIO never reports the bind password; the console never shows a stored secret.
    expect(shown.info.find((entry) => entry.key === 'lookup_bind_password')?.value ?? '********').toBe('********');
    expect(JSON.stringify(shown)).not.toContain(ldap.adminPassword);
    const other = await root.GET('/api/v1/idp/{type}/{name}', { params: { path: { type: 'ldap', name: 'second' } } });
    expect(other).toMatchObject({ status: 400, error: { message: 'LDAP has one configuration' } });
  }, 120_000);
});
