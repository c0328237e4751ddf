import type { components } from '../../../backend/api/generated/api';
import { loadWorld, need } from '../../world/state';
import {
  asRoot,
  consoleFor,
  LOOPBACK_TARGETS,
  removeBucketsFully,
  uniqueBucket,
  type TestConsole,
} from '../buckets/bucket-test-kit';
import { consoleBucket, storedRules } from './config-test-kit';

type Schemas = components['schemas'];

jest.setTimeout(120_000);

/**
 * Texts a generic XML reader changes: number-like ones (`007` → 7, `0x10` → 16) and ones with outer spaces (trimmed),
 * next to quotes, markup characters and a literal `&#39;`. The console writes every rule back as it read it, so
 * changing one rule must leave the others' texts exactly as they were written.
 */
const PREFIXES = ['007', '0x10', ' sp /', `it's "q" & <a> &#39;/`] as const;

const world = loadWorld();
const erasure = need(world.minio.erasure, 'erasure MinIO');
const second = need(world.minio.second, 'second MinIO');
let harness: TestConsole;
const destinations: string[] = [];

beforeAll(async () => {
  harness = await consoleFor(erasure, LOOPBACK_TARGETS);
});
afterAll(async () => {
  try {
    await removeBucketsFully(second, destinations);
  } finally {
    await harness?.close();
  }
});

interface StoredTag {
  readonly Key: string;
  readonly Value: string;
}

describe('rule texts that look like numbers or have outer spaces', () => {
  it('lifecycle: the table shows them as written, and adding or disabling rules stores them unchanged', async () => {
    const bucket = await consoleBucket(harness, 'ilm-text');
    for (const prefix of PREFIXES) {
      const added = await harness.root.post(`/buckets/${bucket}/lifecycle`, { type: 'expiry', prefix, expiry_days: 5 });
      expect(added.status).toBe(204);
    }
    const tagged = await harness.root.post(`/buckets/${bucket}/lifecycle`, {
      type: 'expiry',
      prefix: '1e3',
      tags: 'n=007&x=0x10',
      expiry_days: 7,
    });
    expect(tagged.status).toBe(204);

    const listed = (await harness.root.get<Schemas['LifecycleRuleList']>(`/buckets/${bucket}/lifecycle`)).body;
    expect(listed.lifecycle.map((rule) => rule.prefix)).toEqual([...PREFIXES, '1e3']);
    expect(listed.lifecycle.map((rule) => rule.expiration?.days)).toEqual([5, 5, 5, 5, 7]);
    expect(listed.lifecycle[4]?.tags).toEqual([
      { key: 'n', value: '007' },
      { key: 'x', value: '0x10' },
    ]);

    const first = listed.lifecycle[0]?.id ?? '';
    const disabled = await harness.root.put(`/buckets/${bucket}/lifecycle/${encodeURIComponent(first)}`, {
      disable: true,
    });
    expect(disabled.status).toBe(204);

    const stored = await storedRules(erasure, bucket, 'lifecycle');
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
    const origin = await consoleBucket(harness, 'repl-text');
    const target = uniqueBucket('repl-text-dst');
    destinations.push(target);
    await asRoot(second, async (s3) => {
      await s3.makeBucket(target);
      await s3.setBucketVersioning(target, { Status: 'Enabled' });
    });
    // The wizard reads the origin's rules and writes them back with the new one.
    for (const prefix of [' sp /', '007']) {
      const replicated = await harness.root.post<Schemas['MultiBucketReplicationResponse']>('/buckets-replication', {
        accessKey: second.accessKey,
        secretKey: second.secretKey,
        targetURL: second.endpoint,
        bucketsRelation: [{ originBucket: origin, destinationBucket: target }],
        syncMode: 'async',
        bandwidth: 0,
        healthCheckPeriod: 60,
        prefix,
      });
      expect(replicated.body.replicationState).toEqual([{ originBucket: origin, targetBucket: target }]);
    }

    const rules = (await harness.root.get<Schemas['ReplicationRuleList']>(`/buckets/${origin}/replication`)).body.rules;
    // Highest priority first: the second rule.
    expect(rules.map((rule) => rule.prefix)).toEqual(['007', ' sp /']);
    const [latest] = rules;
    const edit = await harness.root.put(`/buckets/${origin}/replication/${encodeURIComponent(latest?.id ?? '')}`, {
      priority: latest?.priority,
      prefix: latest?.prefix,
      status: 'Disabled',
      delete_marker_replication: true,
      deletes_replication: true,
      metadata_replication: true,
    });
    expect(edit.status).toBe(204);

    const stored = await storedRules(erasure, origin, 'replication');
    expect(stored.map((rule) => [rule.Status, rule.Filter?.Prefix])).toEqual([
      ['Enabled', ' sp /'],
      ['Disabled', '007'],
    ]);
  });
});
