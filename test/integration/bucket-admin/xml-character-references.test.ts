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
 * MinIO's XML writes `'` as `&#39;` and `"` as `&#34;`, which minio-js's parser does not decode. Settings the console
 * reads and writes back (lifecycle and replication rules) must keep exactly the text they were given — quotes,
 * markup characters, and a literal `&#39;` someone typed, which must not turn into a quote either.
 */
const ODD = `it's "quoted" & <angled> &#39; literal/`;

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

describe('settings holding quotes and markup characters', () => {
  it('lifecycle: ids and prefixes read back as written, and an edit stores them unchanged', async () => {
    const bucket = await consoleBucket(harness, 'ilm-refs');
    // A rule made elsewhere (mc, another console) may have any id; the console only makes UUIDs.
    await asRoot(erasure, (s3) =>
      s3.setBucketLifecycle(bucket, {
        Rule: [{ ID: ODD, Status: 'Enabled', Filter: { Prefix: 'other/' }, Expiration: { Days: 9 } }],
      }),
    );
    const added = await harness.root.post(`/buckets/${bucket}/lifecycle`, {
      type: 'expiry',
      prefix: ODD,
      expiry_days: 5,
    });
    expect(added.status).toBe(204);

    const listed = (await harness.root.get<Schemas['LifecycleRuleList']>(`/buckets/${bucket}/lifecycle`)).body;
    expect(listed.lifecycle.map((rule) => [rule.id, rule.prefix])).toEqual([
      [ODD, 'other/'],
      [expect.any(String), ODD],
    ]);

    const edited = await harness.root.put(`/buckets/${bucket}/lifecycle/${encodeURIComponent(ODD)}`, {
      disable: true,
    });
    expect(edited.status).toBe(204);
    const stored = await storedRules(erasure, bucket, 'lifecycle');
    expect(stored.map((rule) => [rule.ID, rule.Status, rule.Filter?.Prefix])).toEqual([
      [ODD, 'Disabled', 'other/'],
      [expect.any(String), 'Enabled', ODD],
    ]);
  });

  it('replication: a rule prefix reads back as written, and an edit sending it back stores it unchanged', async () => {
    const origin = await consoleBucket(harness, 'repl-refs');
    const target = uniqueBucket('repl-refs-dst');
    destinations.push(target);
    await asRoot(second, async (s3) => {
      await s3.makeBucket(target);
      await s3.setBucketVersioning(target, { Status: 'Enabled' });
    });
    const replicated = await harness.root.post<Schemas['MultiBucketReplicationResponse']>('/buckets-replication', {
      accessKey: second.accessKey,
      secretKey: second.secretKey,
      targetURL: second.endpoint,
      bucketsRelation: [{ originBucket: origin, destinationBucket: target }],
      syncMode: 'async',
      bandwidth: 0,
      healthCheckPeriod: 60,
      prefix: ODD,
    });
    expect(replicated.body.replicationState).toEqual([{ originBucket: origin, targetBucket: target }]);

    const rules = async () =>
      (await harness.root.get<Schemas['ReplicationRuleList']>(`/buckets/${origin}/replication`)).body.rules;
    const [rule] = await rules();
    expect(rule?.prefix).toBe(ODD);

    // The edit dialog sends the prefix back as it showed it.
    const edit = await harness.root.put(`/buckets/${origin}/replication/${encodeURIComponent(rule?.id ?? '')}`, {
      priority: 2,
      prefix: rule?.prefix,
      status: 'Disabled',
      delete_marker_replication: true,
      deletes_replication: true,
      metadata_replication: true,
    });
    expect(edit.status).toBe(204);
    const stored = await storedRules(erasure, origin, 'replication');
    expect(stored.map((saved) => [saved.Status, saved.Filter?.Prefix])).toEqual([['Disabled', ODD]]);
  });
});
