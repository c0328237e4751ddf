import { randomUUID } from 'node:crypto';
import type { components } from '../../../backend/api/generated/api';
import { DELETE_MARKER_WITH_DAYS } from '../../../backend/api/shared/buckets/lifecycle-rules';
import { addTier, removeTier } from '../../../backend/src/platform/minio/admin/tiers';
import { createUserWithPolicy, rootConnection } from '../../support/minio-admin';
import { loadWorld, need } from '../../world/state';
import {
  asRoot,
  consoleFor,
  consoleUser,
  removeBucketsFully,
  uniqueBucket,
  type ApiErrorBody,
  type ConsoleUser,
  type TestConsole,
} from './bucket-test-kit';

type Schemas = components['schemas'];

jest.setTimeout(90_000);

const world = loadWorld();
const erasure = need(world.minio.erasure, 'erasure MinIO');
const second = need(world.minio.second, 'second MinIO');
let harness: TestConsole;
let root: ConsoleUser;
let bucket: string;

beforeAll(async () => {
  harness = await consoleFor(erasure);
  root = harness.root;
  bucket = uniqueBucket('ilm');
  harness.made.add(bucket);
  expect((await root.post('/buckets', { name: bucket, versioning: true })).status).toBe(201);
});
afterAll(() => harness?.close());

const rules = async () => (await root.get<Schemas['LifecycleRuleList']>(`/buckets/${bucket}/lifecycle`)).body.lifecycle;
const ruleWithPrefix = async (prefix: string) => (await rules()).find((rule) => rule.prefix === prefix);

