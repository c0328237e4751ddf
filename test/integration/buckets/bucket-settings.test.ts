import type { Schema } from '@contract/shared/contract-types';
import { inBucket } from '@test/support/api-client';
import { consoleFixture } from '@test/support/fixtures';
import { asRoot } from '@test/support/minio-root';
import { bucketPersona, createdBucket } from './bucket-test-kit';

jest.setTimeout(60_000);

const world = consoleFixture();

/** What an anonymous client gets for an object, straight from MinIO. */
async function anonymousStatus(bucket: string, key: string): Promise<number> {
  return (await fetch(`${world.minio.endpoint}/${bucket}/${key}`)).status;
}

const setAccess = (bucket: string, body: Schema<'SetBucketAccessRequest'>) =>
  world.root.PUT('/api/v1/buckets/{bucket}/set-policy', { ...inBucket(bucket), body });
const info = async (bucket: string) => (await world.root.GET('/api/v1/buckets/{bucket}', inBucket(bucket))).data;

describe('access policy', () => {
  it('makes a bucket public and private again, as anonymous clients see it', async () => {
    const bucket = await createdBucket(world, 'access');
    await asRoot(world.minio, (s3) => s3.putObject(bucket, 'hello.txt', Buffer.from('hi')));
    expect(await anonymousStatus(bucket, 'hello.txt')).toBe(403);
    expect((await setAccess(bucket, { access: 'PUBLIC' })).status).toBe(204);
    expect((await info(bucket))?.access).toBe('PUBLIC');
    expect(await anonymousStatus(bucket, 'hello.txt')).toBe(200);
    expect((await setAccess(bucket, { access: 'PRIVATE' })).status).toBe(204);
    expect(await info(bucket)).toMatchObject({ access: 'PRIVATE' });
    expect(await anonymousStatus(bucket, 'hello.txt')).toBe(403);
  });

  it('sets a custom policy and shows it back; refuses bad JSON and a policy MinIO rejects', async () => {
    const bucket = await createdBucket(world, 'custom');
    const definition = JSON.stringify({
      Version: '2012-10-17',
      Statement: [
        {
          Effect: 'Allow',
          Principal: { AWS: ['*'] },
          Action: ['s3:GetObject'],
          Resource: [`arn:aws:s3:::${bucket}/docs/*`],
        },
      ],
    });
    expect((await setAccess(bucket, { access: 'CUSTOM', definition })).status).toBe(204);
    const custom = await info(bucket);
    expect(custom?.access).toBe('CUSTOM');
    expect(JSON.parse(custom?.definition ?? '{}')).toMatchObject({ Statement: [{ Action: ['s3:GetObject'] }] });
    const notJson = await setAccess(bucket, { access: 'CUSTOM', definition: '{nope' });
    expect(notJson).toMatchObject({ status: 400, error: { message: 'The policy is not valid JSON' } });
    const malformed = JSON.stringify({ Statement: [{ Effect: 'Allow', Action: ['s3:GetObject'] }] });
    const rejected = await setAccess(bucket, { access: 'CUSTOM', definition: malformed });
    expect(rejected.status).toBe(400);
    expect(rejected.error?.detailedMessage).toContain('MalformedPolicy');
    expect((await setAccess(bucket, { access: 'CUSTOM' })).status).toBe(400);
  });
});

describe('retention and object locking', () => {
  const retentionPath = '/api/v1/buckets/{bucket}/retention';

  it('is silent about a bucket without locking, and refuses to set a retention on it', async () => {
    const bucket = await createdBucket(world, 'noret');
    expect(await world.root.GET(retentionPath, inBucket(bucket))).toEqual({ status: 200, data: { enabled: false } });
    expect((await world.root.GET('/api/v1/buckets/{bucket}/object-locking', inBucket(bucket))).data).toEqual({
      object_locking_enabled: false,
    });
    const refused = await world.root.PUT(retentionPath, {
      ...inBucket(bucket),
      body: { mode: 'governance', unit: 'days', validity: 1 },
    });
    expect(refused).toMatchObject({ status: 409, error: { message: `Bucket ${bucket} has no object locking` } });
  });

  it('sets the default retention of a locked bucket', async () => {
    const bucket = await createdBucket(world, 'ret', { versioning: true, locking: true });
    expect(await world.root.GET(retentionPath, inBucket(bucket))).toEqual({ status: 200, data: { enabled: false } });
    const retention = { mode: 'governance', unit: 'years', validity: 2 } satisfies Schema<'BucketRetention'>;
    expect((await world.root.PUT(retentionPath, { ...inBucket(bucket), body: retention })).status).toBe(204);
    expect((await world.root.GET(retentionPath, inBucket(bucket))).data).toEqual({ enabled: true, ...retention });
    const never = { ...retention, validity: 0 };
    expect((await world.root.PUT(retentionPath, { ...inBucket(bucket), body: never })).status).toBe(400);
  });
});

