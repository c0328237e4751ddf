import { SINGLE_DRIVE_MESSAGE } from '../../../backend/api/shared/buckets/create-bucket-rules';
import { loadWorld, need } from '../../world/state';
import { bucketExists, consoleFor, uniqueBucket, type ConsoleUser, type TestConsole } from './bucket-test-kit';

jest.setTimeout(60_000);

/**
 * A single-drive MinIO supports versioning, locking, quota, retention, replication and lifecycle nowadays, but the
 * spec keeps them to distributed setups (spec 01 §5–§6); the API follows the session's `distributedMode`.
 */
const single = need(loadWorld().minio.single, 'single-drive MinIO');
const second = need(loadWorld().minio.second, 'second MinIO');
let harness: TestConsole;
let root: ConsoleUser;
const bucket = uniqueBucket('single');

beforeAll(async () => {
  harness = await consoleFor(single);
  root = harness.root;
  harness.made.add(bucket);
  expect((await root.post('/buckets', { name: bucket })).status).toBe(201);
});
afterAll(() => harness?.close());

const refusedAsSingleDrive = { status: 400, body: { code: 400, message: SINGLE_DRIVE_MESSAGE } };

describe('a single-drive deployment', () => {
  it('reports distributedMode false, as the refusals below assume', async () => {
    expect((await root.get('/session')).body).toMatchObject({ distributedMode: false });
  });

  it('creates a plain bucket but refuses versioning, locking, quota and retention, creating nothing', async () => {
    const name = uniqueBucket('single-v');
    harness.made.add(name);
    const answer = await root.post('/buckets', {
      name,
      versioning: true,
      quota: { enabled: true, quota_type: 'hard', amount: 1024 },
    });
    expect(answer).toMatchObject(refusedAsSingleDrive);
    expect(await bucketExists(single, name)).toBe(false);
    expect(await root.post('/buckets', { name, locking: true })).toMatchObject(refusedAsSingleDrive);
  });

  it('reads the distributed-only settings but refuses to change them', async () => {
    expect(await root.get(`/buckets/${bucket}/versioning`)).toEqual({
      status: 200,
      body: { is_versioned: false, status: 'Unversioned' },
    });
    expect(await root.get(`/buckets/${bucket}/quota`)).toEqual({
      status: 200,
      body: { type: 'hard', quota: 0, enabled: false },
    });
    expect(await root.get(`/buckets/${bucket}/retention`)).toEqual({ status: 200, body: { enabled: false } });
    expect(await root.put(`/buckets/${bucket}/versioning`, { versioning: true })).toMatchObject(refusedAsSingleDrive);
    expect(await root.put(`/buckets/${bucket}/quota`, { enabled: true, amount: 1024 })).toMatchObject(
      refusedAsSingleDrive,
    );
    expect(
      await root.put(`/buckets/${bucket}/retention`, { mode: 'governance', unit: 'days', validity: 1 }),
    ).toMatchObject(refusedAsSingleDrive);
    expect(await root.post(`/buckets/${bucket}/lifecycle`, { type: 'expiry', expiry_days: 1 })).toMatchObject(
      refusedAsSingleDrive,
    );
    expect((await root.get(`/buckets/${bucket}/lifecycle`)).body).toEqual({ lifecycle: [] });
  });

  it('refuses replication before contacting the remote server', async () => {
    const request = {
      accessKey: second.accessKey,
      secretKey: second.secretKey,
      targetURL: second.endpoint,
      bucketsRelation: [{ originBucket: bucket, destinationBucket: bucket }],
      syncMode: 'async',
    };
    expect(await root.post('/buckets-replication', request)).toMatchObject(refusedAsSingleDrive);
    expect(
      await root.post('/list-external-buckets', {
        accessKey: request.accessKey,
        secretKey: request.secretKey,
        targetURL: new URL(second.endpoint).host,
        useTLS: false,
      }),
    ).toMatchObject(refusedAsSingleDrive);
  });

  it('keeps the features that are not distributed-only: encryption and the access policy', async () => {
    expect((await root.post(`/buckets/${bucket}/encryption/enable`, { encType: 'sse-s3' })).status).toBe(204);
    expect((await root.get(`/buckets/${bucket}/encryption/info`)).body).toEqual({
      encType: 'sse-s3',
      algorithm: 'AES256',
    });
    expect((await root.put(`/buckets/${bucket}/set-policy`, { access: 'PUBLIC' })).status).toBe(204);
    expect((await root.get(`/buckets/${bucket}`)).body).toMatchObject({ access: 'PUBLIC' });
  });
});
