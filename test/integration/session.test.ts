import { randomBytes } from 'node:crypto';
import type { Schema } from '@contract/shared/contract-types';
import { jsonHeaders, login, sessionCookieOf, startApp, type AppUnderTest } from '@test/support/app-under-test';
import { consoleFixture } from '@test/support/fixtures';
import { loadWorld, need } from '@test/world/state';

type SessionAnswer = Schema<'Session'>;

/** Login and the session cookie, as a browser sends them: raw, to see every header. */
describe('login and sessions against the real MinIO', () => {
  const world = consoleFixture();
  const { minio } = world;
  const session = (cookie: string) => fetch(`${world.app.base}/api/v1/session`, { headers: { Cookie: cookie } });

  it('reports the form login strategy', async () => {
    const res = await fetch(`${world.app.base}/api/v1/login`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ loginStrategy: 'form' });
  });

  it('logs root in with a sealed HttpOnly SameSite=Strict cookie and lists every admin page', async () => {
    const res = await fetch(`${world.app.base}/api/v1/login`, {
      method: 'POST',
      headers: jsonHeaders,
      body: JSON.stringify({ accessKey: minio.accessKey, secretKey: minio.secretKey }),
    });
    expect(res.status).toBe(204);
    const setCookie = res.headers.getSetCookie().join('\n');
    expect(setCookie).toMatch(/oc-session=v1\./);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Strict/);
    expect(setCookie).not.toContain(minio.secretKey);
    const answer = (await (await session(sessionCookieOf(res))).json()) as SessionAnswer;
    expect(answer).toMatchObject({ status: 'ok', operator: false, distributedMode: true });
    expect(answer.pages).toEqual(
      expect.arrayContaining(['/dashboard', '/buckets', '/users', '/policies', '/settings']),
    );
  });

  it('gives a read-only IAM user only the pages its policy allows', async () => {
    const user = await world.persona('readonly');
    const answer = (await (await session(user.cookie)).json()) as SessionAnswer;
    expect(answer.pages).toContain('/buckets');
    expect(answer.pages).not.toContain('/users');
    expect(answer.pages).not.toContain('/dashboard');
    expect(answer.pages).toContain('/account/change-password');
  });

  it('answers malformed and incomplete login bodies with a 400 naming the problem', async () => {
    const post = (body: string) =>
      fetch(`${world.app.base}/api/v1/login`, { method: 'POST', headers: jsonHeaders, body });
    const missing = await post(JSON.stringify({ accessKey: 'alice' }));
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as Schema<'ApiError'>).detailedMessage).toContain('secretKey');
    const malformed = await post('{"accessKey": "alice", ');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ code: 400 });
    const wrongType = await post(JSON.stringify({ accessKey: 42, secretKey: 'x' }));
    expect(wrongType.status).toBe(400);
    expect(((await wrongType.json()) as Schema<'ApiError'>).detailedMessage).toContain('accessKey');
  });

  it('answers a single sign-on callback without SSO configured with 400 and why, not 401', async () => {
    const res = await fetch(`${world.app.base}/api/v1/login/oauth2/auth`, {
      method: 'POST',
      headers: jsonHeaders,
      body: JSON.stringify({ code: 'code-from-idp', state: 'state-from-idp' }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 400, message: 'Single sign-on is not configured' });
  });

  it('refuses a wrong password with 401 and MinIO’s reason', async () => {
    const res = await fetch(`${world.app.base}/api/v1/login`, {
      method: 'POST',
      headers: jsonHeaders,
      body: JSON.stringify({ accessKey: minio.accessKey, secretKey: 'definitely-wrong' }),
    });
    expect(res.status).toBe(401);
    const body = (await res.json()) as Schema<'ApiError'>;
    expect(body).toMatchObject({ code: 401, message: 'Invalid login' });
    expect(body.detailedMessage.length).toBeGreaterThan(0);
  });

  it('ends the session at logout: the old cookie no longer works, even replayed', async () => {
    const cookie = await login(world.app.base, minio.accessKey, minio.secretKey);
    expect((await session(cookie)).status).toBe(200);
    const out = await fetch(`${world.app.base}/api/v1/logout`, {
      method: 'POST',
      headers: { ...jsonHeaders, Cookie: cookie },
    });
    expect(out.status).toBe(204);
    expect(out.headers.getSetCookie().join()).toMatch(/Max-Age=0/);
    const replay = await session(cookie);
    expect(replay.status).toBe(401);
    expect(await replay.json()).toMatchObject({ code: 401, detailedMessage: 'The session was ended by logging out' });
  });

  it('refuses a state-changing call without the CSRF header', async () => {
    const cookie = await login(world.app.base, minio.accessKey, minio.secretKey);
    const res = await fetch(`${world.app.base}/api/v1/logout`, { method: 'POST', headers: { Cookie: cookie } });
    expect(res.status).toBe(403);
    expect((await session(cookie)).status).toBe(200);
  });

  it('refuses a cookie sealed with another key (another deployment)', async () => {
    const other = await startApp({ CONSOLE_MINIO_SERVER: minio.endpoint }, randomBytes(32));
    try {
      const foreign = await login(other.base, minio.accessKey, minio.secretKey);
      const res = await session(foreign);
      expect(res.status).toBe(401);
    } finally {
      await other.close();
    }
  });

  /** Two console replicas configured with one session key, as a Helm release with replicaCount 2 runs them. */
  async function withReplicas(body: (a: AppUnderTest, b: AppUnderTest) => Promise<void>): Promise<void> {
    const key = randomBytes(32);
    const [a, b] = await Promise.all([
      startApp({ CONSOLE_MINIO_SERVER: minio.endpoint }, key),
      startApp({ CONSOLE_MINIO_SERVER: minio.endpoint }, key),
    ]);
    try {
      await body(a, b);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  }

  it('accepts a cookie from a replica that shares the key', () =>
    withReplicas(async (a, b) => {
      const cookie = await login(a.base, minio.accessKey, minio.secretKey);
      expect((await fetch(`${b.base}/api/v1/session`, { headers: { Cookie: cookie } })).status).toBe(200);
    }));

  it('ends the session on every replica at logout, through MinIO itself', () =>
    withReplicas(async (a, b) => {
      const cookie = await login(a.base, minio.accessKey, minio.secretKey);
      const onB = () => fetch(`${b.base}/api/v1/session`, { headers: { Cookie: cookie } });
      expect((await onB()).status).toBe(200);
      await fetch(`${a.base}/api/v1/logout`, { method: 'POST', headers: { ...jsonHeaders, Cookie: cookie } });
      // Replica B never saw the logout; MinIO no longer accepts the session's temporary keys.
      const after = await onB();
      expect(after.status).toBe(401);
      expect(await after.json()).toMatchObject({ message: 'Your session has ended, please log in again' });
    }));

  it('answers has-permission from the user’s effective policy', async () => {
    const user = await world.persona('readonly');
    const res = await user.POST('/api/v1/has-permission', {
      body: {
        actions: [
          { id: 'get', action: 's3:GetObject' },
          { id: 'create', action: 's3:CreateBucket' },
          { id: 'users', action: 'admin:ListUsers' },
        ],
      },
    });
    expect(res.status).toBe(200);
    expect(res.data).toEqual({
      permissions: [
        { id: 'get', can: true },
        { id: 'create', can: false },
        { id: 'users', can: false },
      ],
    });
  });
});

describe('login rate limiting', () => {
  const minio = need(loadWorld().minio.erasure, 'erasure MinIO');

  it('answers 429 with Retry-After after repeated failures', async () => {
    const app = await startApp({ CONSOLE_MINIO_SERVER: minio.endpoint });
    try {
      const statuses: number[] = [];
      let retryAfter: string | null = null;
      for (let i = 0; i < 20; i += 1) {
        const res = await fetch(`${app.base}/api/v1/login`, {
          method: 'POST',
          headers: jsonHeaders,
          body: JSON.stringify({ accessKey: 'brute', secretKey: `guess-${i}` }),
        });
        statuses.push(res.status);
        if (res.status === 429) retryAfter = res.headers.get('retry-after');
      }
      expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
      expect(statuses.slice(10).every((s) => s === 429)).toBe(true);
      expect(Number(retryAfter)).toBeGreaterThan(0);
    } finally {
      await app.close();
    }
  });
});