describe('encryption', () => {
  const enable = (bucket: string, body: Schema<'EnableBucketEncryptionRequest'>) =>
    world.root.POST('/api/v1/buckets/{bucket}/encryption/enable', { ...inBucket(bucket), body });

  it('reports "not found" as disabled, enables SSE-S3 and SSE-KMS, and disables again', async () => {
    const bucket = await createdBucket(world, 'enc');
    const encryption = () => world.root.GET('/api/v1/buckets/{bucket}/encryption/info', inBucket(bucket));
    expect(await encryption()).toEqual({ status: 200, data: { encType: 'disabled' } });
    expect((await enable(bucket, { encType: 'sse-s3' })).status).toBe(204);
    expect((await encryption()).data).toEqual({ encType: 'sse-s3', algorithm: 'AES256' });
    expect((await enable(bucket, { encType: 'sse-kms', kmsKeyID: 'object-console-key' })).status).toBe(204);
    expect((await encryption()).data).toEqual({
      encType: 'sse-kms',
      algorithm: 'aws:kms',
      kmsMasterKeyID: 'object-console-key',
    });
    const disabled = await world.root.POST('/api/v1/buckets/{bucket}/encryption/disable', inBucket(bucket));
    expect(disabled.status).toBe(204);
    expect((await encryption()).data).toEqual({ encType: 'disabled' });
  });

  it('refuses SSE-KMS without a key or with a key the KMS does not know', async () => {
    const bucket = await createdBucket(world, 'enckey');
    const noKey = await enable(bucket, { encType: 'sse-kms' });
    expect(noKey).toMatchObject({ status: 400, error: { message: 'SSE-KMS needs a KMS key ID' } });
    const unknown = await enable(bucket, { encType: 'sse-kms', kmsKeyID: 'no-such-key' });
    expect(unknown).toMatchObject({ status: 400, error: { message: "The KMS has no key 'no-such-key'" } });
  });
});

describe('versioning and quota', () => {
  it('turns versioning on and suspends it', async () => {
    const bucket = await createdBucket(world, 'ver');
    const path = '/api/v1/buckets/{bucket}/versioning';
    const state = async () => (await world.root.GET(path, inBucket(bucket))).data;
    const turn = (versioning: boolean) => world.root.PUT(path, { ...inBucket(bucket), body: { versioning } });
    expect(await state()).toEqual({ is_versioned: false, status: 'Unversioned' });
    expect((await turn(true)).status).toBe(204);
    expect(await state()).toEqual({ is_versioned: true, status: 'Enabled' });
    expect((await turn(false)).status).toBe(204);
    // MinIO keeps the difference between never versioned and suspended; so does the answer.
    expect(await state()).toEqual({ is_versioned: false, status: 'Suspended' });
  });

  it('sets and removes a hard quota; refuses 0 and fifo', async () => {
    const bucket = await createdBucket(world, 'quota');
    const path = '/api/v1/buckets/{bucket}/quota';
    const quota = async () => (await world.root.GET(path, inBucket(bucket))).data;
    const setQuota = (body: Schema<'SetBucketQuotaRequest'>) => world.root.PUT(path, { ...inBucket(bucket), body });
    expect(await quota()).toEqual({ type: 'hard', quota: 0, enabled: false });
    const fiveMiB = 5 * 1024 * 1024;
    expect((await setQuota({ enabled: true, quota_type: 'hard', amount: fiveMiB })).status).toBe(204);
    expect(await quota()).toEqual({ type: 'hard', quota: fiveMiB, enabled: true });
    const zero = await setQuota({ enabled: true, amount: 0 });
    expect(zero).toMatchObject({ status: 400, error: { message: 'A quota needs a size of at least 1 byte' } });
    const fifo = await setQuota({ enabled: true, quota_type: 'fifo', amount: 1 });
    expect(fifo).toMatchObject({
      status: 400,
      error: { message: expect.stringContaining("no longer supports 'fifo'") },
    });
    expect((await setQuota({ enabled: false })).status).toBe(204);
    expect(await quota()).toEqual({ type: 'hard', quota: 0, enabled: false });
  });
});

describe('restricted users', () => {
  it('a user who may only read settings reads them all and is refused every change', async () => {
    const bucket = await createdBucket(world, 'reader', { versioning: true });
    const reader = await world.persona(bucketPersona('bucket-reader'));
    const at = inBucket(bucket);
    // One after another, as a person would try them.
    const reads = [
      ['versioning', () => reader.GET('/api/v1/buckets/{bucket}/versioning', at)],
      ['quota', () => reader.GET('/api/v1/buckets/{bucket}/quota', at)],
      ['retention', () => reader.GET('/api/v1/buckets/{bucket}/retention', at)],
      ['encryption/info', () => reader.GET('/api/v1/buckets/{bucket}/encryption/info', at)],
      ['object-locking', () => reader.GET('/api/v1/buckets/{bucket}/object-locking', at)],
    ] as const;
    for (const [path, read] of reads) expect([path, (await read()).status]).toEqual([path, 200]);
    expect((await reader.GET('/api/v1/buckets/{bucket}', at)).data).toMatchObject({
      access: 'PRIVATE',
      manage: true,
    });
    const changes = [
      () => reader.PUT('/api/v1/buckets/{bucket}/versioning', { ...at, body: { versioning: false } }),
      () => reader.PUT('/api/v1/buckets/{bucket}/set-policy', { ...at, body: { access: 'PUBLIC' } }),
      () => reader.PUT('/api/v1/buckets/{bucket}/quota', { ...at, body: { enabled: true, amount: 1024 } }),
      () => reader.POST('/api/v1/buckets/{bucket}/encryption/enable', { ...at, body: { encType: 'sse-s3' } }),
    ];
    for (const change of changes) expect((await change()).status).toBe(403);
  });

  it("MinIO's readonly policy cannot even read the settings", async () => {
    const bucket = await createdBucket(world, 'ro-settings');
    const reader = await world.persona('readonly');
    expect((await reader.GET('/api/v1/buckets/{bucket}/versioning', inBucket(bucket))).status).toBe(403);
    expect((await reader.GET('/api/v1/buckets/{bucket}/encryption/info', inBucket(bucket))).status).toBe(403);
    expect((await reader.GET('/api/v1/buckets/{bucket}/quota', inBucket(bucket))).status).toBe(403);
  });
});
