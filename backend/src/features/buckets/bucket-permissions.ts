import {
  BUCKET_ADMIN_ACTIONS,
  BUCKET_LEVEL_ACTIONS,
  MANAGE_BUCKET_ACTIONS,
  OBJECT_LEVEL_ACTIONS,
  type BucketAction,
} from '@contract/shared/buckets/bucket-actions';
import { can } from '@contract/shared/permissions/can';
import type { IamPolicy } from '@contract/shared/permissions/iam-policy';

const objectLevel = new Set<string>(OBJECT_LEVEL_ACTIONS);
const everyBucketAction: readonly BucketAction[] = [
  ...BUCKET_LEVEL_ACTIONS,
  ...OBJECT_LEVEL_ACTIONS,
  ...BUCKET_ADMIN_ACTIONS,
];

/**
 * Whether the policy allows `action` on `bucket`. Object actions are asked about the bucket's objects as a whole
 * (`bucket/*`), so an allowance limited to one prefix does not count: the pages gate whole-bucket features.
 */
export function allowedOnBucket(policy: IamPolicy, action: string, bucket: string): boolean {
  return can(policy, action, objectLevel.has(action) ? { bucket, object: '*' } : { bucket });
}

/** The bucket pages' permission strings (api/shared/buckets/bucket-actions.ts) the policy grants on `bucket`. */
export function allowedBucketActions(policy: IamPolicy, bucket: string): string[] {
  return everyBucketAction.filter((action) => allowedOnBucket(policy, action, bucket));
}

/** The list's `manage` flag: the admin pages would show something about this bucket. */
export function canManageBucket(policy: IamPolicy, bucket: string): boolean {
  return MANAGE_BUCKET_ACTIONS.some((action) => allowedOnBucket(policy, action, bucket));
}
