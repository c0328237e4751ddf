import type { Response } from 'express';
import { serverInfo } from '../../platform/minio/admin/server-info';
import { mergeOperations, operations } from '../../platform/operations/operation-table';
import { minioSessionOf, userConnection } from '../../platform/session/session-context';
import type { BucketFeatureDeps } from '../../platform/feature-deps';
import { distributedOnlyGuard } from '../../platform/minio/distributed-only';
import { accessRulesOperations } from './access-rules.operations';
import { bucketAuditOperations } from './bucket-audit.operations';
import { bucketSettingsOperations } from './bucket-settings.operations';
import { listBucketEvents, subscribeBucketEvents, unsubscribeBucketEvents } from './bucket-events';
import { addLifecycleRule, deleteLifecycleRule, listLifecycleRules, updateLifecycleRule } from './lifecycle';
import {
  deleteReplicationRule,
  deleteReplicationRules,
  listReplicationRules,
  readReplicationRule,
  updateReplicationRule,
} from './replication-rules';

/**
 * The bucket admin page's sections (spec 02 §2, §7): the summary's settings (access policy, versioning, quota,
 * retention, encryption, locking), Events (and the ARN list), Replication rules, Lifecycle, Access Rules and Access
 * Audit (their own tables). Changes to distributed-only features are refused on a single drive.
 */
export function bucketAdminOperations(deps: BucketFeatureDeps) {
  return mergeOperations([
    bucketSettingsOperations(deps),
    bucketConfigOperations(deps),
    accessRulesOperations(deps),
    bucketAuditOperations(deps),
  ]);
}

function bucketConfigOperations(deps: BucketFeatureDeps) {
  const endpoint = deps.config.minioServer;
  const distributedOnly = distributedOnlyGuard(endpoint);
  const changed = (res: Response, bucket: string, what: string) =>
    deps.logger.info('bucket configuration changed', { user: minioSessionOf(res).user, bucket, what });

  return operations({
    listArns: async ({ res }) => ({ arns: [...((await serverInfo(userConnection(res, endpoint))).sqsARN ?? [])] }),

    listBucketEvents: ({ params, res }) => listBucketEvents(userConnection(res, endpoint), params.bucket),

    createBucketEvent: async ({ params: { bucket }, body, res }) => {
      await subscribeBucketEvents(userConnection(res, endpoint), bucket, body);
      changed(res, bucket, 'event subscription added');
    },

    deleteBucketEvent: async ({ params: { bucket, arn }, body, res }) => {
      await unsubscribeBucketEvents(userConnection(res, endpoint), bucket, arn, body);
      changed(res, bucket, 'event subscription removed');
    },

    listBucketReplicationRules: ({ params, res }) => listReplicationRules(userConnection(res, endpoint), params.bucket),

    getBucketReplicationRule: ({ params: { bucket, ruleId }, res }) =>
      readReplicationRule(userConnection(res, endpoint), bucket, ruleId),

    deleteSelectedBucketReplicationRules: {
      guards: [distributedOnly('Replication')],
      handler: async ({ params: { bucket }, body: { rules }, res }) => {
        await deleteReplicationRules(userConnection(res, endpoint), bucket, rules);
        changed(res, bucket, 'replication rules removed');
      },
    },

    deleteAllBucketReplicationRules: {
      guards: [distributedOnly('Replication')],
      handler: async ({ params: { bucket }, res }) => {
        await deleteReplicationRules(userConnection(res, endpoint), bucket, 'all');
        changed(res, bucket, 'all replication rules removed');
      },
    },

    deleteBucketReplicationRule: {
      guards: [distributedOnly('Replication')],
      handler: async ({ params: { bucket, ruleId }, res }) => {
        await deleteReplicationRule(userConnection(res, endpoint), bucket, ruleId);
        changed(res, bucket, 'replication rule removed');
      },
    },

    updateBucketReplicationRule: {
      guards: [distributedOnly('Replication')],
      handler: async ({ params: { bucket, ruleId }, body, res }) => {
        await updateReplicationRule(userConnection(res, endpoint), bucket, ruleId, body);
        changed(res, bucket, 'replication rule changed');
      },
    },

    listBucketLifecycleRules: ({ params, res }) => listLifecycleRules(userConnection(res, endpoint), params.bucket),

    addBucketLifecycleRule: {
      guards: [distributedOnly('Lifecycle')],
      handler: async ({ params: { bucket }, body, res }) => {
        await addLifecycleRule(userConnection(res, endpoint), bucket, body);
        changed(res, bucket, 'lifecycle rule added');
      },
    },

    updateBucketLifecycleRule: {
      guards: [distributedOnly('Lifecycle')],
      handler: async ({ params: { bucket, ruleId }, body, res }) => {
        await updateLifecycleRule(userConnection(res, endpoint), bucket, ruleId, body);
        changed(res, bucket, 'lifecycle rule changed');
      },
    },

    deleteBucketLifecycleRule: {
      guards: [distributedOnly('Lifecycle')],
      handler: async ({ params: { bucket, ruleId }, res }) => {
        await deleteLifecycleRule(userConnection(res, endpoint), bucket, ruleId);
        changed(res, bucket, 'lifecycle rule removed');
      },
    },
  });
}
