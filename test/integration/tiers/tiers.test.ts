import { randomUUID } from 'node:crypto';
import type { components } from '../../../backend/api/generated/api';
import { listTiers, removeTier } from '../../../backend/src/platform/minio/admin/tiers';
import { rootConnection } from '../../support/minio-admin';
import { loadWorld, need } from '../../world/state';
import {
  asRoot,
  consoleFor,
  consoleUser,
  LOOPBACK_TARGETS,
  createPersona,
  removeBucketsFully,
  uniqueBucket,
  type ApiErrorBody,
  type ConsoleUser,
  type TestConsole,
} from '../buckets/bucket-test-kit';

type Schemas = components['schemas'];

jest.setTimeout(120_000);

const world = loadWorld();
const erasure = need(world.minio.erasure, 'erasure MinIO');
const second = need(world.minio.second, 'second MinIO');
let harness: TestConsole;
let root: ConsoleUser;
const remoteBuckets: string[] = [];
const tiers: string[] = [];

/** A tier name no other test uses (MinIO takes upper case only). */
const uniqueTier = () => `IT-${randomUUID().replace(/-/g, '').slice(0, 10).toUpperCase()}`;

/** An empty bucket on the second server, for a tier to write to. */
async function remoteBucket(): Promise<string> {
  const name = uniqueBucket('tier');
  remoteBuckets.push(name);
  await asRoot(second, (s3) => s3.makeBucket(name));
  return name;
}

/** The add request of a `minio` tier on the second server. */
function minioTier(name: string, bucket: string, keys: Partial<Record<'accesskey' | 'secretkey', string>> = {}) {
  return {
    type: 'minio',
    minio: {
      name,
      endpoint: second.endpoint,
      bucket,
      prefix: 'tiered/',
      region: 'us-east-1',
      accesskey: second.accessKey,
      secretkey: second.secretKey,
      ...keys,
    },
  };
}

async function addMinioTier(): Promise<{ name: string; bucket: string }> {
  const [name, bucket] = [uniqueTier(), await remoteBucket()];
  tiers.push(name);
  expect((await root.post('/admin/tiers', minioTier(name, bucket))).status).toBe(204);
  return { name, bucket };
}

const listed = async (name: string) =>
  (await root.get<Schemas['TierList']>('/admin/tiers')).body.items.find(
    (tier) => (tier.minio ?? tier.s3 ?? tier.azure ?? tier.gcs)?.name === name,
  );

beforeAll(async () => {
  harness = await consoleFor(erasure, LOOPBACK_TARGETS);
  root = harness.root;
});
afterAll(async () => {
  try {
    const left = new Set((await listTiers(rootConnection(erasure))).map((tier) => tier.Name));
    for (const name of tiers.filter((tier) => left.has(tier))) {
      await removeTier(rootConnection(erasure), name, { force: true });
    }
    await removeBucketsFully(second, remoteBuckets);
  } finally {
    await harness?.close();
  }
});

