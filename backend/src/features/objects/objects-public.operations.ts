import { ApiError } from '../../platform/errors/api-error';
import type { BucketFeatureDeps } from '../../platform/feature-deps';
import { MinioError } from '../../platform/minio/errors';
import type { S3Connection } from '../../platform/minio/s3/s3-client';
import { operations } from '../../platform/operations/operation-table';
import { downloadObject } from './object-download';
import { listObjects } from './object-list';
import { decodedKey, readableKey } from './object-params';

const DEFAULT_MAX_KEYS = 1000;

/** MinIO's refusal of an anonymous request, said as what it means here. */
function notPublic(bucket: string, error: unknown): unknown {
  const denied =
    (error instanceof ApiError && error.status === 403) ||
    (error instanceof MinioError && error.code === 'AccessDenied');
  if (denied) {
    return new ApiError(403, 'This bucket is not public', `The policy of ${bucket} does not let anyone read it`);
  }
  return error;
}

/**
 * MinIO Console v1.7.6's anonymous access: a public bucket's listing and downloads, without a session. The console
 * asks MinIO with no credentials at all (unsigned requests), so MinIO's bucket policy alone decides what anyone
 * may read; nothing but these two reads is reachable this way.
 */
export function objectsPublicOperations(deps: BucketFeatureDeps) {
  const anonymous: S3Connection = { endpoint: deps.config.minioServer, credentials: { accessKey: '', secretKey: '' } };
  return operations({
    listPublicObjects: {
      public: true,
      handler: ({ params, query }) =>
        listObjects(anonymous, {
          bucket: params.bucket,
          prefix: decodedKey(query.prefix),
          withVersions: false,
          withMetadata: false,
          ...(query.continuation_token ? { token: query.continuation_token } : {}),
          maxKeys: query.max_keys ?? DEFAULT_MAX_KEYS,
        }).catch((error: unknown) => {
          throw notPublic(params.bucket, error);
        }),
    },

    downloadPublicObject: {
      public: true,
      handler: async ({ params, query, req, res }) => {
        const key = readableKey(decodedKey(query.prefix));
        await downloadObject(req, res, { connection: anonymous, bucket: params.bucket }, { key, preview: false }).catch(
          (error: unknown) => {
            throw notPublic(params.bucket, error);
          },
        );
      },
    },
  });
}
