import { jsonHeaders, login, startApp, type AppUnderTest } from '../support/app-under-test';
import { createUserWithPolicy } from '../support/minio-admin';
import { startOwnMinio, type OwnMinio } from '../support/own-minio';

describe('POST /api/v1/service/restart', () => {
  let minio: OwnMinio;
  let app: AppUnderTest;

  beforeAll(async () => {
    minio = await startOwnMinio('restart');
    app = await startApp({ CONSOLE_MINIO_SERVER: minio.server.endpoint });
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await minio.stop();
  });

  const restart = (cookie: string) =>
    fetch(`${app.base}/api/v1/service/restart`, { method: 'POST', headers: { ...jsonHeaders, Cookie: cookie } });

  it('restarts MinIO and answers once it is back', async () => {
    const cookie = await login(app.base, minio.server.accessKey, minio.server.secretKey);
    const res = await restart(cookie);
    expect(res.status).toBe(204);
    // Answered only once MinIO serves again: the very next call works.
    expect((await fetch(`${app.base}/api/v1/session`, { headers: { Cookie: cookie } })).status).toBe(200);
  }, 90_000);

  it('is refused for a user without the right, with MinIO’s reason', async () => {
    const user = await createUserWithPolicy(minio.server, 'readonly');
    const res = await restart(await login(app.base, user.accessKey, user.secretKey));
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: 403 });
  });
});
