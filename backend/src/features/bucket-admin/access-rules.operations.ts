import { withS3 } from '../../platform/minio/s3/s3-client';
import { changeOneAtATime } from '../../platform/minio/one-at-a-time';
import { ApiError } from '../../platform/errors/api-error';
import type { AdminConnection } from '../../platform/minio/admin-request';
import { operations } from '../../platform/operations/operation-table';
import { minioSessionOf, userConnection } from '../../platform/session/session-context';
import {
  parseBucketPolicy,
  readAnonymousAccess,
  type AccessLevel,
  type AnonymousAccess,
} from '../buckets/anonymous-policy';
import { withPrefixAccess, writeAnonymousAccess } from '../buckets/anonymous-policy-writer';
import { readBucketPolicyText } from '../buckets/bucket-info';

import type { BucketFeatureDeps } from '../../platform/feature-deps';

/** The bucket's anonymous access as prefix rules; a policy the session may not read is MinIO's 403. */
async function readAccess(connection: AdminConnection, bucket: string): Promise<AnonymousAccess> {
  const text = await readBucketPolicyText(connection, bucket);
  if (text === undefined)
    throw new ApiError(403, 'Access denied', `Reading the policy of bucket ${bucket} needs s3:GetBucketPolicy`);
  return readAnonymousAccess(parseBucketPolicy(text), bucket);
}

/**
 * Writes the bucket policy for the changed rules, or deletes it when nothing is granted any more; after any other
 * change of the policy under way, so that rules granted at once all stay.
 */
function changeAccess(connection: AdminConnection, bucket: string, prefix: string, level?: AccessLevel) {
  return changeOneAtATime(connection, bucket, 'policy', async () => {
    const access = await readAccess(connection, bucket);
    if (!level && !access.rules.some((rule) => rule.prefix === prefix)) {
      throw new ApiError(404, 'No such access rule', `Bucket ${bucket} has no anonymous access rule for '${prefix}'`);
    }
    const policy = writeAnonymousAccess(withPrefixAccess(access, prefix, level), bucket);
    await withS3(connection, (s3) => s3.setBucketPolicy(bucket, policy ? JSON.stringify(policy) : ''));
  });
}

/**
 * Access Rules (spec 02 §2): anonymous readonly / writeonly / readwrite access per key prefix, kept in the bucket
 * policy. Whole-bucket access (the empty prefix) is the Summary's Access Policy and is not listed here.
 */
export function accessRulesOperations(deps: BucketFeatureDeps) {
  const endpoint = deps.config.minioServer;
  return operations({
    listBucketAccessRules: async ({ params, res }) => {
      const access = await readAccess(userConnection(res, endpoint), params.bucket);
      return { accessRules: access.rules.filter((rule) => rule.prefix !== '').map((rule) => ({ ...rule })) };
    },

    setBucketAccessRule: async ({ params: { bucket }, body: { prefix, access }, res }) => {
      await changeAccess(userConnection(res, endpoint), bucket, prefix, access);
      deps.logger.info('access rule set', { user: minioSessionOf(res).user, bucket, prefix, access });
    },

    deleteBucketAccessRule: async ({ params: { bucket }, body: { prefix }, res }) => {
      await changeAccess(userConnection(res, endpoint), bucket, prefix);
      deps.logger.info('access rule removed', { user: minioSessionOf(res).user, bucket, prefix });
    },
  });
}
