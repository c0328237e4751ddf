import { randomBytes } from 'node:crypto';
import { logIn } from '@test/support/api-client';
import { jsonHeaders, startApp, type AppUnderTest } from '@test/support/app-under-test';
import { consoleFixture } from '@test/support/fixtures';
import { startOwnMinio, type OwnMinio } from '@test/support/own-minio';

const DEFAULT_KEY = 'minioadmin';

/**
 * ASVS V6.3.2: a MinIO whose root user still has its default keys is flagged in the session answer, so the shell
 * warns; a root user with other keys and an IAM user are not.
 */
describe('the default root credentials warning', () => {
  let minio: OwnMinio | undefined;
  let app: AppUnderTest | undefined;

  beforeAll(async () => {
    minio = await startOwnMinio(`defaultroot-${randomBytes(3).toString('hex')}`, 'single', undefined, DEFAULT_KEY);
    app = await startApp({ CONSOLE_MINIO_SERVER: minio.server.endpoint });
  }, 90_000);
  afterAll(async () => {
    await app?.close();
    await minio?.stop();
  });

  it('flags a login with minioadmin / minioadmin, for the whole session', async () => {
    if (!app || !minio) throw new Error('set-up failed');
    expect(minio.server.accessKey).toBe(DEFAULT_KEY);
    const root = await logIn(app.base, DEFAULT_KEY, DEFAULT_KEY);
    // The sealed cookie carries the answer, not the keys.
    expect(root.cookie).not.toContain(DEFAULT_KEY);
    const first = await root.GET('/api/v1/session');
    expect(first.data).toMatchObject({ status: 'ok', user: DEFAULT_KEY, defaultRootCredentials: true });
    await root.GET('/api/v1/buckets');
    expect((await root.GET('/api/v1/session')).data?.defaultRootCredentials).toBe(true);
  });

  const world = consoleFixture();

  it('does not flag root with keys of its own', async () => {
    expect(world.minio.secretKey).not.toBe(DEFAULT_KEY);
    expect((await world.root.GET('/api/v1/session')).data?.defaultRootCredentials).toBe(false);
  });

  it('does not flag an IAM user', async () => {
    const user = await world.persona('readonly');
    expect(await user.GET('/api/v1/session')).toMatchObject({ status: 200, data: { defaultRootCredentials: false } });
  });

  it('refuses minioadmin / minioadmin where root has other keys, and flags nothing', async () => {
    const res = await fetch(`${world.app.base}/api/v1/login`, {
      method: 'POST',
      headers: jsonHeaders,
      body: JSON.stringify({ accessKey: DEFAULT_KEY, secretKey: DEFAULT_KEY }),
    });
    expect(res.status).toBe(401);
    expect(res.headers.getSetCookie().join('')).not.toContain('oc-session=v1.');
  });
});
