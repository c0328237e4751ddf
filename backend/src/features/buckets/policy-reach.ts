import { wildcardMatch } from '@contract/shared/permissions/iam-policy';
import type { PolicyDocument, PolicyStatement } from '../../platform/minio/admin/policies';

/** A statement's S3 actions: `s3:…`, or `*`. */
function grantsS3(statement: PolicyStatement): boolean {
  return (statement.Action ?? []).some((action) => action === '*' || action.toLowerCase().startsWith('s3:'));
}

/**
 * Whether a resource pattern names the bucket or objects in it: its bucket part (up to the first `/`) matches
 * `arn:aws:s3:::bucket`. So `arn:aws:s3:::bucket/*`, `arn:aws:s3:::buck*` and `arn:aws:s3:::*` count, which
 * MinIO's own `list-canned-policies?bucket=` filter misses for the first form.
 */
export function resourceReachesBucket(pattern: string, bucket: string): boolean {
  const slash = pattern.indexOf('/');
  const bucketPart = slash < 0 ? pattern : pattern.slice(0, slash);
  return wildcardMatch(bucketPart, `arn:aws:s3:::${bucket}`);
}

/** Access Audit: a policy reaches a bucket when one of its Allow statements grants S3 actions on it. */
export function policyReachesBucket(policy: PolicyDocument, bucket: string): boolean {
  return policy.Statement.some(
    (statement) =>
      statement.Effect === 'Allow' &&
      grantsS3(statement) &&
      (statement.Resource ?? []).some((pattern) => resourceReachesBucket(pattern, bucket)),
  );
}
