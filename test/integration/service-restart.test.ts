import { consoleFixture } from '@test/support/fixtures';
import { startOwnMinio, type OwnMinio } from '@test/support/own-minio';

describe('POST /api/v1/service/restart', () => {
  let minio: OwnMinio;
  beforeAll(async () => {
    minio = await startOwnMinio('restart');
  }, 60_000);
  // After the MinIO above starts; its clean-up runs before the MinIO stops (afterAll hooks run in this order).
  const world = consoleFixture({ minio: () => minio.server });
  afterAll(() => minio?.stop());

  it('restarts MinIO and answers once it is back', async () => {
    const root = await world.login(minio.server.accessKey, minio.server.secretKey);
    const res = await root.POST('/api/v1/service/restart');
    expect(res.status).toBe(204);
    // Answered only once MinIO serves again: the very next call works.
    expect((await root.GET('/api/v1/session')).status).toBe(200);
  }, 90_000);

  it('is refused for a user without the right, with MinIO’s reason', async () => {
    const user = await world.persona('readonly');
    const res = await user.POST('/api/v1/service/restart');
    expect(res.status).toBe(403);
    expect(res.error).toMatchObject({ code: 403 });
  });
});
