import { withS3 } from '../../platform/minio/s3/s3-client';
import type { Response } from 'express';
import { operations } from '../../platform/operations/operation-table';
import { minioSessionOf, userConnection } from '../../platform/session/session-context';

import {
  enableEncryption,
  readEncryption,
  readObjectLocking,
  readQuota,
  readRetention,
  setAccessPolicy,
  writeQuota,
  writeRetention,
} from './bucket-settings';
import { readBucketTags, saveBucketTags } from './bucket-tags';
import type { BucketFeatureDeps } from '../../platform/feature-deps';
import { distributedOnlyGuard } from '../../platform/minio/distributed-only';

/**
 * The Bucket Summary's settings (spec 01 §7): access policy, retention, encryption, versioning, quota, object
 * locking, and tags (as MinIO Console v1.7.6). Reads are open to whoever MinIO lets read; changes to the distributed-only features (versioning, quota,
 * retention) are refused on a single drive, as the session's `distributedMode` says.
 */
export function bucketSettingsOperations(deps: BucketFeatureDeps) {
  const endpoint = deps.config.minioServer;
  const distributedOnly = distributedOnlyGuard(endpoint);
  const changed = (res: Response, bucket: string, setting: string) =>
    deps.logger.info('bucket setting changed', { user: minioSessionOf(res).user, bucket, setting });

  return operations({
    setBucketAccessPolicy: async ({ params: { bucket }, body, res }) => {
      await setAccessPolicy(userConnection(res, endpoint), bucket, body);
      changed(res, bucket, 'access policy');
    },

    getBucketRetention: ({ params, res }) => readRetention(userConnection(res, endpoint), params.bucket),

    setBucketRetention: {
      guards: [distributedOnly('Retention')],
      handler: async ({ params: { bucket }, body, res }) => {
        await writeRetention(userConnection(res, endpoint), bucket, body);
        changed(res, bucket, 'retention');
      },
    },

    enableBucketEncryption: async ({ params: { bucket }, body, res }) => {
      await enableEncryption(userConnection(res, endpoint), bucket, body);
      changed(res, bucket, 'encryption');
    },

    disableBucketEncryption: async ({ params: { bucket }, res }) => {
      await withS3(userConnection(res, endpoint), (s3) => s3.removeBucketEncryption(bucket));
      changed(res, bucket, 'encryption');
    },

    getBucketEncryption: ({ params, res }) => readEncryption(userConnection(res, endpoint), params.bucket),

    getBucketVersioning: async ({ params, res }) => {
      const state = await withS3(userConnection(res, endpoint), (s3) => s3.getBucketVersioning(params.bucket));
      const status = state.Status === 'Enabled' || state.Status === 'Suspended' ? state.Status : 'Unversioned';
      return { is_versioned: status === 'Enabled', status };
    },

    setBucketVersioning: {
      guards: [distributedOnly('Versioning')],
      handler: async ({ params: { bucket }, body: { versioning }, res }) => {
        const status = versioning ? 'Enabled' : 'Suspended';
        await withS3(userConnection(res, endpoint), (s3) => s3.setBucketVersioning(bucket, { Status: status }));
        changed(res, bucket, 'versioning');
      },
    },

    getBucketTags: async ({ params, res }) => ({
      tags: await readBucketTags(userConnection(res, endpoint), params.bucket),
    }),

    setBucketTags: async ({ params: { bucket }, body: { tags, previous }, res }) => {
      await saveBucketTags(userConnection(res, endpoint), bucket, tags, previous);
      changed(res, bucket, 'tags');
    },

    getBucketQuota: ({ params, res }) => readQuota(userConnection(res, endpoint), params.bucket),

    setBucketQuota: {
      guards: [distributedOnly('A bucket quota')],
      handler: async ({ params: { bucket }, body, res }) => {
        await writeQuota(userConnection(res, endpoint), bucket, body);
        changed(res, bucket, 'quota');
      },
    },

    getBucketObjectLocking: async ({ params, res }) => ({
      object_locking_enabled: await readObjectLocking(userConnection(res, endpoint), params.bucket),
    }),
  });
}
