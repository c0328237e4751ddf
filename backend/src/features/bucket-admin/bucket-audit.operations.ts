import { operations } from '../../platform/operations/operation-table';
import { userConnection } from '../../platform/session/session-context';
import { bucketPolicies, bucketUsers } from './bucket-audit';
import type { BucketFeatureDeps } from '../../platform/feature-deps';

/** Access Audit (spec 01 §2): which IAM policies and users reach a bucket. MinIO decides who may ask. */
export function bucketAuditOperations(deps: BucketFeatureDeps) {
  const endpoint = deps.config.minioServer;
  return operations({
    listBucketPolicies: ({ params, res }) => bucketPolicies(userConnection(res, endpoint), params.bucket),
    listBucketUsers: ({ params, res }) => bucketUsers(userConnection(res, endpoint), params.bucket),
  });
}
