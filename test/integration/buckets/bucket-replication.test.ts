import type { Schema } from '@contract/shared/contract-types';
import { listRemoteTargets } from '@platform/minio/admin/remote-targets';
import { dataOf, inBucket, type ApiClient } from '@test/support/api-client';
import { eventually } from '@test/support/eventually';
import { consoleFixture } from '@test/support/fixtures';
import { rootConnection } from '@test/support/minio-admin';
import { asRoot, makeBucket } from '@test/support/minio-root';
import { uniqueBucket } from '@test/support/unique';
import { loadWorld, need } from '@test/world/state';
import { bucketPersona, createdBucket, LOOPBACK_TARGETS, replicationRequest } from './bucket-test-kit';

jest.setTimeout(120_000);

const second = need(loadWorld().minio.second, 'second MinIO');
const world = consoleFixture({ env: LOOPBACK_TARGETS });

/** A source bucket on the erasure server (versioned unless asked otherwise). */
const source = (label: string, versioning = true) => createdBucket(world, label, { versioning });

/** A versioned destination bucket on the second server. */
async function destination(label: string): Promise<string> {
  const name = world.bucketName(label, second);
  await makeBucket(second, name, { versioning: true });
  return name;
}

const remoteTargetsOf = (bucket: string) => listRemoteTargets(rootConnection(world.minio), bucket);
const rulesOf = async (bucket: string) =>
  dataOf(await world.root.GET('/api/v1/buckets/{bucket}/replication', inBucket(bucket))).rules;
const replicate = (
  user: ApiClient,
  relations: Array<[string, string]>,
  options: Partial<Schema<'MultiBucketReplicationRequest'>> = {},
) => user.POST('/api/v1/buckets-replication', { body: replicationRequest(second, relations, options) });

