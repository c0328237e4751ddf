import { jsonHeaders, startApp } from '@test/support/app-under-test';

/**
 * A token with characters no token has (a line break, a space, a non-ASCII letter from a bad paste) is the client's
 * mistake: 401 Invalid token, and a failed login — not a 503 blaming an API server it never reached. The configured
 * API server does not exist, so any answer but the 401 would come from trying to reach it.
 */
describe('operator login with a malformed token', () => {
  it.each([
    ['a line break', 'header.pay\nload.signature'],
    ['a space', 'header.pay load.signature'],
    ['a letter outside ASCII', 'héader.payload.signature'],
    ['a NUL', 'header.pay\u0000load.signature'],
  ])('answers a token with %s with 401 Invalid token', async (_what, jwt) => {
    const app = await startApp({ CONSOLE_OPERATOR_MODE: 'on', CONSOLE_K8S_API_SERVER: 'https://127.0.0.1:9' });
    try {
      const res = await fetch(`${app.base}/api/v1/login/operator`, {
        method: 'POST',
        headers: jsonHeaders,
        body: JSON.stringify({ jwt }),
      });
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ code: 401, message: 'Invalid token' });
    } finally {
      await app.close();
    }
  });
});
