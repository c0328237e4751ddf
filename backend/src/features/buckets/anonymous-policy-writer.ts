import {
  LIST,
  LIST_UPLOADS,
  LOCATION,
  READ_OBJECT,
  sortRules,
  WRITE_OBJECT,
  type AccessLevel,
  type AnonymousAccess,
  type BucketPolicyJson,
  type PolicyStatementJson,
  type PrefixAccess,
} from './anonymous-policy';

/** The statements that grant `rules`, in the form `mc anonymous set` writes. */
function statementsFor(rules: readonly PrefixAccess[], bucket: string): PolicyStatementJson[] {
  if (rules.length === 0) return [];
  const bucketArn = `arn:aws:s3:::${bucket}`;
  const anyone = { AWS: ['*'] };
  const reads = rules.filter((rule) => rule.access !== 'writeonly').map((rule) => rule.prefix);
  const writes = rules.some((rule) => rule.access !== 'readonly');
  const wholeBucketRead = reads.includes('');
  const base = [LOCATION, ...(writes ? [LIST_UPLOADS] : []), ...(wholeBucketRead ? [LIST] : [])].sort();
  const statements: PolicyStatementJson[] = [
    { Effect: 'Allow', Principal: anyone, Action: base, Resource: [bucketArn] },
  ];
  // MinIO refuses an s3:prefix condition on GetBucketLocation, so listing gets a statement of its own.
  if (!wholeBucketRead && reads.length > 0) {
    statements.push({
      Effect: 'Allow',
      Principal: anyone,
      Action: [LIST],
      Resource: [bucketArn],
      Condition: { StringEquals: { 's3:prefix': [...reads].sort() } },
    });
  }
  const objectActions: Record<AccessLevel, string[]> = {
    readonly: READ_OBJECT,
    writeonly: WRITE_OBJECT,
    readwrite: [...WRITE_OBJECT, ...READ_OBJECT].sort(),
  };
  for (const level of ['readonly', 'writeonly', 'readwrite'] as const) {
    const prefixes = rules.filter((rule) => rule.access === level).map((rule) => rule.prefix);
    if (prefixes.length === 0) continue;
    statements.push({
      Effect: 'Allow',
      Principal: anyone,
      Action: objectActions[level],
      Resource: prefixes.sort().map((prefix) => `${bucketArn}/${prefix}*`),
    });
  }
  return statements;
}

/** The bucket policy for `access`, or undefined when it grants nothing (the policy is then deleted). */
export function writeAnonymousAccess(access: AnonymousAccess, bucket: string): BucketPolicyJson | undefined {
  const statements = [...access.foreign, ...statementsFor(access.rules, bucket)];
  return statements.length === 0 ? undefined : { Version: '2012-10-17', Statement: statements };
}

/** `access` with the rule for `prefix` replaced (or removed, when `level` is undefined). */
export function withPrefixAccess(
  access: AnonymousAccess,
  prefix: string,
  level: AccessLevel | undefined,
): AnonymousAccess {
  const others = access.rules.filter((rule) => rule.prefix !== prefix);
  return { ...access, rules: sortRules(level ? [...others, { prefix, access: level }] : others) };
}

/** The PUBLIC policy: anyone may list, read and write every object. */
export function publicBucketPolicy(bucket: string): BucketPolicyJson {
  return { Version: '2012-10-17', Statement: statementsFor([{ prefix: '', access: 'readwrite' }], bucket) };
}
