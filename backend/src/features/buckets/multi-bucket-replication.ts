import { randomUUID } from 'node:crypto';
import { parseTagFilter, type TagPair } from '@contract/shared/buckets/tag-filter';
import { ApiError } from '../../platform/errors/api-error';
import { removeRemoteTarget, setRemoteTarget } from '../../platform/minio/admin/remote-targets';
import type { AdminConnection } from '../../platform/minio/admin-request';
import type { OutboundPolicy } from '../../platform/net/outbound-policy';
import { changeReplicationRules, type ReplicationRuleConfig } from '../bucket-admin/replication-config';
import type { Schema } from '@contract/shared/contract-types';
import { describeFailure, planReplication, type RelationPlan, type ReplicationRequest } from './replication-plan';
import {
  listRemoteBucketNames,
  remoteEndpointOf,
  requireReplicationAllowed,
  type RemoteEndpoint,
} from './remote-buckets';

type Outcome = Schema<'MultiBucketReplicationResponse'>['replicationState'][number];

/** MinIO refuses bandwidth limits below 100 MB/s (admin-bucket-handlers: `< 100*1000*1000`). */
export const MIN_REPLICATION_BANDWIDTH = 100_000_000;

/**
 * The replication wizard (spec 01 §4): for each origin → destination pair, a remote target on the origin and a
 * replication rule pointing at it. Checked as a whole first — remote reachable and keys accepted, a bandwidth MinIO
 * takes, no rule conflicts — and refused with a 4xx before anything changes. The remote's address passes the
 * outbound policy when it is listed, before MinIO is told to use it. Then per pair; when the rule cannot be
 * written, the remote target made for it is removed again, and the entry says what happened.
 */
export async function replicateBuckets(
  connection: AdminConnection,
  request: ReplicationRequest,
  outbound: OutboundPolicy,
): Promise<Schema<'MultiBucketReplicationResponse'>> {
  await requireReplicationAllowed(connection);
  const remote = remoteEndpointOf(outbound, request.targetURL);
  const bandwidth = request.syncMode === 'sync' ? 0 : (request.bandwidth ?? 0);
  if (bandwidth > 0 && bandwidth < MIN_REPLICATION_BANDWIDTH) {
    throw new ApiError(
      400,
      'The bandwidth limit must be at least 100 MB/s',
      'MinIO refuses lower limits; 0 means no limit.',
    );
  }
  const remoteBuckets = new Set(await listRemoteBucketNames(outbound, remote, request));
  const tags = parseTagFilter(request.tags);
  const { plans, conflicts } = await planReplication(connection, request, remote, remoteBuckets, tags);
  if (conflicts.length > 0) {
    throw new ApiError(
      409,
      'The replication rules conflict with existing ones; nothing was changed',
      conflicts.join('; '),
    );
  }
  const replicationState: Outcome[] = [];
  // One pair after the other: two pairs may share an origin bucket, whose rules are read and written each time.
  for (const plan of plans) replicationState.push(await applyPlan(connection, request, remote, bandwidth, tags, plan));
  return { replicationState };
}

async function applyPlan(
  connection: AdminConnection,
  request: ReplicationRequest,
  remote: RemoteEndpoint,
  bandwidth: number,
  tags: readonly TagPair[],
  plan: RelationPlan,
): Promise<Outcome> {
  const { originBucket, destinationBucket } = plan.relation;
  const outcome = { originBucket, targetBucket: destinationBucket };
  if (plan.problem) return { ...outcome, errorString: `${plan.problem}. Nothing was changed for this bucket.` };
  let arn: string;
  try {
    arn = await setRemoteTarget(connection, {
      sourcebucket: originBucket,
      endpoint: remote.hostPort,
      credentials: { accessKey: request.accessKey, secretKey: request.secretKey },
      targetbucket: destinationBucket,
      secure: remote.secure,
      region: request.region ?? '',
      bandwidthlimit: bandwidth,
      replicationSync: request.syncMode === 'sync',
      healthCheckDuration: (request.healthCheckPeriod ?? 60) * 1e9,
    });
  } catch (error) {
    return {
      ...outcome,
      errorString: `Registering the remote target failed: ${describeFailure(error)}. Nothing was changed.`,
    };
  }
  try {
    await changeReplicationRules(connection, originBucket, (rules) => ({
      rules: [...rules, newRule(request, arn, tags, rules)],
      result: undefined,
    }));
    return outcome;
  } catch (error) {
    return {
      ...outcome,
      errorString: `Adding the replication rule failed: ${describeFailure(error)}. ${await undoTarget(connection, plan, arn)}`,
    };
  }
}

/** The rule replicating to `arn`, after the bucket's `rules` (by default one priority above the highest). */
function newRule(
  request: ReplicationRequest,
  arn: string,
  tags: readonly TagPair[],
  rules: readonly ReplicationRuleConfig[],
): ReplicationRuleConfig {
  return {
    id: randomUUID(),
    status: 'Enabled',
    priority: request.priority ?? Math.max(0, ...rules.map((existing) => existing.priority)) + 1,
    destination: arn,
    prefix: request.prefix ?? '',
    tags,
    deleteMarkers: request.replicateDeleteMarkers ?? true,
    deletes: request.replicateDeletes ?? true,
    metadataSync: request.replicateMetadata ?? true,
    // Objects already in the bucket replicate too, as mc's default does.
    existingObjects: true,
  };
}

/** Removes a remote target this call registered; one that existed before stays, since other rules may use it. */
async function undoTarget(connection: AdminConnection, plan: RelationPlan, arn: string): Promise<string> {
  if (plan.existingArn === arn) return 'The existing remote target was left as it was.';
  try {
    await removeRemoteTarget(connection, plan.relation.originBucket, arn);
    return 'The remote target registered for it was removed again.';
  } catch (error) {
    return `The remote target ${arn} stays registered: removing it failed (${describeFailure(error)}).`;
  }
}
