import { withS3 } from '../../platform/minio/s3/s3-client';
import type { AdminConnection } from '../../platform/minio/admin-request';
import { ApiError } from '../../platform/errors/api-error';
import { policyOf } from '../../platform/minio/session-facts';
import { accessPolicyOf, parseBucketPolicy, readAnonymousAccess } from './anonymous-policy';
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

/** One bucket's summary: its anonymous access, whether the admin pages apply, and the session's permissions on it. */
export async function bucketInfo(connection: AdminConnection, bucket: string): Promise<Schema<'BucketInfo'>> {
  const [info, policyRead] = await Promise.all([
    sessionAccount(connection),
    readBucketPolicyText(connection, bucket).then(
      (text) => ({ text }),
      (error: unknown) => ({ error }),
    ),
  ]);
  // accountinfo's bucket list lags about a second behind (a cache); a bucket it lacks is asked for directly.
  const listed = (info.Buckets ?? []).find((entry) => entry.name === bucket);
  if (!listed && !(await bucketExists(connection, bucket))) {
    throw new ApiError(404, 'The specified bucket does not exist', `No bucket named ${bucket}`);
  }
  if ('error' in policyRead) throw policyRead.error;
  const policyText = policyRead.text;
  const policy = policyOf(info);
  const answer: Schema<'BucketInfo'> = {
    name: bucket,
    manage: canManageBucket(policy, bucket),
    allowedActions: allowedBucketActions(policy, bucket),
    ...(listed?.created ? { creation_date: listed.created } : {}),
    size: listed?.size ?? 0,
    objects: listed?.objects ?? 0,
  };
  if (typeof policyText === 'string') {
    answer.access = accessPolicyOf(readAnonymousAccess(parseBucketPolicy(policyText), bucket));
    if (policyText) answer.definition = policyText;
  }
  return answer;
}
