import { request } from 'node:http';
import { jsonHeaders, startApp, type AppUnderTest } from '../support/app-under-test';
import { loadWorld, need } from '../world/state';

/**
 * Failed logins must not let anyone lock an account's owner out. The app does not trust X-Forwarded-For, so the
 * clients here come from different loopback addresses (Linux routes all of 127/8 to the loopback interface).
 */
describe('login throttling by address and account, against the real MinIO', () => {
  const minio = need(loadWorld().minio.erasure, 'erasure MinIO');
  let app: AppUnderTest;
  beforeEach(async () => (app = await startApp({ CONSOLE_MINIO_SERVER: minio.endpoint })));
  afterEach(() => app.close());

  const root = (secretKey: string) => ({ accessKey: minio.accessKey, secretKey });

  it("locks out the address that failed for root's key, while root logs in at once from another address", async () => {
    const attacker = '127.0.0.2';
    for (let i = 0; i < 10; i += 1) expect((await loginFrom(app, attacker, root(`guess-${i}`))).status).toBe(401);
    const locked = await loginFrom(app, attacker, root(minio.secretKey));
    expect(locked.status).toBe(429);
    expect(Number(locked.retryAfter)).toBeGreaterThan(0);
    expect((await loginFrom(app, '127.0.0.3', root(minio.secretKey))).status).toBe(204);
  });

  it('slows the addresses that failed for an account under attack, never its owner from a clean address', async () => {
    for (let i = 0; i < 10; i += 1) await loginFrom(app, '127.0.0.2', root(`guess-${i}`));
    const second = '127.0.0.4';
    expect((await loginFrom(app, second, root('guess-a'))).status).toBe(401);
    // The account has failed 11 times: an address that failed for it takes turns with the others, so of attempts
    // sent together at most one is tried now, and the rest are told to come back within seconds…
    const together = await Promise.all(['b', 'c', 'd'].map((guess) => loginFrom(app, second, root(guess))));
    const refused = together.filter((res) => res.status === 429);
    expect(refused.length).toBeGreaterThanOrEqual(2);
    refused.forEach((res) => expect(Number(res.retryAfter)).toBeLessThanOrEqual(30));
    // …while the owner, from an address that has not failed, is not slowed at all.
    expect((await loginFrom(app, '127.0.0.5', root(minio.secretKey))).status).toBe(204);
  });
});

/** POST /api/v1/login from a given local address; the status and Retry-After the client sees. */
function loginFrom(
  app: AppUnderTest,
  localAddress: string,
  body: { accessKey: string; secretKey: string },
): Promise<{ status: number | undefined; retryAfter: string | undefined }> {
  return new Promise((resolve, reject) => {
    const req = request(`${app.base}/api/v1/login`, { method: 'POST', headers: jsonHeaders, localAddress }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode, retryAfter: res.headers['retry-after'] }));
    });
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}