describe('lifecycle rules', () => {
  it('adds expiry rules by days (with prefix and tags) and by date, stored at midnight UTC', async () => {
    expect(await rules()).toEqual([]);
    const byDays = {
      type: 'expiry',
      prefix: 'logs/',
      tags: 'team=web&tier=2024',
      expiry_days: 30,
      noncurrentversion_expiration_days: 7,
    };
    expect((await root.post(`/buckets/${bucket}/lifecycle`, byDays)).status).toBe(204);
    const byDate = { type: 'expiry', prefix: 'tmp/', expiry_date: '2031-05-01T23:59:59Z' };
    expect((await root.post(`/buckets/${bucket}/lifecycle`, byDate)).status).toBe(204);
    expect(await ruleWithPrefix('logs/')).toEqual({
      id: expect.any(String),
      prefix: 'logs/',
      status: 'Enabled',
      expiration: { days: 30, noncurrent_expiration_days: 7 },
      tags: [
        { key: 'team', value: 'web' },
        { key: 'tier', value: '2024' },
      ],
    });
    expect(await ruleWithPrefix('tmp/')).toMatchObject({ expiration: { date: '2031-05-01T00:00:00Z' }, tags: [] });
  });

  it('adds a rule that only removes expired delete markers, and refuses one that mixes them with days', async () => {
    const markers = { type: 'expiry', prefix: 'markers/', expired_object_delete_marker: true };
    expect((await root.post(`/buckets/${bucket}/lifecycle`, markers)).status).toBe(204);
    expect(await ruleWithPrefix('markers/')).toMatchObject({ expiration: { delete_marker: true } });
    const mixed = await root.post<ApiErrorBody>(`/buckets/${bucket}/lifecycle`, {
      ...markers,
      prefix: 'mixed/',
      expiry_days: 3,
    });
    expect(mixed).toMatchObject({ status: 400, body: { message: DELETE_MARKER_WITH_DAYS } });
    const nothing = await root.post<ApiErrorBody>(`/buckets/${bucket}/lifecycle`, { type: 'expiry', prefix: 'none/' });
    expect(nothing).toMatchObject({ status: 400, body: { message: expect.stringContaining('number of days') } });
  });

  it('disables a rule and changes its tags, then deletes it; unknown rules answer 404', async () => {
    const rule = await ruleWithPrefix('logs/');
    const id = rule?.id ?? 'missing';
    expect((await root.put(`/buckets/${bucket}/lifecycle/${id}`, { disable: true, tags: 'team=ops' })).status).toBe(
      204,
    );
    expect(await ruleWithPrefix('logs/')).toMatchObject({
      id,
      status: 'Disabled',
      tags: [{ key: 'team', value: 'ops' }],
    });
    // The parts the edit does not touch stay as they were.
    expect(await ruleWithPrefix('logs/')).toMatchObject({ expiration: { days: 30, noncurrent_expiration_days: 7 } });
    expect((await root.put(`/buckets/${bucket}/lifecycle/${id}`, { disable: false })).status).toBe(204);
    expect(await ruleWithPrefix('logs/')).toMatchObject({ status: 'Enabled', tags: [{ key: 'team', value: 'ops' }] });
    expect((await root.del(`/buckets/${bucket}/lifecycle/${id}`)).status).toBe(204);
    expect(await ruleWithPrefix('logs/')).toBeUndefined();
    expect((await root.del(`/buckets/${bucket}/lifecycle/${id}`)).status).toBe(404);
    expect((await root.put(`/buckets/${bucket}/lifecycle/${id}`, { disable: true })).status).toBe(404);
  });

  it('adds a transition to a real tier, and refuses a tier that does not exist', async () => {
    const tierName = `IT${randomUUID().replace(/-/g, '').slice(0, 12).toUpperCase()}`;
    const tierBucket = uniqueBucket('ilm-tier');
    await asRoot(second, (s3) => s3.makeBucket(tierBucket));
    await addTier(rootConnection(erasure), {
      Version: 'v1',
      Type: 'minio',
      Name: tierName,
      MinIO: {
        Endpoint: second.endpoint,
        AccessKey: second.accessKey,
        SecretKey: second.secretKey,
        Bucket: tierBucket,
        Prefix: '',
        Region: '',
      },
    });
    try {
      const transition = {
        type: 'transition',
        prefix: 'cold/',
        transition_days: 10,
        storage_class: tierName,
        noncurrentversion_transition_days: 5,
      };
      expect((await root.post(`/buckets/${bucket}/lifecycle`, transition)).status).toBe(204);
      const added = await ruleWithPrefix('cold/');
      expect(added).toMatchObject({
        transition: {
          days: 10,
          storage_class: tierName,
          noncurrent_transition_days: 5,
          noncurrent_storage_class: tierName,
        },
      });
      const unknown = await root.post<ApiErrorBody>(`/buckets/${bucket}/lifecycle`, {
        ...transition,
        prefix: 'x/',
        storage_class: 'NOSUCHTIER',
      });
      expect(unknown).toMatchObject({ status: 400, body: { message: 'No such tier' } });
      expect((await root.post(`/buckets/${bucket}/lifecycle`, { type: 'transition', transition_days: 1 })).status).toBe(
        400,
      );
      expect((await root.del(`/buckets/${bucket}/lifecycle/${added?.id ?? ''}`)).status).toBe(204);
    } finally {
      await removeTier(rootConnection(erasure), tierName);
      await removeBucketsFully(second, [tierBucket]);
    }
  });

  it('removes the whole configuration with the last rule', async () => {
    for (const rule of await rules())
      expect((await root.del(`/buckets/${bucket}/lifecycle/${rule.id}`)).status).toBe(204);
    expect(await rules()).toEqual([]);
    await expect(asRoot(erasure, (s3) => s3.getBucketLifecycle(bucket))).rejects.toMatchObject({
      code: 'NoSuchLifecycleConfiguration',
    });
  });

  it('is refused to a user whose policy does not allow it', async () => {
    const user = await createUserWithPolicy(erasure, 'readonly');
    const reader = await consoleUser(harness.app, user.accessKey, user.secretKey);
    expect((await reader.get(`/buckets/${bucket}/lifecycle`)).status).toBe(403);
    expect((await reader.post(`/buckets/${bucket}/lifecycle`, { type: 'expiry', expiry_days: 1 })).status).toBe(403);
  });
});
