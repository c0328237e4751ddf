import { listRemoteTargets } from '@platform/minio/admin/remote-targets';
import { dataOf, inBucket } from '@test/support/api-client';
import { consoleFixture } from '@test/support/fixtures';
import { rootConnection } from '@test/support/minio-admin';
import { makeBucket } from '@test/support/minio-root';
import { loadWorld, need } from '@test/world/state';
import {
  readReplicationRules,
  writeReplicationRules,
} from '../../../backend/src/features/bucket-admin/replication-config';
import { createdBucket, LOOPBACK_TARGETS, replicationRequest } from '../buckets/bucket-test-kit';

jest.setTimeout(120_000);

/** MinIO Console v1.7.6's replication extras: view one rule, remove the selected rules, remove them all. */
const second = need(loadWorld().minio.second, 'second MinIO');
const world = consoleFixture({ env: LOOPBACK_TARGETS });

const rulesOf = async (bucket: string) =>
  dataOf(await world.root.GET('/api/v1/buckets/{bucket}/replication', inBucket(bucket))).rules;
const targetsOf = (bucket: string) => listRemoteTargets(rootConnection(world.minio), bucket);

/**
 * A versioned source with three rules. MinIO allows one target bucket per remote server, so the wizard makes the
 * first rule and its target, and two more rules to the same target (other prefixes) are written as root.
 */
async function sourceWithThreeRules(label: string): Promise<string> {
  const origin = await createdBucket(world, label, { versioning: true });
  const destination = world.bucketName(`${label}-dst`, second);
  await makeBucket(second, destination, { versioning: true });
  const body = replicationRequest(second, [[origin, destination]], { prefix: 'a/' });
  expect(dataOf(await world.root.POST('/api/v1/buckets-replication', { body })).replicationState[0]).toEqual({
    originBucket: origin,
    targetBucket: destination,
  });
  const root = rootConnection(world.minio);
  const [first] = await readReplicationRules(root, origin);
  if (!first) throw new Error('the wizard made no rule');
  const more = ['b', 'c'].map((name, index) => ({
    ...first,
    id: `rule-${name}`,
    prefix: `${name}/`,
    priority: index + 2,
  }));
  await writeReplicationRules(root, origin, [first, ...more]);
  expect(await rulesOf(origin)).toHaveLength(3);
  return origin;
}

describe('replication rules, several at once', () => {
  it('shows one rule as the list does, and answers 404 for an unknown one', async () => {
    const origin = await sourceWithThreeRules('repl-view');
    const [first] = await rulesOf(origin);
    if (!first) throw new Error('no rule');
    const one = await world.root.GET('/api/v1/buckets/{bucket}/replication/{ruleId}', {
      params: { path: { bucket: origin, ruleId: first.id } },
    });
    expect(one).toEqual({ status: 200, data: first });
    const unknown = await world.root.GET('/api/v1/buckets/{bucket}/replication/{ruleId}', {
      params: { path: { bucket: origin, ruleId: 'no-such-rule' } },
    });
    expect(unknown.status).toBe(404);
  });

  it('removes the selected rules, keeping the target the others use; an unknown one in the list changes nothing', async () => {
    const origin = await sourceWithThreeRules('repl-sel');
    const [keep, ...remove] = await rulesOf(origin);
    const removeSelected = (rules: string[]) =>
      world.root.POST('/api/v1/buckets/{bucket}/replication-delete', { ...inBucket(origin), body: { rules } });

    const refused = await removeSelected([...remove.map((rule) => rule.id), 'no-such-rule']);
    expect(refused.status).toBe(404);
    expect(refused.error?.detailedMessage).toContain('no-such-rule');
    expect(await rulesOf(origin)).toHaveLength(3);

    expect((await removeSelected(remove.map((rule) => rule.id))).status).toBe(204);
    expect((await rulesOf(origin)).map((rule) => rule.id)).toEqual([keep?.id]);
    // The kept rule still replicates to the target, so the target stays.
    expect((await targetsOf(origin)).map((target) => target.arn)).toEqual([keep?.destination.bucket]);

    const empty = await world.root.POST('/api/v1/buckets/{bucket}/replication-delete', {
      ...inBucket(origin),
      body: { rules: [] },
    });
    expect(empty.status).toBe(400);
  });

  it('removes every rule and every remote target; a bucket without rules is fine', async () => {
    const origin = await sourceWithThreeRules('repl-all');
    const removeAll = () => world.root.DELETE('/api/v1/buckets/{bucket}/replication', inBucket(origin));
    expect((await removeAll()).status).toBe(204);
    expect(await rulesOf(origin)).toEqual([]);
    expect(await targetsOf(origin)).toEqual([]);
    expect((await removeAll()).status).toBe(204);
  });
});

describe('a replication rule edited from a dialog opened before another administrator changed it', () => {
  it("applies only the dialog's change, keeps theirs, and refuses a field both changed differently", async () => {
    const origin = await sourceWithThreeRules('repl-stale');
    const rulePath = '/api/v1/buckets/{bucket}/replication/{ruleId}';
    const at = { params: { path: { bucket: origin, ruleId: 'rule-b' } } };
    const read = async () => dataOf(await world.root.GET(rulePath, at));
    const opened = await read();
    const fields = {
      priority: opened.priority,
      prefix: opened.prefix ?? '',
      tags: opened.tags ?? '',
      status: opened.status,
      delete_marker_replication: opened.delete_marker_replication ?? false,
      deletes_replication: opened.deletes_replication ?? false,
      metadata_replication: opened.metadata_replication ?? false,
    };
    // Another administrator disables the rule and gives it priority 7.
    expect(
      (await world.root.PUT(rulePath, { ...at, body: { ...fields, status: 'Disabled', priority: 7 } })).status,
    ).toBe(204);

    // The stale dialog changes the prefix only: the rule stays disabled at priority 7.
    const prefixed = await world.root.PUT(rulePath, { ...at, body: { ...fields, prefix: 'b2/', previous: fields } });
    expect(prefixed.status).toBe(204);
    expect(await read()).toMatchObject({ prefix: 'b2/', status: 'Disabled', priority: 7 });

    // It also changes the priority, which the other administrator changed too: refused, nothing written.
    const clash = await world.root.PUT(rulePath, { ...at, body: { ...fields, priority: 9, previous: fields } });
    expect(clash).toMatchObject({
      status: 409,
      error: {
        message: 'The replication rule changed since you opened it',
        detailedMessage: expect.stringContaining("Its priority is '7' now; it was '2' when the dialog opened."),
      },
    });
    expect(await read()).toMatchObject({ prefix: 'b2/', status: 'Disabled', priority: 7 });
  });
});