describe('remote tiers on the second MinIO', () => {
  it('adds a minio tier, lists it with its type and nested block (no secret), replaces its keys and removes it', async () => {
    const { name, bucket } = await addMinioTier();
    expect(await listed(name)).toEqual({
      type: 'minio',
      minio: {
        name,
        endpoint: second.endpoint,
        bucket,
        prefix: 'tiered/',
        region: 'us-east-1',
        accesskey: second.accessKey,
      },
    });
    // MinIO keeps it: its own listing has the tier, pointing at the second server.
    const kept = (await listTiers(rootConnection(erasure))).find((tier) => tier.Name === name);
    expect(kept).toMatchObject({ Type: 'minio', MinIO: { Bucket: bucket } });

    const keys = { access_key: second.accessKey, secret_key: second.secretKey };
    expect((await root.put(`/admin/tiers/minio/${name}/credentials`, keys)).status).toBe(204);

    expect((await root.del(`/admin/tiers/${name}`)).status).toBe(204);
    expect(await listed(name)).toBeUndefined();
    expect((await root.del(`/admin/tiers/${name}`)).status).toBe(404);
  });

  it('refuses new keys that do not work, a wrong type, and missing values, keeping the old keys', async () => {
    const { name } = await addMinioTier();
    const wrong = await root.put<ApiErrorBody>(`/admin/tiers/minio/${name}/credentials`, {
      access_key: second.accessKey,
      secret_key: 'not-the-secret-key',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).not.toBe('');
    const otherType = await root.put<ApiErrorBody>(`/admin/tiers/s3/${name}/credentials`, {
      access_key: second.accessKey,
      secret_key: second.secretKey,
    });
    expect(otherType).toMatchObject({
      status: 404,
      body: { message: 'There was an error retrieving tier information.' },
    });
    const missing = await root.put<ApiErrorBody>(`/admin/tiers/minio/${name}/credentials`, {
      access_key: second.accessKey,
    });
    expect(missing).toMatchObject({ status: 400, body: { message: 'A minio tier needs its secret key' } });
    // The old keys still work: MinIO can still reach the remote with them.
    const again = { access_key: second.accessKey, secret_key: second.secretKey };
    expect((await root.put(`/admin/tiers/minio/${name}/credentials`, again)).status).toBe(204);
  });

  it('answers 400 for bad input and 409 for a taken name, adding nothing', async () => {
    const bucket = await remoteBucket();
    const lower = await root.post<ApiErrorBody>('/admin/tiers', minioTier('lower-case', bucket));
    expect(lower.status).toBe(400);
    const name = uniqueTier();
    tiers.push(name);
    expect((await root.post('/admin/tiers', { type: 'minio' })).status).toBe(400);
    const noBlock = await root.post<ApiErrorBody>('/admin/tiers', { type: 's3', minio: minioTier(name, bucket).minio });
    expect(noBlock).toMatchObject({ status: 400, body: { message: 'The s3 settings are missing' } });
    const noKeys = await root.post<ApiErrorBody>('/admin/tiers', minioTier(name, bucket, { secretkey: '' }));
    expect(noKeys).toMatchObject({ status: 400, body: { message: 'A minio tier needs its secret key' } });
    const badKeys = await root.post<ApiErrorBody>('/admin/tiers', minioTier(name, bucket, { secretkey: 'wrong-key' }));
    expect(badKeys.status).toBeGreaterThanOrEqual(400);
    expect(badKeys.status).toBeLessThan(500);
    const noRemoteBucket = await root.post<ApiErrorBody>('/admin/tiers', minioTier(name, uniqueBucket('missing')));
    expect(noRemoteBucket.status).toBeGreaterThanOrEqual(400);
    expect(noRemoteBucket.status).toBeLessThan(500);
    expect(await listed(name)).toBeUndefined();

    const taken = await addMinioTier();
    const again = await root.post<ApiErrorBody>('/admin/tiers', minioTier(taken.name, await remoteBucket()));
    expect(again.status).toBe(409);
  });

  it('lets lifecycle transitions use a tier, and says why MinIO will not remove a tier that holds data', async () => {
    const { name, bucket } = await addMinioTier();
    const source = uniqueBucket('tier-src');
    harness.made.add(source);
    expect((await root.post('/buckets', { name: source, versioning: true })).status).toBe(201);
    const rule = { type: 'transition', prefix: 'cold/', transition_days: 30, storage_class: name };
    expect((await root.post(`/buckets/${source}/lifecycle`, rule)).status).toBe(204);
    // Data of the tier in its remote bucket (as transitioned objects would be): MinIO refuses to forget the tier.
    await asRoot(second, (s3) => s3.putObject(bucket, 'tiered/object', Buffer.from('cold data')));
    const refused = await root.del<ApiErrorBody>(`/admin/tiers/${name}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/not empty|in use/i);
    expect(await listed(name)).toBeDefined();
  });

  it('refuses a user whose policy does not allow tiers, as MinIO does', async () => {
    // The bucket-reader persona may read buckets, nothing of the admin API.
    const user = await createPersona(erasure, 'bucket-reader');
    try {
      const caller = await consoleUser(harness.app, user.accessKey, user.secretKey);
      expect((await caller.get('/admin/tiers')).status).toBe(403);
      const name = uniqueTier();
      expect((await caller.post('/admin/tiers', minioTier(name, await remoteBucket()))).status).toBe(403);
    } finally {
      await user.remove();
    }
  });
});
