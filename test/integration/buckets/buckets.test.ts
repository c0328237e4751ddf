import type { Schema } from '@contract/shared/contract-types';
import { inBucket } from '@test/support/api-client';
import { eventually } from '@test/support/eventually';
import { consoleFixture } from '@test/support/fixtures';
import { asRoot, bucketExists } from '@test/support/minio-root';
import { uniqueBucket } from '@test/support/unique';
import { bucketPersona } from './bucket-test-kit';

jest.setTimeout(60_000);

const world = consoleFixture();

/** Creates a bucket through the API and remembers it for clean-up. */
function create(request: Partial<Schema<'CreateBucketRequest'>> & { name: string }) {
  world.cleanup.bucket(request.name);
  return world.root.POST('/api/v1/buckets', { body: { versioning: false, locking: false, ...request } });
}

describe('list, create, delete and inspect buckets as root (erasure)', () => {
  it('lists a new bucket with its date, usage, access and manage flag', async () => {
    const name = uniqueBucket('list');
    expect(await create({ name })).toEqual({ status: 201, data: { name } });
    const { status, data } = await world.root.GET('/api/v1/buckets');
    expect(status).toBe(200);
    expect(data?.buckets.find((bucket) => bucket.name === name)).toEqual({
      name,
      creation_date: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      size: 0,
      objects: 0,
      rw_access: { read: true, write: true },
      manage: true,
    });
    if (data?.usageLastUpdate !== undefined) expect(Date.parse(data.usageLastUpdate)).toBeGreaterThan(0);
  });

  it('creates a bucket with versioning, locking, a quota and a retention, all visible afterwards', async () => {
    const name = uniqueBucket('full');
    const quota = { enabled: true, quota_type: 'hard' as const, amount: 2 * 1024 ** 3 };
    const retention = { mode: 'governance' as const, unit: 'days' as const, validity: 3 };
    expect((await create({ name, versioning: true, locking: true, quota, retention })).status).toBe(201);
    const at = inBucket(name);
    const root = world.root;
    expect((await root.GET('/api/v1/buckets/{bucket}/versioning', at)).data).toEqual({
      is_versioned: true,
      status: 'Enabled',
    });
    expect((await root.GET('/api/v1/buckets/{bucket}/object-locking', at)).data).toEqual({
      object_locking_enabled: true,
    });
    expect((await root.GET('/api/v1/buckets/{bucket}/quota', at)).data).toEqual({
      type: 'hard',
      quota: 2 * 1024 ** 3,
      enabled: true,
    });
    expect((await root.GET('/api/v1/buckets/{bucket}/retention', at)).data).toEqual({ enabled: true, ...retention });
  });

  it('turns object locking on when retention is asked for without it', async () => {
    const name = uniqueBucket('forcelock');
    const retention = { mode: 'compliance' as const, unit: 'years' as const, validity: 1 };
    expect((await create({ name, versioning: true, locking: false, retention })).status).toBe(201);
    expect((await world.root.GET('/api/v1/buckets/{bucket}/object-locking', inBucket(name))).data).toEqual({
      object_locking_enabled: true,
    });
    expect((await world.root.GET('/api/v1/buckets/{bucket}/retention', inBucket(name))).data).toEqual({
      enabled: true,
      ...retention,
    });
  });

  it.each([
    ['Uppercase', 'cannot contain uppercase letters'],
    ['under_score', "not '_'"],
    ['ab', 'must be 3 to 63 characters long'],
    ['10.0.0.1', 'look like an IP address'],
    ['two..dots', 'two dots in a row'],
    ['-leading', 'must begin and end'],
    ['trailing.', 'must begin and end'],
    ['xn--punycode', "cannot start with 'xn--'"],
    ['name-s3alias', "cannot end with '-s3alias'"],
  ])('refuses the name %j before calling MinIO, saying why', async (name, reason) => {
    const { status, error } = await world.root.POST('/api/v1/buckets', {
      body: { name, versioning: false, locking: false },
    });
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: 400, message: expect.stringContaining(reason) });
    expect(error?.detailedMessage).toContain('name');
  });

  it('refuses a quota of size 0, the fifo type and retention without versioning, creating nothing', async () => {
    const zero = uniqueBucket('quota0');
    const fifo = uniqueBucket('fifo');
    const noVersioning = uniqueBucket('retnover');
    const sizeZero = await create({ name: zero, quota: { enabled: true, quota_type: 'hard', amount: 0 } });
    expect(sizeZero).toMatchObject({ status: 400, error: { message: 'A quota needs a size of at least 1 byte' } });
    const fifoAnswer = await create({ name: fifo, quota: { enabled: true, quota_type: 'fifo', amount: 1024 } });
    expect(fifoAnswer).toMatchObject({
      status: 400,
      error: { message: expect.stringContaining("no longer supports 'fifo'") },
    });
    const retention = { mode: 'compliance' as const, unit: 'days' as const, validity: 1 };
    const noVersion = await create({ name: noVersioning, retention });
    expect(noVersion).toMatchObject({
      status: 400,
      error: { message: expect.stringContaining('Retention needs versioning') },
    });
    for (const name of [zero, fifo, noVersioning]) expect(await bucketExists(world.minio, name)).toBe(false);
  });

  it('answers 409 for a bucket that already exists', async () => {
    const name = uniqueBucket('twice');
    expect((await create({ name })).status).toBe(201);
    expect(await create({ name })).toMatchObject({ status: 409, error: { code: 409 } });
  });

  it('describes one bucket: date, access, manage, allowed actions and usage; 404 for a missing one', async () => {
    const name = uniqueBucket('info');
    // MinIO's accountinfo (read by the list) keeps its bucket list for about a second: the new bucket, asked for at
    // once, is not in it yet; S3 ListBuckets names it already, with its date.
    await world.root.GET('/api/v1/buckets');
    await create({ name });
    const { status, data } = await world.root.GET('/api/v1/buckets/{bucket}', inBucket(name));
    expect(status).toBe(200);
    expect(data).toMatchObject({ name, access: 'PRIVATE', manage: true, size: 0, objects: 0 });
    expect(data?.creation_date).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(data?.allowedActions).toEqual(
      expect.arrayContaining(['s3:PutBucketPolicy', 's3:GetBucketVersioning', 'admin:SetBucketQuota', 's3:PutObject']),
    );
    expect(data?.definition).toBeUndefined();
    const missing = await world.root.GET('/api/v1/buckets/{bucket}', inBucket(uniqueBucket('missing')));
    expect(missing).toMatchObject({ status: 404, error: { code: 404 } });
  });

  it('deletes only an empty bucket: 409 with a clear message otherwise, 404 when missing', async () => {
    const name = uniqueBucket('delete');
    await create({ name });
    await asRoot(world.minio, (s3) => s3.putObject(name, 'keep.txt', Buffer.from('x')));
    const remove = () => world.root.DELETE('/api/v1/buckets/{bucket}', inBucket(name));
    const refused = await remove();
    expect(refused).toMatchObject({ status: 409, error: { message: `Bucket ${name} is not empty` } });
    expect(refused.error?.detailedMessage).toContain('only be deleted when it is empty');
    expect(await bucketExists(world.minio, name)).toBe(true);
    await asRoot(world.minio, (s3) => s3.removeObject(name, 'keep.txt'));
    expect((await remove()).status).toBe(204);
    expect(await bucketExists(world.minio, name)).toBe(false);
    expect((await remove()).status).toBe(404);
  });
});

