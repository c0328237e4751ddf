import { withS3 } from '../../platform/minio/s3/s3-client';
import { RETENTION_MODES, RETENTION_VALIDITY_UNITS, type ObjectLockInfo } from 'minio';
import { quotaProblem } from '@contract/shared/buckets/quota-units';
import { ApiError } from '../../platform/errors/api-error';
import { getBucketQuota, setBucketQuota } from '../../platform/minio/admin/bucket-quota';
import type { AdminConnection } from '../../platform/minio/admin-request';
import { readBucketConfig, type BucketConfigDocument } from '../../platform/minio/s3/bucket-config-xml';
import { changeOneAtATime } from '../../platform/minio/one-at-a-time';
import { parseBucketPolicy } from '../buckets/anonymous-policy';
import { readBucketPolicyText } from '../buckets/bucket-info';
import { publicBucketPolicy } from '../buckets/anonymous-policy-writer';
import { hasCode, promiseForms } from '../../platform/minio/bucket-session';
import type { RequestBody, Schema } from '@contract/shared/contract-types';

/** MinIO's answer for a bucket that was not created with object locking. */
const NO_LOCK_CONFIG = 'ObjectLockConfigurationNotFoundError';

/** PRIVATE deletes the bucket policy, PUBLIC writes the public one, CUSTOM writes the given document. */
export async function setAccessPolicy(
  connection: AdminConnection,
  bucket: string,
  request: RequestBody<'setBucketAccessPolicy'>,
): Promise<void> {
  let text = '';
  if (request.access === 'PUBLIC') text = JSON.stringify(publicBucketPolicy(bucket));
  if (request.access === 'CUSTOM') {
    if (!request.definition?.trim()) throw new ApiError(400, 'A custom access policy needs a policy document');
    try {
      parseBucketPolicy(request.definition);
    } catch (error) {
      throw new ApiError(400, 'The policy is not valid JSON', error instanceof Error ? error.message : String(error));
    }
    text = request.definition;
  }
  // minio-js deletes the bucket policy when given an empty one. Not in the middle of an Access Rules change.
  await changeOneAtATime(connection, bucket, 'policy', async () => {
    if (request.previous_definition !== undefined)
      await requireUnchangedPolicy(connection, bucket, request.previous_definition);
    await withS3(connection, (s3) => s3.setBucketPolicy(bucket, text));
  });
}

/** A 409 when the bucket policy is not the one the dialog opened with (a policy the session cannot read passes). */
async function requireUnchangedPolicy(connection: AdminConnection, bucket: string, opened: string): Promise<void> {
  const now = await readBucketPolicyText(connection, bucket);
  if (now === undefined || now === opened) return;
  throw new ApiError(
    409,
    "The bucket's access policy changed since you opened it",
    'Someone else changed the access policy or the Access Rules of this bucket meanwhile. Copy your changes, ' +
      'close the dialog and open it again to start from the current policy.',
  );
}

/** The default retention; `enabled` false when the bucket has no lock configuration or no default rule. */
export async function readRetention(
  connection: AdminConnection,
  bucket: string,
): Promise<Schema<'BucketRetentionState'>> {
  let lock: ObjectLockInfo;
  try {
    lock = await withS3(connection, (s3) => promiseForms(s3).getObjectLockConfig(bucket));
  } catch (error) {
    if (hasCode(error, NO_LOCK_CONFIG)) return { enabled: false };
    throw error;
  }
  if (!('mode' in lock) || !lock.mode || !lock.validity) return { enabled: false };
  return {
    enabled: true,
    mode: lock.mode === RETENTION_MODES.COMPLIANCE ? 'compliance' : 'governance',
    unit: lock.unit === RETENTION_VALIDITY_UNITS.YEARS ? 'years' : 'days',
    validity: Number(lock.validity),
  };
}

