import type { components } from '../../../backend/api/generated/api';
import { listRemoteTargets } from '../../../backend/src/platform/minio/admin/remote-targets';
import { rootConnection } from '../../support/minio-admin';
import { loadWorld, need } from '../../world/state';
import {
  asRoot,
  consoleFor,
  consoleUser,
  LOOPBACK_TARGETS,
  createPersona,
  eventually,
  removeBucketsFully,
  uniqueBucket,
  type ApiErrorBody,
  type ConsoleUser,
  type TestConsole,
} from './bucket-test-kit';

type Schemas = components['schemas'];
type ReplicationAnswer = Schemas['MultiBucketReplicationResponse'];

jest.setTimeout(120_000);

const world = loadWorld();
const erasure = need(world.minio.erasure, 'erasure MinIO');
const second = need(world.minio.second, 'second MinIO');
const remoteKeys = { accessKey: second.accessKey, secretKey: second.secretKey };
let harness: TestConsole;
let root: ConsoleUser;
const destinations: string[] = [];

/** A source bucket on the erasure server (versioned unless asked otherwise). */
async function source(label: string, versioning = true): Promise<string> {
  const name = uniqueBucket(label);
  harness.made.add(name);
  expect((await root.post('/buckets', { name, versioning })).status).toBe(201);
  return name;
}

/** A versioned destination bucket on the second server. */
async function destination(label: string): Promise<string> {
  const name = uniqueBucket(label);
  destinations.push(name);
  await asRoot(second, async (s3) => {
    await s3.makeBucket(name);
    await s3.setBucketVersioning(name, { Status: 'Enabled' });
  });
  return name;
}

const remoteTargetsOf = (bucket: string) => listRemoteTargets(rootConnection(erasure), bucket);
const rulesOf = async (bucket: string) =>
  (await root.get<Schemas['ReplicationRuleList']>(`/buckets/${bucket}/replication`)).body.rules;
const replicate = (user: ConsoleUser, relations: Array<[string, string]>, options: Record<string, unknown> = {}) =>
  user.post<ReplicationAnswer & ApiErrorBody>('/buckets-replication', {
    ...remoteKeys,
    targetURL: second.endpoint,
    bucketsRelation: relations.map(([originBucket, destinationBucket]) => ({ originBucket, destinationBucket })),
    syncMode: 'async',
    bandwidth: 0,
    healthCheckPeriod: 60,
    ...options,
  });

beforeAll(async () => {
  harness = await consoleFor(erasure, LOOPBACK_TARGETS);
  root = harness.root;
});
afterAll(async () => {
  try {
    await removeBucketsFully(second, destinations);
  } finally {
    await harness?.close();
  }
});

