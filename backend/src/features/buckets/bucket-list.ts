import { withS3 } from '../../platform/minio/s3/s3-client';
import type { BucketItemFromList } from 'minio';
import type { IamPolicy } from '@contract/shared/permissions/iam-policy';
import type { AccountBucket } from '../../platform/minio/admin/account-info';
import type { AdminConnection } from '../../platform/minio/admin-request';
import { policyOf } from '../../platform/minio/session-facts';
import { allowedOnBucket, canManageBucket } from './bucket-permissions';
import { sessionAccount } from '../../platform/minio/bucket-session';
import { usageLastUpdate } from './usage-time';
import type { Schema } from '@contract/shared/contract-types';

/** One card of the list, from the account's view of the bucket. */
export function bucketListItem(bucket: AccountBucket, policy: IamPolicy): Schema<'Bucket'> {
  return {
    name: bucket.name,
    creation_date: bucket.created ?? new Date(0).toISOString(),
    size: bucket.size ?? 0,
    objects: bucket.objects ?? 0,
    rw_access: { read: bucket.access?.read === true, write: bucket.access?.write === true },
    manage: canManageBucket(policy, bucket.name),
  };
}

/** A bucket S3 lists but the account view does not have yet: no usage counted, access judged from the policy. */
function uncountedBucket(bucket: BucketItemFromList, policy: IamPolicy): AccountBucket {
  return {
    name: bucket.name,
    created: bucket.creationDate.toISOString(),
    access: {
      read: allowedOnBucket(policy, 's3:GetObject', bucket.name),
      write: allowedOnBucket(policy, 's3:PutObject', bucket.name),
    },
  };
}

/**
 * The buckets the session's user can see, in a constant number of calls however many buckets there are:
 * - `/accountinfo` gives every bucket with the scanner's usage and the user's access;
 * - S3 ListBuckets says which buckets exist right now: MinIO serves accountinfo's bucket list from a cache that
 *   lags about a second, so without it a bucket just created (or deleted) would be missing (or still shown); the
 *   correction is left out when the user may not list buckets through S3;
 * - the scanner's last update time (usage-time.ts: asked of MinIO at most every few seconds, not on every list),
 *   for users who may read it.
 */
export async function listSessionBuckets(connection: AdminConnection): Promise<Schema<'BucketList'>> {
  const [info, existing] = await Promise.all([
    sessionAccount(connection),
    withS3(connection, (s3) => s3.listBuckets()).catch(() => undefined),
  ]);
  const policy = policyOf(info);
  const lastUpdate = await usageLastUpdate(connection, policy);
  const counted = new Map((info.Buckets ?? []).map((bucket) => [bucket.name, bucket]));
  const buckets = existing
    ? existing.map((bucket) => counted.get(bucket.name) ?? uncountedBucket(bucket, policy))
    : [...counted.values()];
  return {
    buckets: buckets.map((bucket) => bucketListItem(bucket, policy)),
    ...(lastUpdate ? { usageLastUpdate: lastUpdate } : {}),
  };
}
