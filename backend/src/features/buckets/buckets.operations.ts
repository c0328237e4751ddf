import { withS3 } from '../../platform/minio/s3/s3-client';
import { ApiError } from '../../platform/errors/api-error';
import { mergeOperations, operations } from '../../platform/operations/operation-table';
import { minioSessionOf, userConnection } from '../../platform/session/session-context';
import { createBucket } from './bucket-create';
import { bucketInfo } from './bucket-info';
import { listSessionBuckets } from './bucket-list';
import { bucketReplicationOperations } from './bucket-replication.operations';
import { hasCode } from '../../platform/minio/bucket-session';
import type { BucketFeatureDeps } from '../../platform/feature-deps';
import { bucketNameProblem, isValidBucketName } from '@contract/shared/buckets/bucket-name';

/**
 * The Buckets area of spec 01: list, create, delete and one bucket's summary, plus the bulk replication wizard (its
 * own table). Every call acts as the session's user.
 */
export function bucketsOperations(deps: BucketFeatureDeps) {
  return mergeOperations([bucketOperations(deps), bucketReplicationOperations(deps)]);
}

function bucketOperations(deps: BucketFeatureDeps) {
  const endpoint = deps.config.minioServer;
  return operations({
    listBuckets: ({ res }) => listSessionBuckets(userConnection(res, endpoint)),

    createBucket: async ({ body, res }) => {
      await createBucket(userConnection(res, endpoint), body);
      deps.logger.info('bucket created', { user: minioSessionOf(res).user, bucket: body.name });
      return { name: body.name };
    },

    getBucketInfo: ({ params, res }) => bucketInfo(userConnection(res, endpoint), params.bucket),

    getBucketNameState: async ({ params, res }) => {
      if (!isValidBucketName(params.bucket)) {
        throw new ApiError(400, 'Invalid bucket name', bucketNameProblem(params.bucket));
      }
      try {
        const exists = await withS3(userConnection(res, endpoint), (s3) => s3.bucketExists(params.bucket));
        return { state: exists ? 'taken' : 'free' };
      } catch (error) {
        // MinIO answers 403 to a session that may not look at the bucket: whether it exists stays unsaid.
        if ((error as { code?: unknown }).code === 'AccessDenied') return { state: 'unknown' };
        throw error;
      }
    },

    deleteBucket: async ({ params: { bucket }, res }) => {
      try {
        await withS3(userConnection(res, endpoint), (s3) => s3.removeBucket(bucket));
      } catch (error) {
        if (!hasCode(error, 'BucketNotEmpty')) throw error;
        throw new ApiError(
          409,
          `Bucket ${bucket} is not empty`,
          'A bucket can only be deleted when it is empty: delete its objects, and every version of them, first.',
        );
      }
      deps.logger.info('bucket deleted', { user: minioSessionOf(res).user, bucket });
    },
  });
}
