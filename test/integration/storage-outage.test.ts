import { join } from 'node:path';
import { jsonHeaders, login, startApp, type AppUnderTest } from '../support/app-under-test';
import { newKmsSecretKey, startMinio } from '../world/minio';
import { tempDir } from '../world/processes';
import type { MinioServer } from '../world/state';

/**
 * A MinIO of this test's own, stopped and restarted, so the shared servers of the run are never disturbed.
 * Expected (security-and-reliability.md, faults 1 and 2): "cannot reach the storage server" at login and mid-session,
 * never "invalid credentials", and recovery without a new login once MinIO is back.
 */
describe('when the storage server is down', () => {
  const dir = tempDir('outage');
  const kmsSecretKey = newKmsSecretKey();
  const secretKey = 'outage-root-secret';
  let server: MinioServer;
  let stop: () => Promise<void>;
  let app: AppUnderTest;

  const start = async (port?: number) => {
    const started = await startMinio({
      name: 'outage',
      mode: 'single',
      dataDir: join(dir, 'data'),
      logDir: dir,
      secretKey,
      kmsSecretKey,
      ...(port ? { port } : {}),
    });
    server = started.state;
    stop = () => started.process.stop();
  };

  beforeAll(async () => {
    await start();
    app = await startApp({ CONSOLE_MINIO_SERVER: server.endpoint });
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await stop();
  });

  it('reports 503 mid-session and at login, then recovers without a new login', async () => {
    const cookie = await login(app.base, server.accessKey, server.secretKey);
    const session = () => fetch(`${app.base}/api/v1/session`, { headers: { Cookie: cookie } });
    expect((await session()).status).toBe(200);

    await stop();
    const midSession = await session();
    expect(midSession.status).toBe(503);
    const body = (await midSession.json()) as { message: string; detailedMessage: string };
    expect(body.message).toBe('Cannot reach the storage server');
    expect(body.detailedMessage).toContain(server.endpoint);

    const atLogin = await fetch(`${app.base}/api/v1/login`, {
      method: 'POST',
      headers: jsonHeaders,
      body: JSON.stringify({ accessKey: server.accessKey, secretKey: server.secretKey }),
    });
    expect(atLogin.status).toBe(503);
    expect(await atLogin.json()).toMatchObject({ message: 'Cannot reach the storage server' });

    await start(server.port);
    expect((await session()).status).toBe(200);
  }, 60_000);
});
