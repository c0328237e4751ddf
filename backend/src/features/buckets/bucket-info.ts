import { withS3 } from '../../platform/minio/s3/s3-client';
import type { AccountBucket } from '../../platform/minio/admin/account-info';
import type { AdminConnection } from '../../platform/minio/admin-request';
import { ApiError } from '../../platform/errors/api-error';
import { policyOf } from '../../platform/minio/session-facts';
import { accessPolicyOf, parseBucketPolicy, readAnonymousAccess } from './anonymous-policy';
import { listBuckets } from './bucket-list';
import { allowedBucketActions, canManageBucket } from './bucket-permissions';
import { hasCode, sessionAccount } from '../../platform/minio/bucket-session';
import type { Schema } from '@contract/shared/contract-types';

/** The bucket policy text; '' when there is none; undefined when the session may not read it. */
export async function readBucketPolicyText(connection: AdminConnection, bucket: string): Promise<string | undefined> {
  try {
    return await withS3(connection, (s3) => s3.getBucketPolicy(bucket));
  } catch (error) {
    if (hasCode(error, 'NoSuchBucketPolicy')) return '';
    if (hasCode(error, 'AccessDenied')) return undefined;
    throw error;
  }
}

/**
 * Whether the bucket exists, as far as the user may know: HEAD needs s3:ListBucket, so when that is refused
 * GetBucketLocation (all MinIO's `readonly` policy grants on a bucket) is asked; a refusal of both stays a 403.
 */
async function bucketExists(connection: AdminConnection, bucket: string): Promise<boolean> {
  try {
    return await withS3(connection, (s3) => s3.bucketExists(bucket));
  } catch (error) {
    if (!hasCode(error, 'AccessDenied')) throw error;
  }
  try {
    await withS3(connection, (s3) => s3.makeRequestAsyncOmit({ method: 'GET', bucketName: bucket, query: 'location' }));
    return true;
  } catch (error) {
    if (hasCode(error, 'NoSuchBucket')) return false;
    throw error;
  }
}

/**
 * A bucket accountinfo does not list yet (its bucket list lags about a second behind, a cache): whether it exists is
 * asked directly, as before; its creation date comes from S3 ListBuckets at the same time (none when that is
 * refused). Undefined when the bucket does not exist.
 */
async function bucketNotYetCounted(
  connection: AdminConnection,
  bucket: string,
): Promise<Pick<AccountBucket, 'created'> | undefined> {
  const [exists, listed] = await Promise.all([
    bucketExists(connection, bucket),
    listBuckets(connection).then(
      (buckets) => buckets.find((entry) => entry.name === bucket),
      () => undefined,
    ),
  ]);
  if (!exists) return undefined;
  return listed ? { created: listed.created } : {};
}

/** One bucket's summary: its anonymous access, whether the admin pages apply, and the session's permissions on it. */
export async function bucketInfo(connection: AdminConnection, bucket: string): Promise<Schema<'BucketInfo'>> {
  const [info, policyRead] = await Promise.all([
    sessionAccount(connection),
    readBucketPolicyText(connection, bucket).then(
      (text) => ({ text }),
      (error: unknown) => ({ error }),
    ),
  ]);
  const counted = (info.Buckets ?? []).find((entry) => entry.name === bucket);
  const known: Pick<AccountBucket, 'created' | 'size' | 'objects'> | undefined =
    counted ?? (await bucketNotYetCounted(connection, bucket));
  if (!known) throw new ApiError(404, 'The specified bucket does not exist', `No bucket named ${bucket}`);
  if ('error' in policyRead) throw policyRead.error;
  const policyText = policyRead.text;
  const policy = policyOf(info);
  const answer: Schema<'BucketInfo'> = {
    name: bucket,
    manage: canManageBucket(policy, bucket),
    allowedActions: allowedBucketActions(policy, bucket),
    ...(known.created ? { creation_date: known.created } : {}),
    size: known.size ?? 0,
    objects: known.objects ?? 0,
  };
  if (typeof policyText === 'string') {
    answer.access = accessPolicyOf(readAnonymousAccess(parseBucketPolicy(policyText), bucket));
    if (policyText) answer.definition = policyText;
  }
  return answer;
}