describe('bucket replication (wizard step 2, rules)', () => {
  it('replicates buckets to the second server, reporting per bucket what failed, and objects really arrive', async () => {
    const [origin, unversioned] = [await source('repl'), await source('repl-plain', false)];
    const [target, otherTarget] = [await destination('repl-dst'), await destination('repl-dst2')];
    const missing = uniqueBucket('repl-none');
    const answer = await replicate(
      world.root,
      [
        [origin, target],
        [unversioned, otherTarget],
        [origin, missing],
      ],
      { prefix: 'docs/', replicateDeletes: false },
    );
    expect(answer.status).toBe(200);
    const [ok, notVersioned, noBucket] = dataOf(answer).replicationState;
    expect(ok).toEqual({ originBucket: origin, targetBucket: target });
    expect(notVersioned?.errorString).toContain('Registering the remote target failed');
    expect(notVersioned?.errorString).toContain('Nothing was changed');
    expect(noBucket?.errorString).toBe(
      `The remote server has no bucket ${missing}. Nothing was changed for this bucket.`,
    );
    expect(await remoteTargetsOf(unversioned)).toEqual([]);

    const [rule] = await rulesOf(origin);
    expect(rule).toMatchObject({
      priority: 1,
      prefix: 'docs/',
      tags: '',
      status: 'Enabled',
      syncMode: 'async',
      delete_marker_replication: true,
      deletes_replication: false,
      metadata_replication: true,
    });
    expect(rule?.destination.bucket).toMatch(new RegExp(`^arn:minio:replication:.*:${target}$`));

    await asRoot(world.minio, (s3) => s3.putObject(origin, 'docs/report.txt', Buffer.from('replicate me')));
    const arrived = await eventually('the object replicating to the second server', () =>
      asRoot(second, (s3) => s3.statObject(target, 'docs/report.txt')).catch(() => undefined),
    );
    expect(arrived.size).toBe('replicate me'.length);
  });

  it('refuses, changing nothing: a conflicting rule, a bandwidth MinIO rejects, remote keys that do not work', async () => {
    const root = world.root;
    const origin = await source('repl-conflict');
    const [target, other] = [await destination('repl-c1'), await destination('repl-c2')];
    expect((await replicate(root, [[origin, target]], { priority: 3 })).data?.replicationState).toEqual([
      { originBucket: origin, targetBucket: target },
    ]);
    const same = await replicate(root, [[origin, target]]);
    expect(same).toMatchObject({ status: 409, error: { message: expect.stringContaining('conflict') } });
    expect(same.error?.detailedMessage).toContain('already replicates the same objects');
    const samePriority = await replicate(root, [[origin, other]], { priority: 3 });
    expect(samePriority).toMatchObject({ status: 409 });
    expect(samePriority.error?.detailedMessage).toContain('priority 3 is already used');
    const twice = await replicate(root, [
      [origin, other],
      [origin, other],
    ]);
    expect(twice.status).toBe(409);
    const slow = await replicate(root, [[origin, other]], { bandwidth: 1000 });
    expect(slow).toMatchObject({ status: 400, error: { message: 'The bandwidth limit must be at least 100 MB/s' } });
    const badKeys = await replicate(root, [[origin, other]], { secretKey: 'not-the-secret-key' });
    expect(badKeys).toMatchObject({
      status: 400,
      error: { message: expect.stringContaining('refused the credentials') },
    });
    expect(await rulesOf(origin)).toHaveLength(1);
    expect(await remoteTargetsOf(origin)).toHaveLength(1);
  });

  it('adds a second rule with tags, lists by priority, and deletes the rules and then the target', async () => {
    const root = world.root;
    const origin = await source('repl-rules');
    const [target, other] = [await destination('repl-r1'), await destination('repl-r2')];
    await replicate(root, [[origin, target]]);
    const added = await replicate(root, [[origin, target]], { tags: 'team=web&env=prod', priority: 5 });
    expect(added.data?.replicationState).toEqual([{ originBucket: origin, targetBucket: target }]);
    const rules = await rulesOf(origin);
    expect(rules.map((rule) => [rule.priority, rule.tags])).toEqual([
      [5, 'team=web&env=prod'],
      [1, ''],
    ]);
    // MinIO keeps one target bucket per remote server for a bucket: said up front, nothing changed.
    const another = await replicate(root, [[origin, other]]);
    expect(another).toMatchObject({ status: 409 });
    expect(another.error?.detailedMessage).toContain(`already replicates to bucket ${target}`);
    const remove = (ruleId: string) =>
      root.DELETE('/api/v1/buckets/{bucket}/replication/{ruleId}', inBucket(origin, { ruleId }));
    expect((await remove(rules[0]?.id ?? '')).status).toBe(204);
    expect(await remoteTargetsOf(origin)).toHaveLength(1);
    expect((await remove(rules[1]?.id ?? '')).status).toBe(204);
    expect(await rulesOf(origin)).toEqual([]);
    expect(await remoteTargetsOf(origin)).toEqual([]);
    const missing = await remove('no-such-rule');
    expect(missing).toMatchObject({ status: 404, error: { message: 'No such replication rule' } });
  });

  it('edits one rule (priority, prefix, tags, status, switches), keeps the other, and objects follow the new prefix', async () => {
    const root = world.root;
    const origin = await source('repl-edit');
    const target = await destination('repl-edit-dst');
    await replicate(root, [[origin, target]], { prefix: 'old/' });
    await replicate(root, [[origin, target]], { prefix: 'other/', priority: 9 });
    const [other, rule] = await rulesOf(origin);
    const path = '/api/v1/buckets/{bucket}/replication/{ruleId}';
    const edit = (body: Partial<Schema<'UpdateReplicationRuleRequest'>>) =>
      root.PUT(path, {
        ...inBucket(origin, { ruleId: rule?.id ?? '' }),
        body: {
          priority: 4,
          prefix: 'new/',
          tags: '',
          status: 'Enabled',
          delete_marker_replication: false,
          deletes_replication: true,
          metadata_replication: false,
          ...body,
        },
      });
    expect((await edit({})).status).toBe(204);
    expect(await rulesOf(origin)).toEqual([
      other,
      {
        ...rule,
        priority: 4,
        prefix: 'new/',
        delete_marker_replication: false,
        deletes_replication: true,
        metadata_replication: false,
      },
    ]);
    await asRoot(world.minio, (s3) => s3.putObject(origin, 'new/moved.txt', Buffer.from('follows the edit')));
    await eventually('the object under the edited prefix reaching the second server', () =>
      asRoot(second, (s3) => s3.statObject(target, 'new/moved.txt')).catch(() => undefined),
    );

    // MinIO judges the whole configuration: a priority the other rule has is refused, and nothing changes.
    const before = await rulesOf(origin);
    const taken = await edit({ priority: 9 });
    expect(taken.status).toBe(400);
    expect(taken.error?.message).not.toBe('');
    expect(await rulesOf(origin)).toEqual(before);

    expect((await edit({ status: 'Disabled', tags: 'team=web&env=prod' })).status).toBe(204);
    expect((await rulesOf(origin))[1]).toMatchObject({ status: 'Disabled', tags: 'team=web&env=prod' });
    const missing = await root.PUT(path, {
      ...inBucket(origin, { ruleId: 'no-such-rule' }),
      body: {
        priority: 1,
        status: 'Enabled',
        delete_marker_replication: false,
        deletes_replication: false,
        metadata_replication: false,
      },
    });
    expect(missing).toMatchObject({ status: 404, error: { message: 'No such replication rule' } });
  });

  it('sets up synchronous replication', async () => {
    const origin = await source('repl-sync');
    const target = await destination('repl-sync-dst');
    const answer = await replicate(world.root, [[origin, target]], { syncMode: 'sync', bandwidth: 500_000_000 });
    expect(answer.data?.replicationState).toEqual([{ originBucket: origin, targetBucket: target }]);
    expect(await rulesOf(origin)).toMatchObject([{ syncMode: 'sync' }]);
    // Sync mode sends no bandwidth limit (spec 01 §5); MinIO leaves a zero limit out of its answer.
    const [target_] = await remoteTargetsOf(origin);
    expect(target_).toMatchObject({ replicationSync: true, healthCheckDuration: 60_000_000_000 });
    expect(target_?.bandwidthlimit ?? 0).toBe(0);
  });

  it('removes the remote target again when the rule cannot be written, and says so', async () => {
    const origin = await source('repl-undo');
    const target = await destination('repl-undo-dst');
    const user = await world.persona(bucketPersona('replication-without-rules'));
    const answer = await replicate(user, [[origin, target]]);
    expect(answer.status).toBe(200);
    const [entry] = dataOf(answer).replicationState;
    expect(entry?.errorString).toContain('Adding the replication rule failed');
    expect(entry?.errorString).toContain('The remote target registered for it was removed again.');
    expect(await remoteTargetsOf(origin)).toEqual([]);
    expect(await rulesOf(origin)).toEqual([]);
  });
});
