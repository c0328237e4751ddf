import type { Schema } from '@contract/shared/contract-types';
import { dataOf, inBucket } from '@test/support/api-client';
import { consoleFixture } from '@test/support/fixtures';
import { asRoot, makeBucket } from '@test/support/minio-root';
import { loadWorld, need } from '@test/world/state';
import { createdBucket, LOOPBACK_TARGETS, replicationRequest } from '../buckets/bucket-test-kit';
import { storedRules } from './config-test-kit';

jest.setTimeout(120_000);

/**
 * MinIO's XML writes `'` as `&#39;` and `"` as `&#34;`, which minio-js's parser does not decode. Settings the console
 * reads and writes back (lifecycle and replication rules) must keep exactly the text they were given — quotes,
 * markup characters, and a literal `&#39;` someone typed, which must not turn into a quote either.
 */
const ODD = `it's "quoted" & <angled> &#39; literal/`;
/**
 * Texts a generic XML reader changes: number-like ones (`007` → 7, `0x10` → 16) and ones with outer spaces (trimmed).
 * The console writes every rule back as it read it, so changing one rule must leave the others' texts as written.
 */
const NUMBER_LIKE = ['007', '0x10', ' sp /', `it's "q" & <a> &#39;/`] as const;

const second = need(loadWorld().minio.second, 'second MinIO');
const world = consoleFixture({ env: LOOPBACK_TARGETS });
const versioned = (label: string) => createdBucket(world, label, { versioning: true });

/** A console bucket replicating to a new versioned bucket on the second MinIO, through the wizard, with `prefix`. */
async function replicatedBucket(label: string, prefix: string): Promise<{ origin: string; target: string }> {
  const origin = await versioned(label);
  const target = world.bucketName(`${label}-dst`, second);
  await makeBucket(second, target, { versioning: true });
  await replicate(origin, target, prefix);
  return { origin, target };
}

/** The Set Multiple Bucket Replication wizard for one pair: it writes the origin's rules back with the new one. */
async function replicate(origin: string, target: string, prefix: string): Promise<void> {
  const replicated = await world.root.POST('/api/v1/buckets-replication', {
    body: replicationRequest(second, [[origin, target]], { prefix }),
  });
  expect(replicated.data?.replicationState).toEqual([{ originBucket: origin, targetBucket: target }]);
}

const replicationRules = async (bucket: string) =>
  dataOf(await world.root.GET('/api/v1/buckets/{bucket}/replication', inBucket(bucket))).rules;
const lifecycleRules = async (bucket: string) =>
  dataOf(await world.root.GET('/api/v1/buckets/{bucket}/lifecycle', inBucket(bucket))).lifecycle;
const addLifecycleRule = (bucket: string, body: Schema<'AddLifecycleRuleRequest'>) =>
  world.root.POST('/api/v1/buckets/{bucket}/lifecycle', { ...inBucket(bucket), body });
const disableLifecycleRule = (bucket: string, ruleId: string) =>
  world.root.PUT('/api/v1/buckets/{bucket}/lifecycle/{ruleId}', {
    ...inBucket(bucket, { ruleId }),
    body: { disable: true },
  });

/** The Edit Replication Rule dialog disabling a rule, sending its prefix back as it showed it. */
async function disableReplicationRule(bucket: string, rule: Schema<'ReplicationRule'> | undefined): Promise<void> {
  if (!rule) throw new Error(`bucket ${bucket} has no replication rule to disable`);
  const edit = await world.root.PUT('/api/v1/buckets/{bucket}/replication/{ruleId}', {
    ...inBucket(bucket, { ruleId: rule.id }),
    body: {
      priority: rule.priority,
      prefix: rule.prefix,
      status: 'Disabled',
      delete_marker_replication: true,
      deletes_replication: true,
      metadata_replication: true,
    },
  });
  expect(edit.status).toBe(204);
}

