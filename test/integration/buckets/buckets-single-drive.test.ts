import { SINGLE_DRIVE_MESSAGE } from '@contract/shared/buckets/create-bucket-rules';
import { inBucket } from '@test/support/api-client';
import { consoleFixture } from '@test/support/fixtures';
import { bucketExists } from '@test/support/minio-root';
import { loadWorld, need } from '@test/world/state';
import { createdBucket, replicationRequest } from './bucket-test-kit';

jest.setTimeout(60_000);

/**
 * A single-drive MinIO supports versioning, locking, quota, retention, replication and lifecycle nowadays, but the
 * spec keeps them to distributed setups (spec 01 §5–§6); the API follows the session's `distributedMode`.
 */
const world = consoleFixture({ minio: need(loadWorld().minio.single, 'single-drive MinIO') });
const second = need(loadWorld().minio.second, 'second MinIO');
let bucket: string;

beforeAll(async () => {
  bucket = await createdBucket(world, 'single');
});

const refusedAsSingleDrive = { status: 400, error: { code: 400, message: SINGLE_DRIVE_MESSAGE } };

describe('a single-drive deployment', () => {
  it('reports distributedMode false, as the refusals below assume', async () => {
    expect((await world.root.GET('/api/v1/session')).data).toMatchObject({ distributedMode: false });
  });

  it('creates a plain bucket but refuses versioning, locking, quota and retention, creating nothing', async () => {
    const name = world.bucketName('single-v');
    const answer = await world.root.POST('/api/v1/buckets', {
      body: { name, versioning: true, locking: false, quota: { enabled: true, quota_type: 'hard', amount: 1024 } },
    });
    expect(answer).toMatchObject(refusedAsSingleDrive);
    expect(await bucketExists(world.minio, name)).toBe(false);
    const locked = await world.root.POST('/api/v1/buckets', { body: { name, versioning: false, locking: true } });
    expect(locked).toMatchObject(refusedAsSingleDrive);
  });

  it('reads the distributed-only settings but refuses to change them', async () => {
    const root = world.root;
    const at = inBucket(bucket);
    expect(await root.GET('/api/v1/buckets/{bucket}/versioning', at)).toEqual({
      status: 200,
      data: { is_versioned: false, status: 'Unversioned' },
    });
    expect(await root.GET('/api/v1/buckets/{bucket}/quota', at)).toEqual({
      status: 200,
      data: { type: 'hard', quota: 0, enabled: false },
    });
    expect(await root.GET('/api/v1/buckets/{bucket}/retention', at)).toEqual({ status: 200, data: { enabled: false } });
    expect(await root.PUT('/api/v1/buckets/{bucket}/versioning', { ...at, body: { versioning: true } })).toMatchObject(
      refusedAsSingleDrive,
    );
    expect(
      await root.PUT('/api/v1/buckets/{bucket}/quota', { ...at, body: { enabled: true, amount: 1024 } }),
    ).toMatchObject(refusedAsSingleDrive);
    expect(
      await root.PUT('/api/v1/buckets/{bucket}/retention', {
        ...at,
        body: { mode: 'governance', unit: 'days', validity: 1 },
      }),
    ).toMatchObject(refusedAsSingleDrive);
    expect(
      await root.POST('/api/v1/buckets/{bucket}/lifecycle', { ...at, body: { type: 'expiry', expiry_days: 1 } }),
    ).toMatchObject(refusedAsSingleDrive);
    expect((await root.GET('/api/v1/buckets/{bucket}/lifecycle', at)).data).toEqual({ lifecycle: [] });
  });

  it('refuses replication before contacting the remote server', async () => {
    const request = replicationRequest(second, [[bucket, bucket]]);
    const replicated = await world.root.POST('/api/v1/buckets-replication', { body: request });
    expect(replicated).toMatchObject(refusedAsSingleDrive);
    const listed = await world.root.POST('/api/v1/list-external-buckets', {
      body: {
        accessKey: request.accessKey,
        secretKey: request.secretKey,
        targetURL: new URL(second.endpoint).host,
        useTLS: false,
      },
    });
    expect(listed).toMatchObject(refusedAsSingleDrive);
  });

  it('keeps the features that are not distributed-only: encryption and the access policy', async () => {
    const root = world.root;
    const at = inBucket(bucket);
    const encrypted = await root.POST('/api/v1/buckets/{bucket}/encryption/enable', {
      ...at,
      body: { encType: 'sse-s3' },
    });
    expect(encrypted.status).toBe(204);
    expect((await root.GET('/api/v1/buckets/{bucket}/encryption/info', at)).data).toEqual({
      encType: 'sse-s3',
      algorithm: 'AES256',
    });
    const opened = await root.PUT('/api/v1/buckets/{bucket}/set-policy', { ...at, body: { access: 'PUBLIC' } });
    expect(opened.status).toBe(204);
    expect((await root.GET('/api/v1/buckets/{bucket}', at)).data).toMatchObject({ access: 'PUBLIC' });
  });
});
