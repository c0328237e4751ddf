import { XMLBuilder } from 'fast-xml-parser';
import type { TagPair } from '@contract/shared/buckets/tag-filter';
import { readBucketConfig, writeBucketConfig } from '../../platform/minio/s3/bucket-config-xml';
import { withS3, type S3Connection } from '../../platform/minio/s3/s3-client';
import { changeOneAtATime } from '../../platform/minio/one-at-a-time';
import { hasCode } from '../../platform/minio/bucket-session';
import { asList, asRecord, asText, readRuleFilter, ruleFilterElement } from './s3-rule-filter';

/** One replication rule, in the console's terms. */
export interface ReplicationRuleConfig {
  readonly id: string;
  readonly status: 'Enabled' | 'Disabled';
  readonly priority: number;
  /** The remote target's ARN (`arn:minio:replication::<id>:<bucket>`). */
  readonly destination: string;
  readonly storageClass?: string;
  readonly prefix: string;
  readonly tags: readonly TagPair[];
  readonly deleteMarkers: boolean;
  readonly deletes: boolean;
  /** Replica modification sync (metadata changes made on the replica come back). */
  readonly metadataSync: boolean;
  readonly existingObjects: boolean;
}

const enabled = (value: unknown): boolean => asText(asRecord(value)['Status']) === 'Enabled';

/** A rule as bucket-config-xml.ts parses it → the console's terms. */
export function ruleFromParsed(rule: Record<string, unknown>): ReplicationRuleConfig {
  const destination = asRecord(rule['Destination']);
  const storageClass = asText(destination['StorageClass']);
  return {
    id: asText(rule['ID']),
    status: asText(rule['Status']) === 'Disabled' ? 'Disabled' : 'Enabled',
    priority: Number(rule['Priority'] ?? 0),
    destination: asText(destination['Bucket']),
    ...(storageClass ? { storageClass } : {}),
    ...readRuleFilter(rule),
    deleteMarkers: enabled(rule['DeleteMarkerReplication']),
    deletes: enabled(rule['DeleteReplication']),
    metadataSync: enabled(asRecord(rule['SourceSelectionCriteria'])['ReplicaModifications']),
    existingObjects: enabled(rule['ExistingObjectReplication']),
  };
}

/** The bucket's replication rules; none when it has no replication configuration. */
export async function readReplicationRules(connection: S3Connection, bucket: string): Promise<ReplicationRuleConfig[]> {
  try {
    const config = await readBucketConfig(connection, bucket, 'replication');
    return asList(config['Rule']).map((rule) => ruleFromParsed(asRecord(rule)));
  } catch (error) {
    if (hasCode(error, 'ReplicationConfigurationNotFoundError')) return [];
    throw error;
  }
}

const status = (on: boolean) => ({ Status: on ? 'Enabled' : 'Disabled' });

/** One rule as S3's ReplicationConfiguration XML wants it (MinIO's DeleteReplication extension included). */
function xmlRule(rule: ReplicationRuleConfig): Record<string, unknown> {
  return {
    ID: rule.id,
    Status: rule.status,
    Priority: rule.priority,
    DeleteMarkerReplication: status(rule.deleteMarkers),
    DeleteReplication: status(rule.deletes),
    Filter: ruleFilterElement(rule),
    SourceSelectionCriteria: { ReplicaModifications: status(rule.metadataSync) },
    ExistingObjectReplication: status(rule.existingObjects),
    Destination: { Bucket: rule.destination, ...(rule.storageClass ? { StorageClass: rule.storageClass } : {}) },
  };
}

/** The XML document for `rules`. The Role stays empty: each rule names its own target, so rules may differ. */
export function replicationXml(rules: readonly ReplicationRuleConfig[]): string {
  return new XMLBuilder({ format: false }).build({
    ReplicationConfiguration: { Role: '', Rule: rules.map(xmlRule) },
  }) as string;
}

/**
 * Replaces the bucket's replication rules; no rules removes the configuration. Sent as raw XML because minio-js
 * insists on a non-empty Role, which MinIO reads as "every rule goes to this one target".
 */
export async function writeReplicationRules(
  connection: S3Connection,
  bucket: string,
  rules: readonly ReplicationRuleConfig[],
): Promise<void> {
  if (rules.length === 0) {
    await withS3(connection, (s3) => s3.removeBucketReplication(bucket));
    return;
  }
  await writeBucketConfig(connection, bucket, 'replication', replicationXml(rules));
}

/**
 * Reads the rules, changes them and writes them back (when changed), after any other change of the bucket's
 * replication configuration under way; answers what `change` answered.
 */
export function changeReplicationRules<T>(
  connection: S3Connection,
  bucket: string,
  change: (rules: ReplicationRuleConfig[]) => { readonly rules: readonly ReplicationRuleConfig[]; readonly result: T },
): Promise<T> {
  return changeOneAtATime(connection, bucket, 'replication', async () => {
    const read = await readReplicationRules(connection, bucket);
    const { rules, result } = change(read);
    if (rules !== read) await writeReplicationRules(connection, bucket, rules);
    return result;
  });
}
