import { dataOf } from '@test/support/api-client';
import { consoleFixture } from '@test/support/fixtures';
import { startOwnMinio, type OwnMinio } from '@test/support/own-minio';

jest.setTimeout(120_000);

/** A key an environment variable of the server sets: MinIO uses the variable, so the settings page must say so. */
let minio: OwnMinio;
beforeAll(async () => {
  minio = await startOwnMinio('settings-env', 'single', { MINIO_API_REQUESTS_MAX: '123' });
}, 60_000);
// After the MinIO above starts; its clean-up runs before the MinIO stops (afterAll hooks run in this order).
const world = consoleFixture({ minio: () => minio.server });
afterAll(async () => {
  await minio?.stop();
});

const config = (id: string) => ({ params: { path: { configurationId: id } } });

describe('GET /configs/{id} with a key set by the environment', () => {
  it('names the variable and the value MinIO uses', async () => {
    const api = dataOf(await world.root.GET('/api/v1/configs/{configurationId}', config('api')));
    expect(api.env_overrides).toEqual([{ key: 'requests_max', env: 'MINIO_API_REQUESTS_MAX', value: '123' }]);
  });

  it('has none for a subsystem the environment leaves alone', async () => {
    const compression = dataOf(await world.root.GET('/api/v1/configs/{configurationId}', config('compression')));
    expect(compression.env_overrides).toBeUndefined();
  });
});
