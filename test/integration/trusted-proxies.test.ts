import { request } from 'node:http';
import { jsonHeaders, startApp, type AppUnderTest } from '../support/app-under-test';
import { loadWorld, need } from '../world/state';

/**
 * Behind a reverse proxy (CONSOLE_TRUSTED_PROXIES), the console believes the proxy's X-Forwarded-For and
 * X-Forwarded-Proto, and only the proxy's: clients get their own login limits and TLS through the proxy gives a
 * `Secure` cookie and HSTS. The proxy here is 127.0.0.9; every request is sent from a loopback address of choice.
 */
const minio = need(loadWorld().minio.erasure, 'erasure MinIO');
const PROXY = '127.0.0.9';

interface Answer {
  readonly status: number | undefined;
  readonly cookie: string;
  readonly hsts: string | undefined;
}

function loginVia(
  app: AppUnderTest,
  localAddress: string,
  secretKey: string,
  forwarded: Readonly<Record<string, string>> = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers = { ...jsonHeaders, ...forwarded };
    const req = request(`${app.base}/api/v1/login`, { method: 'POST', headers, localAddress }, (res) => {
      res.resume();
      res.on('end', () =>
        resolve({
          status: res.statusCode,
          cookie: (res.headers['set-cookie'] ?? []).join('\n'),
          hsts: res.headers['strict-transport-security'],
        }),
      );
    });
    req.on('error', reject);
    req.end(JSON.stringify({ accessKey: minio.accessKey, secretKey }));
  });
}

describe('with CONSOLE_TRUSTED_PROXIES set to the proxy', () => {
  let app: AppUnderTest;
  beforeEach(
    async () => (app = await startApp({ CONSOLE_MINIO_SERVER: minio.endpoint, CONSOLE_TRUSTED_PROXIES: PROXY })),
  );
  afterEach(() => app.close());

  it('counts failed logins per client behind the proxy, so one client cannot lock out the others', async () => {
    const attacker = { 'X-Forwarded-For': '203.0.113.7' };
    for (let i = 0; i < 10; i += 1) expect((await loginVia(app, PROXY, `guess-${i}`, attacker)).status).toBe(401);
    expect((await loginVia(app, PROXY, minio.secretKey, attacker)).status).toBe(429);
    expect((await loginVia(app, PROXY, minio.secretKey, { 'X-Forwarded-For': '198.51.100.20' })).status).toBe(204);
  });

  it('gives a Secure __Host- cookie and HSTS when the proxy says the client came over TLS', async () => {
    const answer = await loginVia(app, PROXY, minio.secretKey, { 'X-Forwarded-Proto': 'https' });
    expect(answer.status).toBe(204);
    expect(answer.cookie).toMatch(/^__Host-oc-session=.*; Secure/m);
    expect(answer.hsts).toMatch(/max-age=\d+/);
  });

  it('ignores the same headers from a client that is not the proxy', async () => {
    const answer = await loginVia(app, '127.0.0.10', minio.secretKey, { 'X-Forwarded-Proto': 'https' });
    expect(answer.status).toBe(204);
    expect(answer.cookie).not.toMatch(/Secure/);
    expect(answer.hsts).toBeUndefined();
  });
});

describe('without CONSOLE_TRUSTED_PROXIES', () => {
  let app: AppUnderTest;
  beforeEach(async () => (app = await startApp({ CONSOLE_MINIO_SERVER: minio.endpoint })));
  afterEach(() => app.close());

  it('believes no forwarded header: a client cannot claim TLS or another address', async () => {
    const claimed = { 'X-Forwarded-Proto': 'https', 'X-Forwarded-For': '198.51.100.30' };
    for (let i = 0; i < 10; i += 1) await loginVia(app, PROXY, `guess-${i}`, { 'X-Forwarded-For': `198.51.100.${i}` });
    const answer = await loginVia(app, PROXY, minio.secretKey, claimed);
    expect(answer.status).toBe(429);
    expect(answer.cookie).not.toMatch(/Secure/);
  });
});
