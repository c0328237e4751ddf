/** What the session may do with the objects of one bucket, from the bucket's `allowedActions` (spec 02 §6). */
export function objectAbilities(allowedActions: readonly string[]) {
  const allowed = new Set(allowedActions);
  const has = (action: string) => allowed.has(action) || allowed.has('s3:*');
  return {
    list: has('s3:ListBucket'),
    upload: has('s3:PutObject'),
    read: has('s3:GetObject'),
    delete: has('s3:DeleteObject'),
    readVersions: has('s3:ListBucketVersions') || has('s3:ListBucket'),
    readLegalHold: has('s3:GetObjectLegalHold'),
    setLegalHold: has('s3:PutObjectLegalHold'),
    readTags: has('s3:GetObjectTagging'),
    setTags: has('s3:PutObjectTagging'),
    deleteTags: has('s3:DeleteObjectTagging') || has('s3:PutObjectTagging'),
    /** Deleting versions (not only placing delete markers), and past a governance retention. */
    deleteVersions: has('s3:DeleteObjectVersion'),
    bypassGovernance: has('s3:BypassGovernanceRetention'),
    readRetention: has('s3:GetObjectRetention'),
    setRetention: has('s3:PutObjectRetention'),
    /** Whether the bucket has object locking can be read (legal hold and retention are offered only then). */
    readLocking: has('s3:GetBucketObjectLockConfiguration'),
  };
}

export type ObjectAbilities = ReturnType<typeof objectAbilities>;