describe('restricted users', () => {
  it('a readonly user sees the buckets read-only and may not create or delete', async () => {
    const name = uniqueBucket('ro');
    await create({ name });
    const reader = await world.persona('readonly');
    // Without s3:ListAllMyBuckets the list is accountinfo's alone, whose bucket list MinIO caches for about a second.
    const card = await eventually('the new bucket in the readonly list', async () =>
      (await reader.GET('/api/v1/buckets')).data?.buckets.find((bucket) => bucket.name === name),
    );
    expect(card).toMatchObject({
      rw_access: { read: true, write: false },
      manage: false,
    });
    const info = await reader.GET('/api/v1/buckets/{bucket}', inBucket(name));
    expect(info.data).toMatchObject({ name, manage: false });
    expect(info.data?.access).toBeUndefined();
    expect(info.data?.allowedActions).toEqual(['s3:GetObject']);
    const another = { name: uniqueBucket('ro-new'), versioning: false, locking: false };
    expect((await reader.POST('/api/v1/buckets', { body: another })).status).toBe(403);
    expect((await reader.DELETE('/api/v1/buckets/{bucket}', inBucket(name))).status).toBe(403);
  });

  it('removes the bucket again when a later step is refused, and names the step', async () => {
    const creator = await world.persona(bucketPersona('bucket-creator-without-quota'));
    const name = world.bucketName('rollback');
    const { status, error } = await creator.POST('/api/v1/buckets', {
      body: { name, versioning: true, locking: false, quota: { enabled: true, quota_type: 'hard', amount: 1024 } },
    });
    expect(status).toBe(403);
    expect(error?.message).toBe(`Bucket ${name} was not created: setting the quota failed`);
    expect(error?.detailedMessage).toContain('The bucket was removed again');
    expect(await bucketExists(world.minio, name)).toBe(false);
    // Without the refused step the same user can create it.
    const body = { name, versioning: true, locking: false };
    expect((await creator.POST('/api/v1/buckets', { body })).status).toBe(201);
  });
});
