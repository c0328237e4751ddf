import { randomUUID } from 'node:crypto';
import { DELETE_MARKER_WITH_DAYS } from '@contract/shared/buckets/lifecycle-rules';
import type { Schema } from '@contract/shared/contract-types';
import { addTier, removeTier } from '@platform/minio/admin/tiers';
import { dataOf, inBucket } from '@test/support/api-client';
import { consoleFixture } from '@test/support/fixtures';
import { rootConnection } from '@test/support/minio-admin';
import { asRoot } from '@test/support/minio-root';
import { loadWorld, need } from '@test/world/state';
import { createdBucket } from './bucket-test-kit';

jest.setTimeout(90_000);

const second = need(loadWorld().minio.second, 'second MinIO');
const world = consoleFixture();
let bucket: string;

beforeAll(async () => {
  bucket = await createdBucket(world, 'ilm', { versioning: true });
});

const rulesPath = '/api/v1/buckets/{bucket}/lifecycle';
const rulePath = '/api/v1/buckets/{bucket}/lifecycle/{ruleId}';
const rules = async () => dataOf(await world.root.GET(rulesPath, inBucket(bucket))).lifecycle;
const ruleWithPrefix = async (prefix: string) => (await rules()).find((rule) => rule.prefix === prefix);
const addRule = (body: Schema<'AddLifecycleRuleRequest'>) => world.root.POST(rulesPath, { ...inBucket(bucket), body });
const atRule = (ruleId: string) => inBucket(bucket, { ruleId });
const editRule = (ruleId: string, body: Schema<'UpdateLifecycleRuleRequest'>) =>
  world.root.PUT(rulePath, { ...atRule(ruleId), body });
const deleteRule = (ruleId: string) => world.root.DELETE(rulePath, atRule(ruleId));

describe('lifecycle rules', () => {
  it('adds expiry rules by days (with prefix and tags) and by date, stored at midnight UTC', async () => {
    expect(await rules()).toEqual([]);
    const byDays = {
      type: 'expiry',
      prefix: 'logs/',
      tags: 'team=web&tier=2024',
      expiry_days: 30,
      noncurrentversion_expiration_days: 7,
    } as const;
    expect((await addRule(byDays)).status).toBe(204);
    expect((await addRule({ type: 'expiry', prefix: 'tmp/', expiry_date: '2031-05-01T23:59:59Z' })).status).toBe(204);
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
    const markers = { type: 'expiry', prefix: 'markers/', expired_object_delete_marker: true } as const;
    expect((await addRule(markers)).status).toBe(204);
    expect(await ruleWithPrefix('markers/')).toMatchObject({ expiration: { delete_marker: true } });
    const mixed = await addRule({ ...markers, prefix: 'mixed/', expiry_days: 3 });
    expect(mixed).toMatchObject({ status: 400, error: { message: DELETE_MARKER_WITH_DAYS } });
    const nothing = await addRule({ type: 'expiry', prefix: 'none/' });
    expect(nothing).toMatchObject({ status: 400, error: { message: expect.stringContaining('number of days') } });
  });

  it('refuses a date of a year the form does not offer (a past expiry expires everything at the next scan), and keeps January 1st of this year', async () => {
    const year = new Date().getFullYear();
    const past = await addRule({ type: 'expiry', prefix: 'old/', expiry_date: '2020-01-01T23:59:59Z' });
    expect(past).toMatchObject({
      status: 400,
      error: { message: expect.stringContaining(`choose a date from ${year}-01-01 to ${year + 24}-12-31`) },
    });
    const far = await addRule({ type: 'expiry', prefix: 'old/', expiry_date: `${year + 25}-01-01T23:59:59Z` });
    expect(far.status).toBe(400);
    expect(await ruleWithPrefix('old/')).toBeUndefined();

    expect((await addRule({ type: 'expiry', prefix: 'jan/', expiry_date: `${year}-01-01T23:59:59Z` })).status).toBe(
      204,
    );
    const january = await ruleWithPrefix('jan/');
    expect(january).toMatchObject({ expiration: { date: `${year}-01-01T00:00:00Z` } });
    expect((await deleteRule(january?.id ?? 'missing')).status).toBe(204);
  });

  it('disables a rule and changes its tags, then deletes it; unknown rules answer 404', async () => {
    const rule = await ruleWithPrefix('logs/');
    const id = rule?.id ?? 'missing';
    expect((await editRule(id, { disable: true, tags: 'team=ops' })).status).toBe(204);
    expect(await ruleWithPrefix('logs/')).toMatchObject({
      id,
      status: 'Disabled',
      tags: [{ key: 'team', value: 'ops' }],
    });
    // The parts the edit does not touch stay as they were.
    expect(await ruleWithPrefix('logs/')).toMatchObject({ expiration: { days: 30, noncurrent_expiration_days: 7 } });
    expect((await editRule(id, { disable: false })).status).toBe(204);
    expect(await ruleWithPrefix('logs/')).toMatchObject({ status: 'Enabled', tags: [{ key: 'team', value: 'ops' }] });
    expect((await deleteRule(id)).status).toBe(204);
    expect(await ruleWithPrefix('logs/')).toBeUndefined();
    expect((await deleteRule(id)).status).toBe(404);
    expect((await editRule(id, { disable: true })).status).toBe(404);
  });

  it('adds a transition to a real tier, and refuses a tier that does not exist', async () => {
    const tierName = `IT${randomUUID().replace(/-/g, '').slice(0, 12).toUpperCase()}`;
    const tierBucket = world.bucketName('ilm-tier', second);
    await asRoot(second, (s3) => s3.makeBucket(tierBucket));
    await addTier(rootConnection(world.minio), {
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
      } as const;
      expect((await addRule(transition)).status).toBe(204);
      const added = await ruleWithPrefix('cold/');
      expect(added).toMatchObject({
        transition: {
          days: 10,
          storage_class: tierName,
          noncurrent_transition_days: 5,
          noncurrent_storage_class: tierName,
        },
      });
      const unknown = await addRule({ ...transition, prefix: 'x/', storage_class: 'NOSUCHTIER' });
      expect(unknown).toMatchObject({ status: 400, error: { message: 'No such tier' } });
      expect((await addRule({ type: 'transition', transition_days: 1 })).status).toBe(400);
      expect((await deleteRule(added?.id ?? '')).status).toBe(204);
    } finally {
      await removeTier(rootConnection(world.minio), tierName);
    }
  });

  it('removes the whole configuration with the last rule', async () => {
    for (const rule of await rules()) expect((await deleteRule(rule.id)).status).toBe(204);
    expect(await rules()).toEqual([]);
    await expect(asRoot(world.minio, (s3) => s3.getBucketLifecycle(bucket))).rejects.toMatchObject({
      code: 'NoSuchLifecycleConfiguration',
    });
  });

  it('is refused to a user whose policy does not allow it', async () => {
    const reader = await world.persona('readonly');
    expect((await reader.GET(rulesPath, inBucket(bucket))).status).toBe(403);
    const rule = { ...inBucket(bucket), body: { type: 'expiry', expiry_days: 1 } as const };
    expect((await reader.POST(rulesPath, rule)).status).toBe(403);
  });
});
