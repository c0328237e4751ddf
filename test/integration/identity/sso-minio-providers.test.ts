import { randomBytes } from 'node:crypto';
import { jsonHeaders, startApp, type AppUnderTest } from '@test/support/app-under-test';
import { startMinioWithTwoOpenIdConfigs } from '@test/support/minio-openid-configs';
import { CookieJar, finishAtConsole, signInAtProvider } from '@test/support/oidc-user-agent';
import type { OwnMinio } from '@test/support/own-minio';
import { listBucketsWith, sessionKeysOf } from '@test/support/session-keys';
import { loadWorld, need, type OidcServer } from '@test/world/state';

/**
 * Login buttons from MinIO's own identity_openid configurations: a MinIO of this file's own with two of them (the
 * default one claim-based, `PARTNER` with a role policy), both at the world's real OpenID provider, and a console
 * that knows only a reader user's keys (CONSOLE_IDP_READER_*), not the providers.
 */
describe("single sign-on with MinIO's OpenID configurations", () => {
  let oidc: OidcServer;
  let minio: OwnMinio;
  let app: AppUnderTest;
  const sessionKey = randomBytes(32);
  const start = '/api/v1/login/oauth2/start';

  beforeAll(async () => {
    oidc = need(loadWorld().oidc, 'OpenID provider (part oidc)');
    const started = await startMinioWithTwoOpenIdConfigs(oidc, 'sso-idps');
    minio = started.minio;
    const { reader } = started;
    app = await startApp(
      {
        CONSOLE_MINIO_SERVER: minio.server.endpoint,
        CONSOLE_IDP_READER_ACCESS_KEY: reader.accessKey,
        CONSOLE_IDP_READER_SECRET_KEY: reader.secretKey,
        CONSOLE_OUTBOUND_ALLOW_LOOPBACK: 'on',
      },
      sessionKey,
    );
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await minio?.stop();
  });

  const sessionOf = (res: Response) =>
    res.headers
      .getSetCookie()
      .find((line) => line.startsWith('oc-session=') && !line.startsWith('oc-session=;'))
      ?.split(';')[0];

  const logIn = async (account: string, startPath: string) => {
    const jar = new CookieJar();
    const callback = await signInAtProvider(app.base, jar, account, startPath);
    const res = await finishAtConsole(app.base, jar, callback);
    expect(res.status).toBe(204);
    const cookie = sessionOf(res);
    if (!cookie) throw new Error('no session cookie');
    return cookie;
  };

  const canCreateBuckets = async (cookie: string) => {
    const res = await fetch(`${app.base}/api/v1/has-permission`, {
      method: 'POST',
      headers: { ...jsonHeaders, cookie },
      body: JSON.stringify({ actions: [{ id: 'create', action: 's3:CreateBucket' }] }),
    });
    return ((await res.json()) as { permissions: { can: boolean }[] }).permissions[0]?.can;
  };

  it('offers one button per MinIO configuration, by its display name', async () => {
    const res = await fetch(`${app.base}/api/v1/login`);
    expect(await res.json()).toEqual({
      loginStrategy: 'redirect',
      redirectRules: [
        { redirect: `${start}?provider=_`, displayName: 'Example ID' },
        { redirect: `${start}?provider=PARTNER`, displayName: 'Partner ID' },
      ],
    });
  });

  it("sends each button to the provider with that configuration's client", async () => {
    for (const [provider, clientId] of [
      ['_', oidc.client.clientId],
      ['PARTNER', oidc.otherClient.clientId],
    ] as const) {
      const res = await fetch(`${app.base}${start}?provider=${provider}`, { redirect: 'manual' });
      expect(res.status).toBe(302);
      const location = new URL(res.headers.get('location') ?? '');
      expect(location.origin).toBe(oidc.issuer);
      expect(location.searchParams.get('client_id')).toBe(clientId);
      expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    }
  });

  it('logs in through the claim-based configuration with the claim policy (readonly)', async () => {
    const cookie = await logIn('reader@example.org', `${start}?provider=_`);
    expect(await canCreateBuckets(cookie)).toBe(false);
  });

  it("logs in through the role-policy configuration with the role's policy (readwrite)", async () => {
    const cookie = await logIn('reader@example.org', `${start}?provider=PARTNER`);
    const session = (await (await fetch(`${app.base}/api/v1/session`, { headers: { cookie } })).json()) as {
      user: string;
    };
    expect(session.user).toBe('reader@example.org');
    expect(await canCreateBuckets(cookie)).toBe(true);
  });

  it('keeps the access-key form when MinIO refuses the reader keys (and says nothing about them)', async () => {
    const wrong = await startApp({
      CONSOLE_MINIO_SERVER: minio.server.endpoint,
      CONSOLE_IDP_READER_ACCESS_KEY: 'no-such-reader',
      CONSOLE_IDP_READER_SECRET_KEY: 'no-such-secret',
    });
    try {
      const res = await fetch(`${wrong.base}/api/v1/login`);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ loginStrategy: 'form' });
    } finally {
      await wrong.close();
    }
  });

  it('refuses an unknown provider name at the start, back on the callback page in words', async () => {
    const res = await fetch(`${app.base}${start}?provider=nope`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('location') ?? '', app.base);
    expect(location.pathname).toBe('/oauth_callback');
    expect(location.searchParams.get('error')).toBe('not_configured');
  });

  it("revokes the SSO session's keys in MinIO at logout: the old access key is refused by MinIO directly", async () => {
    const cookie = await logIn('writer@example.org', `${start}?provider=_`);
    const keys = sessionKeysOf(cookie, sessionKey);
    expect(await listBucketsWith(minio.server.endpoint, keys)).toBe(200);
    // Another session of the same provider user stays valid (only this login's label is revoked).
    const other = sessionKeysOf(await logIn('writer@example.org', `${start}?provider=_`), sessionKey);
    const out = await fetch(`${app.base}/api/v1/logout`, { method: 'POST', headers: { ...jsonHeaders, cookie } });
    expect(out.status).toBe(204);
    expect(await listBucketsWith(minio.server.endpoint, keys)).toBe('InvalidAccessKeyId');
    expect(await listBucketsWith(minio.server.endpoint, other)).toBe(200);
  });
});
