import { jsonHeaders, startApp, type AppUnderTest } from '@test/support/app-under-test';
import { serviceAccountJwt } from '@test/support/service-account-jwt';
import { freePort } from '@test/world/ports';

/**
 * A token past its own `exp` is refused at once with 401 Invalid token, saying when it expired; any other token goes
 * to the API server, which alone judges signatures. The configured API server does not exist, so a 503 proves the
 * console asked it and a 401 proves it did not.
 */
describe('operator login: what is decided before the API server', () => {
  let app: AppUnderTest;
  let apiServer: string;
  beforeAll(async () => {
    // A port just bound and closed: nothing answers there.
    apiServer = `https://127.0.0.1:${await freePort()}`;
    app = await startApp({ CONSOLE_OPERATOR_MODE: 'on', CONSOLE_K8S_API_SERVER: apiServer });
  });
  afterAll(() => app.close());

  const login = (jwt: string) =>
    fetch(`${app.base}/api/v1/login/operator`, { method: 'POST', headers: jsonHeaders, body: JSON.stringify({ jwt }) });

  it('refuses an expired service-account token without asking the API server', async () => {
    const jwt = await serviceAccountJwt({ namespace: 'tenant-ns', name: 'console', expiresIn: -60 });
    const res = await login(jwt);
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: 401, message: 'Invalid token', detailedMessage: /expired at/ });
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it.each([
    ['an unexpired service-account token', { expiresIn: 600 }],
    ['a legacy token without expiry', { expiresIn: undefined }],
  ])('asks the API server about %s', async (_what, { expiresIn }) => {
    const res = await login(await serviceAccountJwt({ namespace: 'tenant-ns', name: 'console', expiresIn }));
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ message: `Cannot reach the Kubernetes API server at ${apiServer}` });
  });

  it.each([
    ['an opaque token', 'not-a-token'],
    ['a JWT-shaped token that is none', 'header.payload.signature'],
  ])('asks the API server about %s', async (_what, jwt) => {
    expect((await login(jwt)).status).toBe(503);
  });
});
