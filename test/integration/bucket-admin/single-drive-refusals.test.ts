import { SINGLE_DRIVE_MESSAGE } from '../../../backend/api/shared/buckets/create-bucket-rules';
import { loadWorld, need } from '../../world/state';
import { asRoot, consoleFor, uniqueBucket, type TestConsole } from '../buckets/bucket-test-kit';
import { storedRules } from './config-test-kit';

jest.setTimeout(60_000);

/**
 * Replication and lifecycle changes are distributed-only (spec 01 §6): on a single drive each of the five is refused
 * with the single-drive message and the feature named, before the rule is looked up (an unknown rule is the same
 * 400, not a 404) and before anything is written.
 */
const single = need(loadWorld().minio.single, 'single-drive MinIO');
let harness: TestConsole;
const bucket = uniqueBucket('single-ilm');
const KEPT = 'kept-rule';

beforeAll(async () => {
  harness = await consoleFor(single);
  harness.made.add(bucket);
  expect((await harness.root.post('/buckets', { name: bucket })).status).toBe(201);
  // MinIO itself accepts lifecycle on a single drive: a rule made elsewhere, which the console must leave alone.
  await asRoot(single, (s3) =>
    s3.setBucketLifecycle(bucket, {
      Rule: [{ ID: KEPT, Status: 'Enabled', Filter: { Prefix: 'logs/' }, Expiration: { Days: 3 } }],
    }),
  );
});
afterAll(() => harness?.close());

const refused = (feature: string) => ({
  status: 400,
  body: {
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
};

describe('bucket admin changes on a single drive', () => {
  it('refuses lifecycle changes and leaves the stored rules as they were', async () => {
    const root = harness.root;
    expect(await root.post(`/buckets/${bucket}/lifecycle`, { type: 'expiry', expiry_days: 1 })).toEqual(
      refused('Lifecycle'),
    );
    expect(await root.put(`/buckets/${bucket}/lifecycle/${KEPT}`, { disable: true })).toEqual(refused('Lifecycle'));
    expect(await root.del(`/buckets/${bucket}/lifecycle/${KEPT}`)).toEqual(refused('Lifecycle'));
    expect(await root.del(`/buckets/${bucket}/lifecycle/no-such-rule`)).toEqual(refused('Lifecycle'));

    const stored = await storedRules(single, bucket, 'lifecycle');
    expect(stored.map((rule) => [rule.ID, rule.Status, rule.Filter?.Prefix])).toEqual([[KEPT, 'Enabled', 'logs/']]);
  });

  it('refuses replication changes before looking the rule up', async () => {
    const root = harness.root;
    expect(await root.put(`/buckets/${bucket}/replication/no-such-rule`, replicationEdit)).toEqual(
      refused('Replication'),
    );
    expect(await root.del(`/buckets/${bucket}/replication/no-such-rule`)).toEqual(refused('Replication'));
  });
});
