import { ACCESS_AUDIT_POLICIES_ACTIONS, ACCESS_AUDIT_USERS_ACTIONS } from '@contract/shared/buckets/bucket-actions';

/** The admin page's sections, in menu order (spec 02 §2), with their route segments. */
export const ADMIN_SECTIONS = ['summary', 'events', 'replication', 'lifecycle', 'access', 'prefix'] as const;
export type AdminSection = (typeof ADMIN_SECTIONS)[number];

/** What the session may see and do on one bucket, from its `allowedActions` and the setup (spec 01 §6, 02 §6). */
export function bucketAbilities(allowedActions: readonly string[], distributedMode: boolean) {
  const allowed = new Set(allowedActions);
  const has = (action: string) => allowed.has(action);
  const all = (actions: readonly string[]) => actions.every(has);
  return {
    /** Sections offered in this setup: Replication and Lifecycle exist only in a distributed setup. */
    sectionExists: (section: AdminSection) => distributedMode || (section !== 'replication' && section !== 'lifecycle'),
    sectionEnabled: (section: AdminSection): boolean =>
      ({
        summary: true,
        events: has('s3:GetBucketNotification'),
        replication: has('s3:GetReplicationConfiguration'),
        lifecycle: has('s3:GetLifecycleConfiguration'),
        access: all(ACCESS_AUDIT_POLICIES_ACTIONS),
        prefix: has('s3:GetBucketPolicy'),
      })[section],
    readPolicy: has('s3:GetBucketPolicy'),
    setPolicy: has('s3:PutBucketPolicy'),
    readReplication: distributedMode && has('s3:GetReplicationConfiguration'),
    setReplication: distributedMode && has('s3:PutReplicationConfiguration'),
    readLocking: distributedMode && has('s3:GetBucketObjectLockConfiguration'),
    readEncryption: has('s3:GetEncryptionConfiguration'),
    setEncryption: has('s3:PutEncryptionConfiguration'),
    readTags: has('s3:GetBucketTagging'),
    setTags: has('s3:PutBucketTagging'),
    readVersioning: distributedMode && has('s3:GetBucketVersioning'),
    setVersioning: distributedMode && has('s3:PutBucketVersioning'),
    readQuota: distributedMode && has('admin:GetBucketQuota'),
    setQuota: distributedMode && has('admin:SetBucketQuota'),
    readRetention: distributedMode && has('s3:GetObjectRetention'),
    setRetention: has('s3:PutObjectRetention'),
    subscribeEvents: has('s3:PutBucketNotification'),
    addLifecycle: has('s3:PutLifecycleConfiguration') && has('admin:ListTier'),
    editLifecycle: has('s3:PutLifecycleConfiguration'),
    auditUsers: all(ACCESS_AUDIT_USERS_ACTIONS),
    deleteBucket: has('s3:DeleteBucket') || has('s3:ForceDeleteBucket'),
    browse: has('s3:ListBucket'),
  };
}

export type BucketAbilities = ReturnType<typeof bucketAbilities>;
