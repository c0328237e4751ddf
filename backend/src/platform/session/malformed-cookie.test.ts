import { request } from 'node:http';
import { jsonHeaders, startApp, type AppUnderTest } from '@test/support/app-under-test';
import { readSessionCookie } from './session-cookie';

/**
 * A session cookie is the client's text: one that is not valid percent-encoding (`%`) is a forged cookie like any
 * other — the request is anonymous (401), logout still clears it — never a 500. No MinIO or API server is needed:
 * every request here is refused before the backend would call one.
 */
const MALFORMED = ['%', '%E0%A4%A', 'v1.%zz'];

describe('readSessionCookie', () => {
  it.each(MALFORMED)('returns a malformed value %p as it is, for the session check to refuse', (value) => {
    expect(readSessionCookie({ headers: { cookie: `theme=dark; oc-session=${value}` } })).toBe(value);
    expect(readSessionCookie({ headers: { cookie: `__Host-oc-session=${value}` } })).toBe(value);
  });

  it('skips a cookie without a value instead of reading its name as one', () => {
    expect(readSessionCookie({ headers: { cookie: 'oc-sessionx; other=1' } })).toBeUndefined();
  });
});

async function withApp(env: Record<string, string>, body: (app: AppUnderTest) => Promise<void>): Promise<void> {
  const app = await startApp(env);
  try {
    await body(app);
  } finally {
    await app.close();
  }
}

const consoleMode = { CONSOLE_MINIO_SERVER: 'http://127.0.0.1:9' };
const operatorMode = { CONSOLE_OPERATOR_MODE: 'on', CONSOLE_K8S_API_SERVER: 'https://127.0.0.1:9' };

describe.each([
  { cookieName: 'oc-session', env: consoleMode },
  { cookieName: '__Host-oc-session', env: { ...consoleMode, CONSOLE_SECURE_COOKIE: 'on' } },
])('a malformed $cookieName cookie', ({ cookieName, env }) => {
  it.each(MALFORMED)('makes %p an anonymous request: 401 on API calls, logout clears it', (value) =>
    withApp(env, async ({ base }) => {
      const cookie = `${cookieName}=${value}`;
      for (const path of ['/api/v1/session', '/api/v1/buckets']) {
        const res = await fetch(`${base}${path}`, { headers: { Cookie: cookie } });
        expect(res.status).toBe(401);
        expect(await res.json()).toMatchObject({ code: 401, detailedMessage: 'The session cookie is not valid' });
      }
      const out = await fetch(`${base}/api/v1/logout`, { method: 'POST', headers: { ...jsonHeaders, Cookie: cookie } });
      expect(out.status).toBe(204);
      const cleared = out.headers.getSetCookie().find((c) => c.startsWith(`${cookieName}=;`));
      expect(cleared).toMatch(/Max-Age=0/);
    }),
  );
});

describe('a malformed session cookie in operator mode', () => {
  it('answers 401 on the API, the tenant proxy and a proxied websocket handshake', () =>
    withApp(operatorMode, async ({ base }) => {
      const cookie = 'oc-session=%';
      for (const path of ['/api/v1/session', '/api/proxy/ns/tenant/api/v1/session']) {
        const res = await fetch(`${base}${path}`, { headers: { Cookie: cookie } });
        expect(res.status).toBe(401);
      }
      expect(await websocketHandshakeStatus(`${base}/api/proxy/ns/tenant/ws/trace`, cookie)).toBe(401);
    }));
});

/** The status a websocket handshake is answered with (the proxy answers a refusal on the raw socket). */
function websocketHandshakeStatus(url: string, cookie: string): Promise<number | undefined> {
  const { host } = new URL(url);
  return new Promise((resolve, reject) => {
    const req = request(url, {
      headers: {
        Cookie: cookie,
        Origin: `http://${host}`,
        Connection: 'Upgrade',
        Upgrade: 'websocket',
        'Sec-WebSocket-Version': '13',
        'Sec-WebSocket-Key': 'dGhlIHNhbXBsZSBub25jZQ==',
      },
    });
    req.on('response', (res) => {
      res.resume();
      resolve(res.statusCode);
    });
    req.on('upgrade', (_res, socket) => {
      socket.destroy();
      reject(new Error('the handshake was accepted'));
    });
    req.on('error', reject);
    req.end();
  });
}
