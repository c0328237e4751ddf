import type { TagPair } from '@contract/shared/buckets/tag-filter';
import { ApiError } from '../../platform/errors/api-error';
import { minioToApiError } from '../../platform/errors/minio-api-error';
import { listRemoteTargets } from '../../platform/minio/admin/remote-targets';
import type { AdminConnection } from '../../platform/minio/admin-request';
import { readReplicationRules } from '../bucket-admin/replication-config';
import type { RequestBody } from '@contract/shared/contract-types';
import type { RemoteEndpoint } from './remote-buckets';

export type ReplicationRequest = RequestBody<'setMultiBucketReplication'>;
type Relation = ReplicationRequest['bucketsRelation'][number];

/** What is known about one bucket pair before anything is changed. */
export interface RelationPlan {
  readonly relation: Relation;
  /** Why this pair cannot be set up at all (reported as its errorString). */
  readonly problem?: string;
  /** The ARN of a remote target the origin already had for this destination (kept on failure). */
  readonly existingArn?: string;
}

/**
 * Looks at every bucket pair before anything changes: which pairs cannot be set up at all (reported per bucket),
 * and which would conflict with existing rules or targets (refusing the whole request).
 */
export async function planReplication(
  connection: AdminConnection,
  request: ReplicationRequest,
  remote: RemoteEndpoint,
  remoteBuckets: ReadonlySet<string>,
  tags: readonly TagPair[],
): Promise<{ plans: RelationPlan[]; conflicts: string[] }> {
  const planned = await Promise.all(
    request.bucketsRelation.map((relation) => planRelation(connection, request, remote, remoteBuckets, tags, relation)),
  );
  return {
    plans: planned.map(({ conflicts: _conflicts, ...plan }) => plan),
    conflicts: planned.flatMap((plan) => plan.conflicts).concat(duplicatePairs(request.bucketsRelation)),
  };
}

async function planRelation(
  connection: AdminConnection,
  request: ReplicationRequest,
  remote: RemoteEndpoint,
  remoteBuckets: ReadonlySet<string>,
  tags: readonly TagPair[],
  relation: Relation,
): Promise<RelationPlan & { conflicts: string[] }> {
  const { originBucket: origin, destinationBucket: destination } = relation;
  if (!remoteBuckets.has(destination)) {
    return { relation, problem: `The remote server has no bucket ${destination}`, conflicts: [] };
  }
  let targets, rules;
  try {
    [targets, rules] = await Promise.all([
      listRemoteTargets(connection, origin),
      readReplicationRules(connection, origin),
    ]);
  } catch (error) {
    return { relation, problem: describeFailure(error), conflicts: [] };
  }
  const sameServer = targets.filter((target) => target.endpoint === remote.hostPort);
  const existingArn = sameServer.find((target) => target.targetbucket === destination)?.arn;
  const conflicts: string[] = [];
  // MinIO keeps one target bucket per remote endpoint for a bucket (XMinioAdminBucketRemoteAlreadyExists).
  const otherBucket = sameServer.find((target) => target.targetbucket !== destination);
  if (otherBucket) {
    conflicts.push(
      `${origin} already replicates to bucket ${otherBucket.targetbucket} on ${remote.hostPort}, and MinIO allows ` +
        'one target bucket per remote server',
    );
  }
  const samePriority = rules.find((rule) => rule.priority === request.priority);
  if (samePriority) {
    conflicts.push(`${origin}: priority ${samePriority.priority} is already used by rule ${samePriority.id}`);
  }
  const sameRule = rules.find(
    (rule) => rule.destination === existingArn && rule.prefix === (request.prefix ?? '') && sameTags(rule.tags, tags),
  );
  if (existingArn && sameRule) {
    conflicts.push(`${origin}: rule ${sameRule.id} already replicates the same objects to ${destination}`);
  }
  return { relation, conflicts, ...(existingArn ? { existingArn } : {}) };
}

function duplicatePairs(relations: readonly Relation[]): string[] {
  const seen = new Set<string>();
  const duplicates: string[] = [];
  for (const { originBucket, destinationBucket } of relations) {
    const key = `${originBucket} → ${destinationBucket}`;
    if (seen.has(key)) duplicates.push(`${key} is listed twice`);
    seen.add(key);
  }
  return duplicates;
}

function sameTags(a: readonly TagPair[], b: readonly TagPair[]): boolean {
  const key = (tags: readonly TagPair[]) => JSON.stringify([...tags].sort((x, y) => x.key.localeCompare(y.key)));
  return key(a) === key(b);
}

/** One line for an entry's errorString. */
export function describeFailure(error: unknown): string {
  const api = error instanceof ApiError ? error : minioToApiError(error);
  if (!api) return error instanceof Error ? error.message : String(error);
  return api.detailedMessage || api.message;
}
