/**
 * The permission strings the bucket pages are gated by (spec 01 §3 and §6, spec 02 §6). The backend reports which
 * of them a session holds on a bucket (`allowedActions` of the bucket info); the pages check for these names.
 */

/** Actions on the bucket itself (resource `arn:aws:s3:::bucket`). */
export const BUCKET_LEVEL_ACTIONS = [
  's3:ListBucket',
  's3:ListBucketVersions',
  's3:DeleteBucket',
  's3:ForceDeleteBucket',
  's3:GetBucketPolicy',
  's3:PutBucketPolicy',
  's3:DeleteBucketPolicy',
  's3:GetBucketNotification',
  's3:PutBucketNotification',
  's3:ListenBucketNotification',
  's3:GetReplicationConfiguration',
  's3:PutReplicationConfiguration',
  's3:GetLifecycleConfiguration',
  's3:PutLifecycleConfiguration',
  's3:GetBucketObjectLockConfiguration',
  's3:PutBucketObjectLockConfiguration',
  's3:GetEncryptionConfiguration',
  's3:PutEncryptionConfiguration',
  's3:GetBucketVersioning',
  's3:PutBucketVersioning',
  's3:GetBucketTagging',
  's3:PutBucketTagging',
] as const;

/** Actions on the bucket's objects (resource `arn:aws:s3:::bucket/*`). */
export const OBJECT_LEVEL_ACTIONS = [
  's3:GetObject',
  's3:PutObject',
  's3:DeleteObject',
  's3:GetObjectVersion',
  's3:DeleteObjectVersion',
  's3:GetObjectRetention',
  's3:PutObjectRetention',
  's3:BypassGovernanceRetention',
  's3:GetObjectLegalHold',
  's3:PutObjectLegalHold',
  's3:GetObjectTagging',
  's3:PutObjectTagging',
  's3:DeleteObjectTagging',
] as const;

/** Admin actions the bucket pages use (no S3 resource). */
export const BUCKET_ADMIN_ACTIONS = [
  'admin:GetBucketQuota',
  'admin:SetBucketQuota',
  'admin:GetBucketTarget',
  'admin:SetBucketTarget',
  'admin:ListTier',
  'admin:GetPolicy',
  'admin:ListUserPolicies',
  'admin:ListUsers',
  'admin:ListGroups',
  'admin:ServerInfo',
] as const;

export type BucketAction =
  (typeof BUCKET_LEVEL_ACTIONS)[number] | (typeof OBJECT_LEVEL_ACTIONS)[number] | (typeof BUCKET_ADMIN_ACTIONS)[number];

/**
 * Holding any of these on a bucket sets its `manage` flag: the admin pages have something to show. Reading the
 * bucket's settings, not only its objects.
 */
export const MANAGE_BUCKET_ACTIONS: readonly BucketAction[] = [
  's3:GetBucketPolicy',
  's3:PutBucketPolicy',
  's3:GetBucketNotification',
  's3:PutBucketNotification',
  's3:GetReplicationConfiguration',
  's3:PutReplicationConfiguration',
  's3:GetLifecycleConfiguration',
  's3:PutLifecycleConfiguration',
  's3:GetBucketObjectLockConfiguration',
  's3:GetEncryptionConfiguration',
  's3:PutEncryptionConfiguration',
  's3:GetBucketVersioning',
  's3:PutBucketVersioning',
  'admin:GetBucketQuota',
  'admin:SetBucketQuota',
];

/** Access Audit's tabs (spec 01 §6): Policies needs the policy list, Users also the user and group lists. */
export const ACCESS_AUDIT_POLICIES_ACTIONS: readonly BucketAction[] = ['admin:ListUserPolicies'];
export const ACCESS_AUDIT_USERS_ACTIONS: readonly BucketAction[] = [
  'admin:ListUserPolicies',
  'admin:ListUsers',
  'admin:ListGroups',
];
