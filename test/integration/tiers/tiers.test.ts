import { randomUUID } from 'node:crypto';
import type { Schema } from '@contract/shared/contract-types';
import { listTiers, removeTier } from '@platform/minio/admin/tiers';
import { dataOf, type ApiClient } from '@test/support/api-client';
import { eventually } from '@test/support/eventually';
import { consoleFixture } from '@test/support/fixtures';
import { s3Call } from '../../../backend/src/features/objects/s3-raw';
import { rootConnection } from '@test/support/minio-admin';
import { asRoot } from '@test/support/minio-root';
import { uniqueBucket } from '@test/support/unique';
import { loadWorld, need } from '@test/world/state';
import { bucketPersona, createdBucket, LOOPBACK_TARGETS } from '../buckets/bucket-test-kit';

jest.setTimeout(120_000);

const second = need(loadWorld().minio.second, 'second MinIO');
const world = consoleFixture({ env: LOOPBACK_TARGETS });

/** A tier name no other test uses (MinIO takes upper case only). */
const uniqueTier = () => `IT-${randomUUID().replace(/-/g, '').slice(0, 10).toUpperCase()}`;

/** An empty bucket on the second server, for a tier to write to. */
async function remoteBucket(): Promise<string> {
  const name = world.bucketName('tier', second);
  await asRoot(second, (s3) => s3.makeBucket(name));
  return name;
}

