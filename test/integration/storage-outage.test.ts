import { jsonHeaders } from '@test/support/app-under-test';
import { consoleFixture } from '@test/support/fixtures';
import { startOwnMinio, type OwnMinio } from '@test/support/own-minio';

/**
 * Expected (security-and-reliability.md, faults 1 and 2): "cannot reach the storage server" at login and mid-session,
 * never "invalid credentials", and recovery without a new login once MinIO is back.
 */
describe('when the storage server is down', () => {
  let minio: OwnMinio;
  beforeAll(async () => {
    minio = await startOwnMinio('outage');
  }, 60_000);
  const world = consoleFixture({ minio: () => minio.server });
  afterAll(() => minio?.stop());

  it('reports 503 mid-session and at login, then recovers without a new login', async () => {
    const { endpoint, accessKey, secretKey } = minio.server;
    const user = await world.login(accessKey, secretKey);
    const session = () => user.GET('/api/v1/session');
    expect((await session()).status).toBe(200);

    await minio.stop();
    // The session's account view may be answered from the last second's (recent-account-info.ts): poll briefly.
    let midSession = await session();
    for (const deadline = Date.now() + 10_000; midSession.status === 200 && Date.now() < deadline;) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      midSession = await session();
    }
    expect(midSession.status).toBe(503);
    expect(midSession.error?.message).toBe('Cannot reach the storage server');
    expect(midSession.error?.detailedMessage).toContain(endpoint);

    // The login form's call, raw: what matters here is what it answers without a storage server.
    const atLogin = await fetch(`${world.app.base}/api/v1/login`, {
      method: 'POST',
      headers: jsonHeaders,
      body: JSON.stringify({ accessKey, secretKey }),
    });
    expect(atLogin.status).toBe(503);
    expect(await atLogin.json()).toMatchObject({ message: 'Cannot reach the storage server' });

    await minio.restart();
    // Back with the same cookie. A freshly started MinIO may still say it is not ready (503) for a moment — never a
    // failure (502) or an ended session (401) — so poll with a deadline.
    const deadline = Date.now() + 30_000;
    let status = (await session()).status;
    while (status !== 200 && Date.now() < deadline) {
      expect(status).toBe(503);
      await new Promise((resolve) => setTimeout(resolve, 250));
      status = (await session()).status;
    }
    expect(status).toBe(200);
  }, 60_000);
});
