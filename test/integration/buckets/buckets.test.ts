import type { components } from '../../../backend/api/generated/api';
import type { AppUnderTest } from '../../support/app-under-test';
import { createUserWithPolicy } from '../../support/minio-admin';
import { loadWorld, need } from '../../world/state';
import {
  asRoot,
  bucketExists,
  consoleFor,
  consoleUser,
  createPersona,
  eventually,
  uniqueBucket,
  type ApiErrorBody,
  type ConsoleUser,
  type TestConsole,
} from './bucket-test-kit';

type Schemas = components['schemas'];

jest.setTimeout(60_000);

const erasure = need(loadWorld().minio.erasure, 'erasure MinIO');
let harness: TestConsole;
let app: AppUnderTest;
let root: ConsoleUser;

beforeAll(async () => {
  harness = await consoleFor(erasure);
  ({ app, root } = harness);
});
afterAll(() => harness?.close());

/** Creates a bucket through the API and remembers it for clean-up. */
async function create(request: Partial<Schemas['CreateBucketRequest']> & { name: string }) {
  harness.made.add(request.name);
  return root.post<Schemas['CreatedBucket'] | ApiErrorBody>('/buckets', request);
}

describe('list, create, delete and inspect buckets as root (erasure)', () => {
  it('lists a new bucket with its date, usage, access and manage flag', async () => {
    const name = uniqueBucket('list');
    expect(await create({ name })).toEqual({ status: 201, body: { name } });
    const { status, body } = await root.get<Schemas['BucketList']>('/buckets');
    expect(status).toBe(200);
    expect(body.buckets.find((bucket) => bucket.name === name)).toEqual({
      name,
      creation_date: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      size: 0,
      objects: 0,
      rw_access: { read: true, write: true },
      manage: true,
    });
    if (body.usageLastUpdate !== undefined) expect(Date.parse(body.usageLastUpdate)).toBeGreaterThan(0);
  });

  it('creates a bucket with versioning, locking, a quota and a retention, all visible afterwards', async () => {
    const name = uniqueBucket('full');
    const quota = { enabled: true, quota_type: 'hard' as const, amount: 2 * 1024 ** 3 };
    const retention = { mode: 'governance' as const, unit: 'days' as const, validity: 3 };
    expect((await create({ name, versioning: true, locking: true, quota, retention })).status).toBe(201);
    expect((await root.get(`/buckets/${name}/versioning`)).body).toEqual({ is_versioned: true, status: 'Enabled' });
    expect((await root.get(`/buckets/${name}/object-locking`)).body).toEqual({ object_locking_enabled: true });
    expect((await root.get(`/buckets/${name}/quota`)).body).toEqual({
      type: 'hard',
      quota: 2 * 1024 ** 3,
      enabled: true,
    });
    expect((await root.get(`/buckets/${name}/retention`)).body).toEqual({ enabled: true, ...retention });
  });

  it('turns object locking on when retention is asked for without it', async () => {
    const name = uniqueBucket('forcelock');
    const retention = { mode: 'compliance' as const, unit: 'years' as const, validity: 1 };
    expect((await create({ name, versioning: true, locking: false, retention })).status).toBe(201);
    expect((await root.get(`/buckets/${name}/object-locking`)).body).toEqual({ object_locking_enabled: true });
    expect((await root.get(`/buckets/${name}/retention`)).body).toEqual({ enabled: true, ...retention });
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
    const { status, body } = await root.post<ApiErrorBody>('/buckets', { name });
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 400, message: expect.stringContaining(reason) });
    expect(body.detailedMessage).toContain('name');
  });

  it('refuses a quota of size 0, the fifo type and retention without versioning, creating nothing', async () => {
    const zero = uniqueBucket('quota0');
    const fifo = uniqueBucket('fifo');
    const noVersioning = uniqueBucket('retnover');
    const sizeZero = await create({ name: zero, quota: { enabled: true, quota_type: 'hard', amount: 0 } });
    expect(sizeZero).toMatchObject({ status: 400, body: { message: 'A quota needs a size of at least 1 byte' } });
    const fifoAnswer = await create({ name: fifo, quota: { enabled: true, quota_type: 'fifo', amount: 1024 } });
    expect(fifoAnswer).toMatchObject({
      status: 400,
      body: { message: expect.stringContaining("no longer supports 'fifo'") },
    });
    const retention = { mode: 'compliance' as const, unit: 'days' as const, validity: 1 };
    const noVersion = await create({ name: noVersioning, retention });
    expect(noVersion).toMatchObject({
      status: 400,
      body: { message: expect.stringContaining('Retention needs versioning') },
    });
    for (const name of [zero, fifo, noVersioning]) expect(await bucketExists(erasure, name)).toBe(false);
  });

  it('answers 409 for a bucket that already exists', async () => {
    const name = uniqueBucket('twice');
    expect((await create({ name })).status).toBe(201);
    expect(await create({ name })).toMatchObject({ status: 409, body: { code: 409 } });
  });

  it('describes one bucket: access, manage, allowed actions and usage; 404 for a missing one', async () => {
    const name = uniqueBucket('info');
    await create({ name });
    const { status, body } = await root.get<Schemas['BucketInfo']>(`/buckets/${name}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ name, access: 'PRIVATE', manage: true, size: 0, objects: 0 });
    expect(body.allowedActions).toEqual(
      expect.arrayContaining(['s3:PutBucketPolicy', 's3:GetBucketVersioning', 'admin:SetBucketQuota', 's3:PutObject']),
    );
    expect(body.definition).toBeUndefined();
    const missing = await root.get<ApiErrorBody>(`/buckets/${uniqueBucket('missing')}`);
    expect(missing).toMatchObject({ status: 404, body: { code: 404 } });
  });

  it('deletes only an empty bucket: 409 with a clear message otherwise, 404 when missing', async () => {
    const name = uniqueBucket('delete');
    await create({ name });
    await asRoot(erasure, (s3) => s3.putObject(name, 'keep.txt', Buffer.from('x')));
    const refused = await root.del<ApiErrorBody>(`/buckets/${name}`);
    expect(refused).toMatchObject({ status: 409, body: { message: `Bucket ${name} is not empty` } });
    expect(refused.body.detailedMessage).toContain('only be deleted when it is empty');
    expect(await bucketExists(erasure, name)).toBe(true);
    await asRoot(erasure, (s3) => s3.removeObject(name, 'keep.txt'));
    expect((await root.del(`/buckets/${name}`)).status).toBe(204);
    expect(await bucketExists(erasure, name)).toBe(false);
    expect((await root.del(`/buckets/${name}`)).status).toBe(404);
  });
});

describe('restricted users', () => {
  it('a readonly user sees the buckets read-only and may not create or delete', async () => {
    const name = uniqueBucket('ro');
    await create({ name });
    const user = await createUserWithPolicy(erasure, 'readonly');
    const reader = await consoleUser(app, user.accessKey, user.secretKey);
    // Without s3:ListAllMyBuckets the list is accountinfo's alone, whose bucket list MinIO caches for about a second.
    const card = await eventually('the new bucket in the readonly list', async () =>
      (await reader.get<Schemas['BucketList']>('/buckets')).body.buckets.find((bucket) => bucket.name === name),
    );
    expect(card).toMatchObject({
      rw_access: { read: true, write: false },
      manage: false,
    });
    const info = await reader.get<Schemas['BucketInfo']>(`/buckets/${name}`);
    expect(info.body).toMatchObject({ name, manage: false });
    expect(info.body.access).toBeUndefined();
    expect(info.body.allowedActions).toEqual(['s3:GetObject']);
    expect((await reader.post('/buckets', { name: uniqueBucket('ro-new') })).status).toBe(403);
    expect((await reader.del(`/buckets/${name}`)).status).toBe(403);
  });

  it('removes the bucket again when a later step is refused, and names the step', async () => {
    const persona = await createPersona(erasure, 'bucket-creator-without-quota');
    try {
      const creator = await consoleUser(app, persona.accessKey, persona.secretKey);
      const name = uniqueBucket('rollback');
      harness.made.add(name);
      const { status, body } = await creator.post<ApiErrorBody>('/buckets', {
        name,
        versioning: true,
        quota: { enabled: true, quota_type: 'hard', amount: 1024 },
      });
      expect(status).toBe(403);
      expect(body.message).toBe(`Bucket ${name} was not created: setting the quota failed`);
      expect(body.detailedMessage).toContain('The bucket was removed again');
      expect(await bucketExists(erasure, name)).toBe(false);
      // Without the refused step the same user can create it.
      expect((await creator.post('/buckets', { name, versioning: true })).status).toBe(201);
    } finally {
      await persona.remove();
    }
  });
});
