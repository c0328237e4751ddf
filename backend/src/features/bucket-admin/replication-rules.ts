import { formatTagFilter, parseTagFilter } from '@contract/shared/buckets/tag-filter';
import { ApiError } from '../../platform/errors/api-error';
import { listRemoteTargets, removeRemoteTarget } from '../../platform/minio/admin/remote-targets';
import type { AdminConnection } from '../../platform/minio/admin-request';
import type { RequestBody, Schema } from '@contract/shared/contract-types';
import { readReplicationRules, writeReplicationRules, type ReplicationRuleConfig } from './replication-config';

/**
 * The Replication table (spec 02 §2): rules by priority, highest first. Whether a rule replicates synchronously is
 * a property of its remote target, looked up when the session may list targets (`admin:GetBucketTarget`).
 */
export async function listReplicationRules(
  connection: AdminConnection,
  bucket: string,
): Promise<Schema<'ReplicationRuleList'>> {
  const [rules, targets] = await Promise.all([
    readReplicationRules(connection, bucket),
    listRemoteTargets(connection, bucket).catch(() => []),
  ]);
  const syncByArn = new Map(targets.map((target) => [target.arn, target.replicationSync === true]));
  return {
    rules: [...rules]
      .sort((a, b) => b.priority - a.priority)
      .map((rule) => toApiRule(rule, syncByArn.get(rule.destination))),
  };
}

function toApiRule(rule: ReplicationRuleConfig, sync: boolean | undefined): Schema<'ReplicationRule'> {
  return {
    id: rule.id,
    priority: rule.priority,
    destination: { bucket: rule.destination },
    prefix: rule.prefix,
    tags: formatTagFilter(rule.tags),
    status: rule.status,
    ...(sync === undefined ? {} : { syncMode: sync ? 'sync' : 'async' }),
    delete_marker_replication: rule.deleteMarkers,
    deletes_replication: rule.deletes,
    metadata_replication: rule.metadataSync,
  };
}

/** The rule of `bucket` with `ruleId`, and all its rules; a 404 when there is no such rule. */
async function findRule(connection: AdminConnection, bucket: string, ruleId: string) {
  const rules = await readReplicationRules(connection, bucket);
  const rule = rules.find((candidate) => candidate.id === ruleId);
  if (!rule) throw new ApiError(404, 'No such replication rule', `Bucket ${bucket} has no replication rule ${ruleId}`);
  return { rules, rule };
}

/**
 * Edits one rule: the configuration is read, the rule replaced (id and destination kept) and the configuration
 * put back. MinIO validates the whole of it, so a refused edit changes nothing.
 */
export async function updateReplicationRule(
  connection: AdminConnection,
  bucket: string,
  ruleId: string,
  change: RequestBody<'updateBucketReplicationRule'>,
): Promise<void> {
  const { rules, rule } = await findRule(connection, bucket, ruleId);
  const edited: ReplicationRuleConfig = {
    ...rule,
    priority: change.priority,
    prefix: change.prefix ?? '',
    tags: parseTagFilter(change.tags),
    status: change.status,
    deleteMarkers: change.delete_marker_replication,
    deletes: change.deletes_replication,
    metadataSync: change.metadata_replication,
  };
  await writeReplicationRules(
    connection,
    bucket,
    rules.map((candidate) => (candidate === rule ? edited : candidate)),
  );
}

/** One rule as the list shows it (MinIO Console v1.7.6's rule view); a 404 when there is no such rule. */
export async function readReplicationRule(
  connection: AdminConnection,
  bucket: string,
  ruleId: string,
): Promise<Schema<'ReplicationRule'>> {
  const { rules } = await listReplicationRules(connection, bucket);
  const rule = rules.find((candidate) => candidate.id === ruleId);
  if (!rule) throw new ApiError(404, 'No such replication rule', `Bucket ${bucket} has no replication rule ${ruleId}`);
  return rule;
}

/** Removes a rule; see `deleteReplicationRules`. */
export async function deleteReplicationRule(
  connection: AdminConnection,
  bucket: string,
  ruleId: string,
): Promise<void> {
  await deleteReplicationRules(connection, bucket, [ruleId]);
}

/**
 * Removes the named rules (or, with `all`, every rule) in one change of the configuration; an unknown rule is a 404
 * and nothing changes. With the last rule the configuration goes. A remote target no rule points at any more is
 * removed too (best effort: a target is only bookkeeping once nothing replicates to it).
 */
export async function deleteReplicationRules(
  connection: AdminConnection,
  bucket: string,
  ruleIds: readonly string[] | 'all',
): Promise<void> {
  const rules = await readReplicationRules(connection, bucket);
  if (ruleIds !== 'all') {
    const known = new Set(rules.map((rule) => rule.id));
    const unknown = ruleIds.filter((id) => !known.has(id));
    if (unknown.length > 0) {
      throw new ApiError(
        404,
        'No such replication rule',
        `Bucket ${bucket} has no replication rule ${unknown.join(', ')}`,
      );
    }
  }
  const removed = ruleIds === 'all' ? rules : rules.filter((rule) => ruleIds.includes(rule.id));
  if (removed.length === 0) return;
  const kept = rules.filter((rule) => !removed.includes(rule));
  await writeReplicationRules(connection, bucket, kept);
  for (const destination of new Set(removed.map((rule) => rule.destination))) {
    if (!kept.some((rule) => rule.destination === destination)) {
      await removeRemoteTarget(connection, bucket, destination).catch(() => undefined);
    }
  }
}
