import { randomBytes } from 'node:crypto';
import { dataOf, logIn, type ApiClient } from '@test/support/api-client';
import { startApp, type AppUnderTest } from '@test/support/app-under-test';
import { startOwnMinio, type OwnMinio } from '@test/support/own-minio';
import { loadWorld, need } from '@test/world/state';

/**
 * KMS pages' API against the world's MinIO with its built-in static key (MINIO_KMS_SECRET_KEY): status, version,
 * metrics, key list and key status work; the API list and key creation are not offered by that KMS (an API list with `offered` false; a 409 for key creation). Those two
 * are not tested against a KMS that offers them (no KES in the test world).
 */
describe('KMS with MinIO built-in static key', () => {
  let app: AppUnderTest;
  let root: ApiClient;

  beforeAll(async () => {
    const single = need(loadWorld().minio?.single, 'MinIO single');
    app = await startApp({ CONSOLE_MINIO_SERVER: single.endpoint });
    root = await logIn(app.base, single.accessKey, single.secretKey);
  });

  afterAll(() => app?.close());

  it('reports the KMS, its default key and endpoint', async () => {
    const status = dataOf(await root.GET('/api/v1/kms/status'));
    expect(status).toMatchObject({ configured: true, name: 'MinIO builtin' });
    expect(status.defaultKeyID).toMatch(/\S/);
    expect(status.endpoints.length).toBeGreaterThan(0);
    expect(status.endpoints[0]?.status).toBe('online');
  });

  it('reports version and metrics', async () => {
    expect(dataOf(await root.GET('/api/v1/kms/version')).version).toMatch(/\S/);
    // Key status round trips count as requests.
    await root.GET('/api/v1/kms/keys/{name}', {
      params: { path: { name: dataOf(await root.GET('/api/v1/kms/status')).defaultKeyID! } },
    });
    const metrics = dataOf(await root.GET('/api/v1/kms/metrics'));
    expect(metrics.requestOK).toBeGreaterThan(0);
    expect(metrics.latencyHistogram.length).toBeGreaterThan(0);
    const bounds = metrics.latencyHistogram.map((bucket) => bucket.duration);
    expect(bounds).toEqual([...bounds].sort((a, b) => a - b));
  });

  it('lists its key and checks it works; an unknown key is a 404', async () => {
    const defaultKey = dataOf(await root.GET('/api/v1/kms/status')).defaultKeyID!;
    const keys = dataOf(await root.GET('/api/v1/kms/keys')).results;
    expect(keys.map((key) => key.name)).toEqual([defaultKey]);
    const filtered = dataOf(await root.GET('/api/v1/kms/keys', { params: { query: { pattern: 'zz-none' } } }));
    expect(filtered.results).toEqual([]);
    expect(await root.GET('/api/v1/kms/keys/{name}', { params: { path: { name: defaultKey } } })).toEqual({
      status: 200,
      data: { keyID: defaultKey },
    });
    const unknown = await root.GET('/api/v1/kms/keys/{name}', { params: { path: { name: 'no-such-key' } } });
    expect(unknown.status).toBe(404);
  });

  it('says that this KMS cannot list APIs or create keys', async () => {
    expect(await root.GET('/api/v1/kms/apis')).toMatchObject({ status: 200, data: { offered: false, results: [] } });
    const created = await root.POST('/api/v1/kms/keys', { body: { key: `k-${randomBytes(3).toString('hex')}` } });
    expect(created).toMatchObject({ status: 409, error: { message: "The server's KMS does not offer this" } });
    const defaultKey = dataOf(await root.GET('/api/v1/kms/status')).defaultKeyID!;
    expect((await root.POST('/api/v1/kms/keys', { body: { key: defaultKey } })).status).toBe(409);
    expect((await root.POST('/api/v1/kms/keys', { body: { key: 'bad name' } })).status).toBe(400);
  });
});

describe('KMS on a server without one', () => {
  let minio: OwnMinio;
  let app: AppUnderTest;

  beforeAll(async () => {
    minio = await startOwnMinio(`nokms-${randomBytes(3).toString('hex')}`, 'single', { MINIO_KMS_SECRET_KEY: '' });
    app = await startApp({ CONSOLE_MINIO_SERVER: minio.server.endpoint });
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await minio?.stop();
  });

  it('answers status "not configured" and a 404 for the rest', async () => {
    const root = await logIn(app.base, minio.server.accessKey, minio.server.secretKey);
    expect(await root.GET('/api/v1/kms/status')).toEqual({ status: 200, data: { configured: false, endpoints: [] } });
    expect(await root.GET('/api/v1/kms/keys')).toMatchObject({
      status: 404,
      error: { message: 'The server has no KMS configured' },
    });
  });
});