describe('bucket replication (wizard step 2, rules)', () => {
  it('replicates buckets to the second server, reporting per bucket what failed, and objects really arrive', async () => {
    const [origin, unversioned] = [await source('repl'), await source('repl-plain', false)];
    const [target, otherTarget] = [await destination('repl-dst'), await destination('repl-dst2')];
    const missing = uniqueBucket('repl-none');
    const answer = await replicate(
      root,
      [
        [origin, target],
        [unversioned, otherTarget],
        [origin, missing],
      ],
      { prefix: 'docs/', replicateDeletes: false },
    );
    expect(answer.status).toBe(200);
    const [ok, notVersioned, noBucket] = answer.body.replicationState;
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

    await asRoot(erasure, (s3) => s3.putObject(origin, 'docs/report.txt', Buffer.from('replicate me')));
    const arrived = await eventually('the object replicating to the second server', () =>
      asRoot(second, (s3) => s3.statObject(target, 'docs/report.txt')).catch(() => undefined),
    );
    expect(arrived.size).toBe('replicate me'.length);
  });

  it('refuses, changing nothing: a conflicting rule, a bandwidth MinIO rejects, remote keys that do not work', async () => {
    const origin = await source('repl-conflict');
    const [target, other] = [await destination('repl-c1'), await destination('repl-c2')];
    expect((await replicate(root, [[origin, target]], { priority: 3 })).body.replicationState).toEqual([
      { originBucket: origin, targetBucket: target },
    ]);
    const same = await replicate(root, [[origin, target]]);
    expect(same).toMatchObject({ status: 409, body: { message: expect.stringContaining('conflict') } });
    expect(same.body.detailedMessage).toContain('already replicates the same objects');
    const samePriority = await replicate(root, [[origin, other]], { priority: 3 });
    expect(samePriority).toMatchObject({ status: 409 });
    expect(samePriority.body.detailedMessage).toContain('priority 3 is already used');
    const twice = await replicate(root, [
      [origin, other],
      [origin, other],
    ]);
    expect(twice.status).toBe(409);
    const slow = await replicate(root, [[origin, other]], { bandwidth: 1000 });
    expect(slow).toMatchObject({ status: 400, body: { message: 'The bandwidth limit must be at least 100 MB/s' } });
    const badKeys = await replicate(root, [[origin, other]], { secretKey: 'not-the-secret-key' });
    expect(badKeys).toMatchObject({
      status: 400,
      body: { message: expect.stringContaining('refused the credentials') },
    });
    expect(await rulesOf(origin)).toHaveLength(1);
    expect(await remoteTargetsOf(origin)).toHaveLength(1);
  });

  it('adds a second rule with tags, lists by priority, and deletes the rules and then the target', async () => {
    const origin = await source('repl-rules');
    const [target, other] = [await destination('repl-r1'), await destination('repl-r2')];
    await replicate(root, [[origin, target]]);
    const added = await replicate(root, [[origin, target]], { tags: 'team=web&env=prod', priority: 5 });
    expect(added.body.replicationState).toEqual([{ originBucket: origin, targetBucket: target }]);
    const rules = await rulesOf(origin);
    expect(rules.map((rule) => [rule.priority, rule.tags])).toEqual([
      [5, 'team=web&env=prod'],
      [1, ''],
    ]);
    // MinIO keeps one target bucket per remote server for a bucket: said up front, nothing changed.
    const another = await replicate(root, [[origin, other]]);
    expect(another).toMatchObject({ status: 409 });
    expect(another.body.detailedMessage).toContain(`already replicates to bucket ${target}`);
    expect((await root.del(`/buckets/${origin}/replication/${rules[0]?.id ?? ''}`)).status).toBe(204);
    expect(await remoteTargetsOf(origin)).toHaveLength(1);
    expect((await root.del(`/buckets/${origin}/replication/${rules[1]?.id ?? ''}`)).status).toBe(204);
    expect(await rulesOf(origin)).toEqual([]);
    expect(await remoteTargetsOf(origin)).toEqual([]);
    const missing = await root.del<ApiErrorBody>(`/buckets/${origin}/replication/no-such-rule`);
    expect(missing).toMatchObject({ status: 404, body: { message: 'No such replication rule' } });
  });

  it('edits one rule (priority, prefix, tags, status, switches), keeps the other, and objects follow the new prefix', async () => {
    const origin = await source('repl-edit');
    const target = await destination('repl-edit-dst');
    await replicate(root, [[origin, target]], { prefix: 'old/' });
    await replicate(root, [[origin, target]], { prefix: 'other/', priority: 9 });
    const [other, rule] = await rulesOf(origin);
    const edit = (body: Record<string, unknown>) =>
      root.put<ApiErrorBody>(`/buckets/${origin}/replication/${rule?.id ?? ''}`, {
        priority: 4,
        prefix: 'new/',
        tags: '',
        status: 'Enabled',
        delete_marker_replication: false,
        deletes_replication: true,
        metadata_replication: false,
        ...body,
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
    await asRoot(erasure, (s3) => s3.putObject(origin, 'new/moved.txt', Buffer.from('follows the edit')));
    await eventually('the object under the edited prefix reaching the second server', () =>
      asRoot(second, (s3) => s3.statObject(target, 'new/moved.txt')).catch(() => undefined),
    );

    // MinIO judges the whole configuration: a priority the other rule has is refused, and nothing changes.
    const before = await rulesOf(origin);
    const taken = await edit({ priority: 9 });
    expect(taken.status).toBe(400);
    expect(taken.body.message).not.toBe('');
    expect(await rulesOf(origin)).toEqual(before);

    expect((await edit({ status: 'Disabled', tags: 'team=web&env=prod' })).status).toBe(204);
    expect((await rulesOf(origin))[1]).toMatchObject({ status: 'Disabled', tags: 'team=web&env=prod' });
    const missing = await root.put<ApiErrorBody>(`/buckets/${origin}/replication/no-such-rule`, {
      priority: 1,
      status: 'Enabled',
      delete_marker_replication: false,
      deletes_replication: false,
      metadata_replication: false,
    });
    expect(missing).toMatchObject({ status: 404, body: { message: 'No such replication rule' } });
  });

  it('sets up synchronous replication', async () => {
    const origin = await source('repl-sync');
    const target = await destination('repl-sync-dst');
    const answer = await replicate(root, [[origin, target]], { syncMode: 'sync', bandwidth: 500_000_000 });
    expect(answer.body.replicationState).toEqual([{ originBucket: origin, targetBucket: target }]);
    expect(await rulesOf(origin)).toMatchObject([{ syncMode: 'sync' }]);
    // Sync mode sends no bandwidth limit (spec 01 §5); MinIO leaves a zero limit out of its answer.
    const [target_] = await remoteTargetsOf(origin);
    expect(target_).toMatchObject({ replicationSync: true, healthCheckDuration: 60_000_000_000 });
    expect(target_?.bandwidthlimit ?? 0).toBe(0);
  });

  it('removes the remote target again when the rule cannot be written, and says so', async () => {
    const origin = await source('repl-undo');
    const target = await destination('repl-undo-dst');
    const persona = await createPersona(erasure, 'replication-without-rules');
    try {
      const user = await consoleUser(harness.app, persona.accessKey, persona.secretKey);
      const answer = await replicate(user, [[origin, target]]);
      expect(answer.status).toBe(200);
      const [entry] = answer.body.replicationState;
      expect(entry?.errorString).toContain('Adding the replication rule failed');
      expect(entry?.errorString).toContain('The remote target registered for it was removed again.');
      expect(await remoteTargetsOf(origin)).toEqual([]);
      expect(await rulesOf(origin)).toEqual([]);
    } finally {
      await persona.remove();
    }
  });
});
