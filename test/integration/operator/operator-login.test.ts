import type { Schema } from '@contract/shared/contract-types';
import { jsonHeaders, startApp } from '@test/support/app-under-test';
import { operatorFixture, postOperatorLogin } from './operator-app';
import { mintIdentity, tokenFor } from './operator-fixture';

/** JWT claims whose `exp` is an hour ago (the signature no longer matches; expiry is checked first). */
function expiredClaims(): string {
  return Buffer.from(JSON.stringify({ sub: 'x', exp: Math.floor(Date.now() / 1000) - 3600 })).toString('base64url');
}

/** Operator login and session against the real test API server, with real service-account JWTs. */
describe('operator mode: login and session', () => {
  const world = operatorFixture();
  const { kube, admin } = world;
  let worldToken: string;

  beforeAll(async () => {
    worldToken = await tokenFor(admin, kube.namespace, kube.serviceAccount);
  });

  it('tells the login page to ask for a service-account token', async () => {
    const res = await fetch(`${world.app.base}/api/v1/login`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ loginStrategy: 'service-account' });
  });

  it('refuses the access-key login in operator mode', async () => {
    const res = await fetch(`${world.app.base}/api/v1/login`, {
      method: 'POST',
      headers: jsonHeaders,
      body: JSON.stringify({ accessKey: 'minioadmin', secretKey: 'minioadmin' }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message: 'Not available in operator mode' });
  });

  it('refuses an expired token, saying it expired', async () => {
    const res = await postOperatorLogin(
      world.app.base,
      kube.serviceAccountToken.replace(/\.[^.]+\./, `.${expiredClaims()}.`),
    );
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ message: 'Invalid token', detailedMessage: /expired at/ });
  });

  it.each([
    ['garbage', 'not-a-token'],
    ['a JWT signed by another key', 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ4IiwiZXhwIjo0MTAyNDQ0ODAwfQ.c2lnbmF0dXJl'],
  ])('refuses %s with 401 and a clear message', async (_label, jwt) => {
    const res = await postOperatorLogin(world.app.base, jwt);
    expect(res.status).toBe(401);
    const body = (await res.json()) as Schema<'ApiError'>;
    expect(body.message).toBe('Invalid token');
    expect(body.detailedMessage).toMatch(/did not accept this token/);
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it('accepts the test service account token and lists the pages its RBAC allows', async () => {
    const operator = await world.login(worldToken);
    const { status, data: session } = await operator.GET('/api/v1/session');
    expect(status).toBe(200);
    expect(session).toMatchObject({
      status: 'ok',
      operator: true,
      distributedMode: false,
      features: [],
      user: `system:serviceaccount:${kube.namespace}:${kube.serviceAccount}`,
    });
    expect(session?.policy).toBeUndefined();
    // Tenants: everything. Secrets, PVCs and drives: nothing — so no wizard and no storage pages.
    expect(session?.pages).toEqual(['/tenants', '/license', '/namespaces/:tenantNamespace/tenants/:tenantName']);
  });

  it('narrows the pages of a token without tenant rights and explains the 403 of a direct call', async () => {
    // Lists pods everywhere but may not touch tenants.
    const podsOnly = await world.persona([{ apiGroups: [''], resources: ['pods'], verbs: ['list'] }]);
    expect((await podsOnly.GET('/api/v1/session')).data?.pages).toEqual(['/license']);

    const res = await podsOnly.GET('/api/v1/tenants');
    expect(res.status).toBe(403);
    expect(res.error?.message).toBe('Kubernetes refused: list tenants.minio.min.io in all namespaces');
    expect(res.error?.detailedMessage).toMatch(/cannot list resource "tenants"/);
  });

  it('ends the session once the token stops working (its service account was deleted)', async () => {
    const doomed = await mintIdentity(admin, kube.namespace, []);
    const operator = await world.login(doomed.token);
    await doomed.remove();
    // The API server caches a successful token check for up to 10 s.
    let res = await operator.GET('/api/v1/session');
    for (let i = 0; i < 30 && res.status === 200; i++) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      res = await operator.GET('/api/v1/session');
    }
    expect(res.status).toBe(401);
    expect(res.error).toMatchObject({ message: 'Your session has ended, please log in again' });
  }, 30_000);

  it('caps the session at the token expiry', async () => {
    const res = await postOperatorLogin(
      world.app.base,
      await tokenFor(admin, kube.namespace, kube.serviceAccount, 600),
    );
    expect(res.status).toBe(204);
    const maxAge = Number(/Max-Age=(\d+)/.exec(res.headers.getSetCookie().join(';'))?.[1]);
    expect(maxAge).toBeGreaterThan(500);
    expect(maxAge).toBeLessThanOrEqual(600);
  });

  it('refuses operator login in console mode, and tenant calls of a console session', async () => {
    const consoleApp = await startApp({ CONSOLE_K8S_API_SERVER: kube.server, CONSOLE_K8S_CA_FILE: kube.caFile });
    try {
      const res = await postOperatorLogin(consoleApp.base, worldToken);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ message: 'Operator login is not available' });
    } finally {
      await consoleApp.close();
    }
  });
});
