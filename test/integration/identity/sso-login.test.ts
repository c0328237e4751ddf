import { randomBytes } from 'node:crypto';
import { jsonHeaders, startApp, type AppUnderTest } from '@test/support/app-under-test';
import { CookieJar, finishAtConsole, signInAtProvider } from '@test/support/oidc-user-agent';
import { startOwnMinio, type OwnMinio } from '@test/support/own-minio';
import { loadWorld, need, type OidcServer } from '@test/world/state';

/**
 * Single sign-on against the world's real OpenID provider (oidc-provider) and a MinIO of this file's own whose
 * identity_openid points at it (claim-based: the `policy` claim), so the shared MinIO is never reconfigured.
 */
describe('single sign-on with OpenID Connect', () => {
  let oidc: OidcServer;
  let minio: OwnMinio;
  let app: AppUnderTest;
  let otherAudience: AppUnderTest;

  const consoleEnv = (client: { clientId: string; clientSecret: string }) => ({
    CONSOLE_MINIO_SERVER: minio.server.endpoint,
    CONSOLE_IDP_CONFIG_URL: oidc.configUrl,
    CONSOLE_IDP_CLIENT_ID: client.clientId,
    CONSOLE_IDP_CLIENT_SECRET: client.clientSecret,
    CONSOLE_IDP_DISPLAY_NAME: 'Example ID',
    CONSOLE_IDP_SCOPES: 'openid',
    CONSOLE_OUTBOUND_ALLOW_LOOPBACK: 'on',
  });

  beforeAll(async () => {
    oidc = need(loadWorld().oidc, 'OpenID provider (part oidc)');
    minio = await startOwnMinio(`sso-${randomBytes(3).toString('hex')}`, 'single', {
      MINIO_IDENTITY_OPENID_CONFIG_URL: oidc.configUrl,
      MINIO_IDENTITY_OPENID_CLIENT_ID: oidc.client.clientId,
      MINIO_IDENTITY_OPENID_CLIENT_SECRET: oidc.client.clientSecret,
      MINIO_IDENTITY_OPENID_CLAIM_NAME: 'policy',
      MINIO_IDENTITY_OPENID_SCOPES: 'openid',
    });
    app = await startApp(consoleEnv(oidc.client));
    // A console registered at the provider as another application: its id_tokens are for another audience.
    otherAudience = await startApp(consoleEnv(oidc.otherClient));
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await otherAudience?.close();
    await minio?.stop();
  });

  const sessionOf = (res: Response) =>
    res.headers
      .getSetCookie()
      .find((line) => line.startsWith('oc-session=') && !line.startsWith('oc-session=;'))
      ?.split(';')[0];

  it('offers a button for the provider and keeps the access-key form', async () => {
    const res = await fetch(`${app.base}/api/v1/login`);
    expect(await res.json()).toEqual({
      loginStrategy: 'redirect',
      redirectRules: [{ redirect: '/api/v1/login/oauth2/start', displayName: 'Example ID' }],
    });
  });

  it('starts with PKCE, state and nonce bound to the browser in a short-lived HttpOnly Lax cookie', async () => {
    const res = await fetch(`${app.base}/api/v1/login/oauth2/start`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('location') ?? '');
    expect(location.origin).toBe(oidc.issuer);
    expect(location.searchParams.get('client_id')).toBe(oidc.client.clientId);
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    expect(location.searchParams.get('redirect_uri')).toBe(`${app.base}/oauth_callback`);
    for (const name of ['state', 'nonce', 'code_challenge']) expect(location.searchParams.get(name)).toBeTruthy();
    const cookie = res.headers.getSetCookie().join('\n');
    expect(cookie).toMatch(/oc-sso=v1\.[^;]+; Path=\/; Max-Age=600; HttpOnly; SameSite=Lax/);
    // Sealed: neither the state nor the verifier is readable in it.
    expect(cookie).not.toContain(location.searchParams.get('state') ?? '-');
  });

  it('logs a provider user in with the policy of the claim (readonly: may read, may not create buckets)', async () => {
    const jar = new CookieJar();
    const callback = await signInAtProvider(app.base, jar, 'reader@example.org');
    const res = await finishAtConsole(app.base, jar, callback);
    expect(res.status).toBe(204);
    const cookie = sessionOf(res);
    expect(cookie).toBeTruthy();
    const session = (await (await fetch(`${app.base}/api/v1/session`, { headers: { cookie: cookie! } })).json()) as {
      user: string;
      pages: string[];
    };
    expect(session.user).toBe('reader@example.org');
    expect(session.pages).toContain('/buckets');
    expect(session.pages).not.toContain('/users');
    const check = await fetch(`${app.base}/api/v1/has-permission`, {
      method: 'POST',
      headers: { ...jsonHeaders, cookie: cookie! },
      body: JSON.stringify({
        actions: [
          { id: 'create', action: 's3:CreateBucket' },
          { id: 'read', action: 's3:GetObject', bucket: 'any-bucket', object: 'a.txt' },
        ],
      }),
    });
    expect(await check.json()).toEqual({
      permissions: [
        { id: 'create', can: false },
        { id: 'read', can: true },
      ],
    });
    const buckets = await fetch(`${app.base}/api/v1/buckets`, { headers: { cookie: cookie! } });
    expect(buckets.status).toBe(200);
  });

  it('refuses a replayed callback (the same code and state again) without a session', async () => {
    const jar = new CookieJar();
    const callback = await signInAtProvider(app.base, jar, 'writer@example.org');
    const stateCookie = jar.header();
    const first = await finishAtConsole(app.base, jar, callback);
    expect(first.status).toBe(204);
    // The browser's state cookie is gone after the first use…
    const again = await finishAtConsole(app.base, jar, callback);
    expect(again.status).toBe(400);
    expect(((await again.json()) as { message: string }).message).toBe('This single sign-on cannot be finished');
    expect(sessionOf(again)).toBeUndefined();
    // …and a copy of it only gets the provider's refusal of a used code.
    const copied = new CookieJar();
    copied.take(new Response(null, { headers: { 'set-cookie': stateCookie } }));
    const replay = await finishAtConsole(app.base, copied, callback);
    expect(replay.status).toBe(401);
    const body = (await replay.json()) as { message: string; detailedMessage: string };
    expect(body.message).toBe('The identity provider refused the login');
    expect(body.detailedMessage).toContain('invalid_grant');
    expect(sessionOf(replay)).toBeUndefined();
  });

  it('refuses a callback whose state belongs to another login (swapped state)', async () => {
    const victim = new CookieJar();
    const attacker = new CookieJar();
    const attackerCallback = await signInAtProvider(app.base, attacker, 'writer@example.org');
    await signInAtProvider(app.base, victim, 'reader@example.org');
    // The attacker's code and state, finished in the victim's browser (login CSRF).
    const res = await finishAtConsole(app.base, victim, attackerCallback);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { detailedMessage: string }).detailedMessage).toContain('started elsewhere');
    expect(sessionOf(res)).toBeUndefined();
  });

  it('refuses a callback without the browser state (no PKCE verifier)', async () => {
    const jar = new CookieJar();
    const callback = await signInAtProvider(app.base, jar, 'reader@example.org');
    const res = await finishAtConsole(app.base, new CookieJar(), callback);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe('This single sign-on cannot be finished');
    expect(sessionOf(res)).toBeUndefined();
  });

  it('refuses a forged state cookie', async () => {
    const jar = new CookieJar();
    const callback = await signInAtProvider(app.base, jar, 'reader@example.org');
    const forged = new CookieJar();
    forged.take(
      new Response(null, { headers: { 'set-cookie': `oc-sso=v1.${randomBytes(80).toString('base64url')}` } }),
    );
    const res = await finishAtConsole(app.base, forged, callback);
    expect(res.status).toBe(400);
    expect(sessionOf(res)).toBeUndefined();
  });

  it('refuses an id_token for another audience: MinIO says why, no session', async () => {
    const jar = new CookieJar();
    const callback = await signInAtProvider(otherAudience.base, jar, 'writer@example.org');
    const res = await finishAtConsole(otherAudience.base, jar, callback);
    expect(res.status).toBe(401);
    const body = (await res.json()) as { message: string; detailedMessage: string };
    expect(body.message).toBe('MinIO refused this identity');
    expect(body.detailedMessage).not.toBe('');
    expect(sessionOf(res)).toBeUndefined();
  });

  it('refuses a provider user whose claim names no policy MinIO has', async () => {
    const jar = new CookieJar();
    const callback = await signInAtProvider(app.base, jar, 'nobody@example.org');
    const res = await finishAtConsole(app.base, jar, callback);
    expect(res.status).toBe(401);
    expect(((await res.json()) as { message: string }).message).toBe('MinIO refused this identity');
    expect(sessionOf(res)).toBeUndefined();
  });
});
