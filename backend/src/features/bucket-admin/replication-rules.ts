import { formatTagFilter, parseTagFilter } from '@contract/shared/buckets/tag-filter';
import { ApiError } from '../../platform/errors/api-error';
import { applyRecordChange } from '../../platform/minio/record-change';
import { listRemoteTargets, removeRemoteTarget } from '../../platform/minio/admin/remote-targets';
import type { AdminConnection } from '../../platform/minio/admin-request';
import type { RequestBody, Schema } from '@contract/shared/contract-types';
import { changeReplicationRules, readReplicationRules, type ReplicationRuleConfig } from './replication-config';

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

/** The rule of `bucket` with `ruleId`; a 404 when there is no such rule. */
function findRule(rules: readonly ReplicationRuleConfig[], bucket: string, ruleId: string) {
  const rule = rules.find((candidate) => candidate.id === ruleId);
  if (!rule) throw new ApiError(404, 'No such replication rule', `Bucket ${bucket} has no replication rule ${ruleId}`);
  return rule;
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
  const { previous, ...fields } = change;
  await changeReplicationRules(connection, bucket, (rules) => {
    const rule = findRule(rules, bucket, ruleId);
    const wanted = previous ? applyRecordChange(editableFields(rule), previous, fields, ruleClash) : fields;
    const edited: ReplicationRuleConfig = {
      ...rule,
      priority: wanted.priority,
      prefix: wanted.prefix ?? '',
      tags: parseTagFilter(wanted.tags),
      status: wanted.status,
      deleteMarkers: wanted.delete_marker_replication,
      deletes: wanted.deletes_replication,
      metadataSync: wanted.metadata_replication,
    };
    return { rules: rules.map((candidate) => (candidate === rule ? edited : candidate)), result: undefined };
  });
}

type EditableFields = Omit<RequestBody<'updateBucketReplicationRule'>, 'previous'>;

/** The fields of a stored rule that the Edit dialog shows, as it shows them. */
function editableFields(rule: ReplicationRuleConfig): EditableFields {
  return {
    priority: rule.priority,
    prefix: rule.prefix,
    tags: formatTagFilter(rule.tags),
    status: rule.status,
    delete_marker_replication: rule.deleteMarkers,
    deletes_replication: rule.deletes,
    metadata_replication: rule.metadataSync,
  };
}

const ruleClash = (field: string, now: string, before: string) =>
  new ApiError(
    409,
    'The replication rule changed since you opened it',
    `Its ${field} is ${now} now; it was ${before} when the dialog opened. Someone else changed it meanwhile: close ` +
      'the dialog, open the rule again and make your change there.',
  );

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
  const { removed, kept } = await changeReplicationRules(connection, bucket, (rules) => {
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
    const gone = ruleIds === 'all' ? rules : rules.filter((rule) => ruleIds.includes(rule.id));
    const left = rules.filter((rule) => !gone.includes(rule));
    return { rules: gone.length === 0 ? rules : left, result: { removed: gone, kept: left } };
  });
  for (const destination of new Set(removed.map((rule) => rule.destination))) {
    if (!kept.some((rule) => rule.destination === destination)) {
      await removeRemoteTarget(connection, bucket, destination).catch(() => undefined);
    }
  }
}