describe('settings holding quotes and markup characters', () => {
  it('lifecycle: ids and prefixes read back as written, and an edit stores them unchanged', async () => {
    const bucket = await versioned('ilm-refs');
    // A rule made elsewhere (mc, another console) may have any id; the console only makes UUIDs.
    await asRoot(world.minio, (s3) =>
      s3.setBucketLifecycle(bucket, {
        Rule: [{ ID: ODD, Status: 'Enabled', Filter: { Prefix: 'other/' }, Expiration: { Days: 9 } }],
      }),
    );
    const added = await addLifecycleRule(bucket, { type: 'expiry', prefix: ODD, expiry_days: 5 });
    expect(added.status).toBe(204);

    const listed = await lifecycleRules(bucket);
    expect(listed.map((rule) => [rule.id, rule.prefix])).toEqual([
      [ODD, 'other/'],
      [expect.any(String), ODD],
    ]);

    expect((await disableLifecycleRule(bucket, ODD)).status).toBe(204);
    const stored = await storedRules(world.minio, bucket, 'lifecycle');
    expect(stored.map((rule) => [rule.ID, rule.Status, rule.Filter?.Prefix])).toEqual([
      [ODD, 'Disabled', 'other/'],
      [expect.any(String), 'Enabled', ODD],
    ]);
  });

  it('replication: a rule prefix reads back as written, and an edit sending it back stores it unchanged', async () => {
    const { origin } = await replicatedBucket('repl-refs', ODD);
    const [rule] = await replicationRules(origin);
    expect(rule?.prefix).toBe(ODD);
    await disableReplicationRule(origin, rule);
    const stored = await storedRules(world.minio, origin, 'replication');
    expect(stored.map((saved) => [saved.Status, saved.Filter?.Prefix])).toEqual([['Disabled', ODD]]);
  });
});

interface StoredTag {
  readonly Key: string;
  readonly Value: string;
}

describe('settings holding number-like texts or outer spaces', () => {
  it('lifecycle: the table shows them as written, and adding or disabling rules stores them unchanged', async () => {
    const bucket = await versioned('ilm-text');
    for (const prefix of NUMBER_LIKE) {
      expect((await addLifecycleRule(bucket, { type: 'expiry', prefix, expiry_days: 5 })).status).toBe(204);
    }
    const tagged = await addLifecycleRule(bucket, {
      type: 'expiry',
      prefix: '1e3',
      tags: 'n=007&x=0x10',
      expiry_days: 7,
    });
    expect(tagged.status).toBe(204);

    const listed = await lifecycleRules(bucket);
    expect(listed.map((rule) => rule.prefix)).toEqual([...NUMBER_LIKE, '1e3']);
    expect(listed.map((rule) => rule.expiration?.days)).toEqual([5, 5, 5, 5, 7]);
    expect(listed[4]?.tags).toEqual([
      { key: 'n', value: '007' },
      { key: 'x', value: '0x10' },
    ]);

    expect((await disableLifecycleRule(bucket, listed[0]?.id ?? '')).status).toBe(204);

    const stored = await storedRules(world.minio, bucket, 'lifecycle');
    expect(stored.map((rule) => [rule.Status, rule.Filter?.Prefix])).toEqual([
      ['Disabled', '007'],
      ['Enabled', '0x10'],
      ['Enabled', ' sp /'],
      ['Enabled', `it's "q" & <a> &#39;/`],
      ['Enabled', undefined],
    ]);
    const and = (stored[4]?.Filter as { And?: { Prefix: string; Tag: StoredTag[] } } | undefined)?.And;
    expect(and).toEqual({
      Prefix: '1e3',
      Tag: [
        { Key: 'n', Value: '007' },
        { Key: 'x', Value: '0x10' },
      ],
    });
  });

  it('replication: adding a second rule and disabling one stores every prefix unchanged', async () => {
    const { origin, target } = await replicatedBucket('repl-text', ' sp /');
    await replicate(origin, target, '007');

    const rules = await replicationRules(origin);
    // Highest priority first: the second rule.
    expect(rules.map((rule) => rule.prefix)).toEqual(['007', ' sp /']);
    await disableReplicationRule(origin, rules[0]);

    const stored = await storedRules(world.minio, origin, 'replication');
    expect(stored.map((rule) => [rule.Status, rule.Filter?.Prefix])).toEqual([
      ['Enabled', ' sp /'],
      ['Disabled', '007'],
    ]);
  });
});
