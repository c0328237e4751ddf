import { SINGLE_DRIVE_MESSAGE } from '@contract/shared/buckets/create-bucket-rules';
import { inBucket } from '@test/support/api-client';
import { consoleFixture } from '@test/support/fixtures';
import { asRoot } from '@test/support/minio-root';
import { loadWorld, need } from '@test/world/state';
import { createdBucket } from '../buckets/bucket-test-kit';
import { storedRules } from './config-test-kit';

jest.setTimeout(60_000);

/**
 * Replication and lifecycle changes are distributed-only (spec 01 §6): on a single drive each of the five is refused
 * with the single-drive message and the feature named, before the rule is looked up (an unknown rule is the same
 * 400, not a 404) and before anything is written.
 */
const world = consoleFixture({ minio: need(loadWorld().minio.single, 'single-drive MinIO') });
let bucket: string;
const KEPT = 'kept-rule';

beforeAll(async () => {
  bucket = await createdBucket(world, 'single-ilm');
  // MinIO itself accepts lifecycle on a single drive: a rule made elsewhere, which the console must leave alone.
  await asRoot(world.minio, (s3) =>
    s3.setBucketLifecycle(bucket, {
      Rule: [{ ID: KEPT, Status: 'Enabled', Filter: { Prefix: 'logs/' }, Expiration: { Days: 3 } }],
    }),
  );
});

const refused = (feature: string) => ({
  status: 400,
  error: {
    code: 400,
    message: SINGLE_DRIVE_MESSAGE,
    detailedMessage: `${feature} needs a distributed (multi-drive erasure-coded) setup`,
  },
});

const replicationEdit = {
  priority: 1,
  status: 'Disabled',
  delete_marker_replication: false,
  deletes_replication: false,
  metadata_replication: false,
} as const;

const rule = (ruleId: string) => inBucket(bucket, { ruleId });

describe('bucket admin changes on a single drive', () => {
  it('refuses lifecycle changes and leaves the stored rules as they were', async () => {
    const root = world.root;
    const path = '/api/v1/buckets/{bucket}/lifecycle/{ruleId}';
    const added = await root.POST('/api/v1/buckets/{bucket}/lifecycle', {
      ...inBucket(bucket),
      body: { type: 'expiry', expiry_days: 1 },
    });
    expect(added).toEqual(refused('Lifecycle'));
    expect(await root.PUT(path, { ...rule(KEPT), body: { disable: true } })).toEqual(refused('Lifecycle'));
    expect(await root.DELETE(path, rule(KEPT))).toEqual(refused('Lifecycle'));
    expect(await root.DELETE(path, rule('no-such-rule'))).toEqual(refused('Lifecycle'));

    const stored = await storedRules(world.minio, bucket, 'lifecycle');
    expect(stored.map((kept) => [kept.ID, kept.Status, kept.Filter?.Prefix])).toEqual([[KEPT, 'Enabled', 'logs/']]);
  });

  it('refuses replication changes before looking the rule up', async () => {
    const root = world.root;
    const path = '/api/v1/buckets/{bucket}/replication/{ruleId}';
    const edited = await root.PUT(path, { ...rule('no-such-rule'), body: replicationEdit });
    expect(edited).toEqual(refused('Replication'));
    expect(await root.DELETE(path, rule('no-such-rule'))).toEqual(refused('Replication'));
  });
});