/** Sets the default retention; only a bucket created with object locking can have one. */
export async function writeRetention(
  connection: AdminConnection,
  bucket: string,
  retention: Schema<'BucketRetention'>,
): Promise<void> {
  try {
    await withS3(connection, (s3) =>
      promiseForms(s3).setObjectLockConfig(bucket, {
        mode: retention.mode === 'compliance' ? RETENTION_MODES.COMPLIANCE : RETENTION_MODES.GOVERNANCE,
        unit: retention.unit === 'years' ? RETENTION_VALIDITY_UNITS.YEARS : RETENTION_VALIDITY_UNITS.DAYS,
        validity: retention.validity,
      }),
    );
  } catch (error) {
    if (!hasCode(error, 'InvalidBucketState')) throw error;
    throw new ApiError(
      409,
      `Bucket ${bucket} has no object locking`,
      'A default retention needs object locking, which can only be turned on when the bucket is created.',
    );
  }
}

/** The encryption rule as bucket-config-xml.ts parses it: a key ID such as `007` stays text. */
interface EncryptionRule {
  readonly ApplyServerSideEncryptionByDefault?: { readonly SSEAlgorithm?: string; readonly KMSMasterKeyID?: string };
}

/** The default encryption; `disabled` when MinIO says "The server side encryption configuration was not found". */
export async function readEncryption(connection: AdminConnection, bucket: string): Promise<Schema<'BucketEncryption'>> {
  let config: BucketConfigDocument;
  try {
    config = await readBucketConfig(connection, bucket, 'encryption');
  } catch (error) {
    if (hasCode(error, 'ServerSideEncryptionConfigurationNotFoundError')) return { encType: 'disabled' };
    throw error;
  }
  const [rule] = (config['Rule'] ?? []) as readonly EncryptionRule[];
  const algorithm = rule?.ApplyServerSideEncryptionByDefault?.SSEAlgorithm;
  if (!algorithm) return { encType: 'disabled' };
  const keyId = rule.ApplyServerSideEncryptionByDefault?.KMSMasterKeyID;
  return {
    encType: algorithm === 'AES256' ? 'sse-s3' : 'sse-kms',
    algorithm,
    ...(keyId ? { kmsMasterKeyID: keyId } : {}),
  };
}

/** SSE-S3 (AES256) or SSE-KMS with a key of the server's KMS. */
export async function enableEncryption(
  connection: AdminConnection,
  bucket: string,
  request: RequestBody<'enableBucketEncryption'>,
): Promise<void> {
  const keyId = request.kmsKeyID?.trim();
  if (request.encType === 'sse-kms' && !keyId) throw new ApiError(400, 'SSE-KMS needs a KMS key ID');
  const byDefault =
    request.encType === 'sse-kms' ? { SSEAlgorithm: 'aws:kms', KMSMasterKeyID: keyId } : { SSEAlgorithm: 'AES256' };
  try {
    await withS3(connection, (s3) =>
      s3.setBucketEncryption(bucket, { Rule: [{ ApplyServerSideEncryptionByDefault: byDefault }] }),
    );
  } catch (error) {
    if (!hasCode(error, 'kms:KeyNotFound')) throw error;
    throw new ApiError(400, `The KMS has no key '${keyId ?? ''}'`, 'Give the ID of a key the server’s KMS knows.');
  }
}

/** The quota; `quota` 0 and `enabled` false when there is none. MinIO only has hard quotas now. */
export async function readQuota(connection: AdminConnection, bucket: string): Promise<Schema<'BucketQuota'>> {
  const quota = await getBucketQuota(connection, bucket);
  const bytes = quota ? Math.max(quota.size, quota.quota) : 0;
  return { type: 'hard', quota: bytes, enabled: bytes > 0 };
}

/** Sets or removes the quota; a size of 0 or the dropped `fifo` type answer 400 before MinIO is asked. */
export async function writeQuota(
  connection: AdminConnection,
  bucket: string,
  request: RequestBody<'setBucketQuota'>,
): Promise<void> {
  if (!request.enabled) {
    await setBucketQuota(connection, bucket, 0);
    return;
  }
  const problem = quotaProblem(request);
  if (problem) throw new ApiError(400, problem);
  await setBucketQuota(connection, bucket, request.amount ?? 0);
}

/** Whether the bucket was created with object locking. */
export async function readObjectLocking(connection: AdminConnection, bucket: string): Promise<boolean> {
  try {
    const lock = await withS3(connection, (s3) => promiseForms(s3).getObjectLockConfig(bucket));
    return 'objectLockEnabled' in lock && lock.objectLockEnabled === 'Enabled';
  } catch (error) {
    if (hasCode(error, NO_LOCK_CONFIG)) return false;
    throw error;
  }
}