/** The add request of a `minio` tier on the second server. */
function minioTier(
  name: string,
  bucket: string,
  keys: Partial<Record<'accesskey' | 'secretkey', string>> = {},
): Schema<'AddTierRequest'> {
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

/** A tier name no other test uses, its tier removed at the end (forced: it may hold data) if it was added. */
function tierName(): string {
  const name = uniqueTier();
  world.cleanup.later(async () => {
    const connection = rootConnection(world.minio);
    if ((await listTiers(connection)).some((tier) => tier.Name === name)) {
      await removeTier(connection, name, { force: true });
    }
  });
  return name;
}

const addTier = (body: Schema<'AddTierRequest'>, user: ApiClient = world.root) =>
  user.POST('/api/v1/admin/tiers', { body });
const tierPath = (name: string) => ({ params: { path: { name } } });
const setKeys = (type: Schema<'AddTierRequest'>['type'], name: string, body: Schema<'TierCredentialsRequest'>) =>
  world.root.PUT('/api/v1/admin/tiers/{type}/{name}/credentials', { params: { path: { type, name } }, body });

async function addMinioTier(): Promise<{ name: string; bucket: string }> {
  // The bucket first, so that the clean-up (newest first) removes the tier before the bucket it writes to.
  const bucket = await remoteBucket();
  const name = tierName();
  expect((await addTier(minioTier(name, bucket))).status).toBe(204);
  return { name, bucket };
}

const listed = async (name: string) =>
  dataOf(await world.root.GET('/api/v1/admin/tiers')).items.find(
    (tier) => (tier.minio ?? tier.s3 ?? tier.azure ?? tier.gcs)?.name === name,
  );

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
      status: 'online',
    });
    // MinIO keeps it: its own listing has the tier, pointing at the second server.
    const kept = (await listTiers(rootConnection(world.minio))).find((tier) => tier.Name === name);
    expect(kept).toMatchObject({ Type: 'minio', MinIO: { Bucket: bucket } });

    const keys = { access_key: second.accessKey, secret_key: second.secretKey };
    expect((await setKeys('minio', name, keys)).status).toBe(204);

    expect((await world.root.DELETE('/api/v1/admin/tiers/{name}', tierPath(name))).status).toBe(204);
    expect(await listed(name)).toBeUndefined();
    expect((await world.root.DELETE('/api/v1/admin/tiers/{name}', tierPath(name))).status).toBe(404);
  });

  it('refuses new keys that do not work, a wrong type, and missing values, keeping the old keys', async () => {
    const { name } = await addMinioTier();
    const wrong = await setKeys('minio', name, { access_key: second.accessKey, secret_key: 'not-the-secret-key' });
    expect(wrong.status).toBe(400);
    expect(wrong.error?.message).not.toBe('');
    const otherType = await setKeys('s3', name, { access_key: second.accessKey, secret_key: second.secretKey });
    expect(otherType).toMatchObject({
      status: 404,
      error: { message: 'There was an error retrieving tier information.' },
    });
    const missing = await setKeys('minio', name, { access_key: second.accessKey });
    expect(missing).toMatchObject({ status: 400, error: { message: 'A minio tier needs its secret key' } });
    // The old keys still work: MinIO can still reach the remote with them.
    const again = { access_key: second.accessKey, secret_key: second.secretKey };
    expect((await setKeys('minio', name, again)).status).toBe(204);
  });

  it('answers 400 for bad input and 409 for a taken name, adding nothing', async () => {
    const bucket = await remoteBucket();
    const lower = await addTier(minioTier('lower-case', bucket));
    expect(lower.status).toBe(400);
    const name = tierName();
    expect((await addTier({ type: 'minio' })).status).toBe(400);
    const noBlock = await addTier({ type: 's3', minio: minioTier(name, bucket).minio });
    expect(noBlock).toMatchObject({ status: 400, error: { message: 'The s3 settings are missing' } });
    const noKeys = await addTier(minioTier(name, bucket, { secretkey: '' }));
    expect(noKeys).toMatchObject({ status: 400, error: { message: 'A minio tier needs its secret key' } });
    const badKeys = await addTier(minioTier(name, bucket, { secretkey: 'wrong-key' }));
    expect(badKeys.status).toBeGreaterThanOrEqual(400);
    expect(badKeys.status).toBeLessThan(500);
    const noRemoteBucket = await addTier(minioTier(name, uniqueBucket('missing')));
    expect(noRemoteBucket.status).toBeGreaterThanOrEqual(400);
    expect(noRemoteBucket.status).toBeLessThan(500);
    expect(await listed(name)).toBeUndefined();

    const taken = await addMinioTier();
    const again = await addTier(minioTier(taken.name, await remoteBucket()));
    expect(again.status).toBe(409);
  });

  it('lets lifecycle transitions use a tier, and says why MinIO will not remove a tier that holds data', async () => {
    const { name, bucket } = await addMinioTier();
    const source = await createdBucket(world, 'tier-src', { versioning: true });
    const rule = { type: 'transition', prefix: 'cold/', transition_days: 30, storage_class: name } as const;
    const added = await world.root.POST('/api/v1/buckets/{bucket}/lifecycle', {
      params: { path: { bucket: source } },
      body: rule,
    });
    expect(added.status).toBe(204);
    // What depends on the tier: the rule, named by bucket and ID; another tier has none.
    const rules = await world.root.GET('/api/v1/admin/tiers/{name}/rules', tierPath(name));
    expect(dataOf(rules).rules).toEqual([{ bucket: source, id: expect.any(String) }]);
    const other = await addMinioTier();
    expect(dataOf(await world.root.GET('/api/v1/admin/tiers/{name}/rules', tierPath(other.name))).rules).toEqual([]);
    // Data of the tier in its remote bucket (as transitioned objects would be): MinIO refuses to forget the tier.
    await asRoot(second, (s3) => s3.putObject(bucket, 'tiered/object', Buffer.from('cold data')));
    const refused = await world.root.DELETE('/api/v1/admin/tiers/{name}', tierPath(name));
    expect(refused.status).toBe(409);
    expect(refused.error?.message).toMatch(/not empty|in use/i);
    expect(await listed(name)).toBeDefined();
  });

  it('lists a tier whose remote bucket is gone as offline', async () => {
    const { name, bucket } = await addMinioTier();
    expect((await listed(name))?.status).toBe('online');
    await asRoot(second, (s3) => s3.removeBucket(bucket));
    expect((await listed(name))?.status).toBe('offline');
  });

  it('moves an object to the tier once a rule says so: its storage class names the tier', async () => {
    const { name } = await addMinioTier();
    const source = await createdBucket(world, 'tier-move');
    // Runs before the bucket's own clean-up: deleting the moved object leaves a delete marker in this unversioned
    // bucket that MinIO will not remove, so the bucket goes with MinIO's force delete.
    world.cleanup.later(async () => {
      await s3Call(rootConnection(world.minio), {
        method: 'DELETE',
        bucket: source,
        headers: { 'x-minio-force-delete': 'true' },
      });
    });
    // A transition date in the past (January 1st of this year, the earliest a rule may use): MinIO moves what is uploaded next right away, without waiting for its scanner.
    const rule = {
      type: 'transition',
      transition_date: `${new Date().getFullYear()}-01-01T23:59:59Z`,
      storage_class: name,
    } as const;
    const added = await world.root.POST('/api/v1/buckets/{bucket}/lifecycle', {
      params: { path: { bucket: source } },
      body: rule,
    });
    expect(added.status).toBe(204);
    await asRoot(world.minio, (s3) => s3.putObject(source, 'cold.txt', Buffer.from('cold data')));
    const storageClass = async () =>
      dataOf(
        await world.root.GET('/api/v1/buckets/{bucket}/objects', {
          params: {
            path: { bucket: source },
            query: { prefix: Buffer.from('cold.txt').toString('base64'), with_metadata: true },
          },
        }),
      ).objects.find((object) => object.name === 'cold.txt')?.storage_class;
    await eventually('the transition', async () => ((await storageClass()) === name ? true : undefined), 60_000);
    // Still readable through the hot bucket: MinIO fetches it from the tier.
    const body = await asRoot(world.minio, async (s3) => (await s3.getObject(source, 'cold.txt')).toArray());
    expect(Buffer.concat(body).toString()).toBe('cold data');
  });

  it('refuses a user whose policy does not allow tiers, as MinIO does', async () => {
    // The bucket-reader persona may read buckets, nothing of the admin API.
    const caller = await world.persona(bucketPersona('bucket-reader'));
    expect((await caller.GET('/api/v1/admin/tiers')).status).toBe(403);
    expect((await addTier(minioTier(uniqueTier(), await remoteBucket()), caller)).status).toBe(403);
  });
});
