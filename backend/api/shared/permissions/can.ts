import { asList, wildcardMatch, type IamPolicy, type IamStatement } from './iam-policy';

/** The resource a check is about: a bucket, an object path, or any resource at all. */
export type ResourceScope = { readonly bucket: string; readonly object?: string } | 'any';

/** Action names are case-insensitive in IAM; MinIO also treats `s3:*`, `admin:*` and `*` as wildcards. */
function actionMatches(statement: IamStatement, action: string): boolean {
  const wanted = action.toLowerCase();
  const matchesAny = (patterns: readonly string[]) => patterns.some((p) => wildcardMatch(p.toLowerCase(), wanted));
  if (statement.NotAction !== undefined) return !matchesAny(asList(statement.NotAction));
  return matchesAny(asList(statement.Action));
}

function resourceArns(scope: Exclude<ResourceScope, 'any'>): string[] {
  const bucketArn = `arn:aws:s3:::${scope.bucket}`;
  return scope.object === undefined ? [bucketArn] : [`${bucketArn}/${scope.object}`];
}

/** Admin actions carry no S3 resource; a statement without Resource applies to everything. */
function resourceMatches(
  statement: IamStatement,
  action: string,
  scope: ResourceScope,
  effect: 'Allow' | 'Deny',
): boolean {
  const patterns = asList(statement.Resource);
  if (patterns.length === 0 || !action.toLowerCase().startsWith('s3:')) return true;
  if (scope === 'any') {
    // "Can the user do this somewhere?": any Allow counts; a Deny counts only when it covers every resource.
    return effect === 'Allow' || patterns.some((p) => p === '*' || p === 'arn:aws:s3:::*');
  }
  return resourceArns(scope).some((arn) => patterns.some((p) => wildcardMatch(p, arn)));
}

/**
 * Whether the policy allows `action` on `scope`: an explicit Deny wins over any Allow; nothing allowed means no.
 * Conditions cannot be evaluated without the request, so a conditional Allow counts (MinIO still decides) and a
 * conditional Deny does not hide an action (MinIO refuses it if it applies).
 */
export function can(policy: IamPolicy | undefined, action: string, scope: ResourceScope = 'any'): boolean {
  if (!policy) return false;
  const applies = (effect: 'Allow' | 'Deny') =>
    policy.Statement.some(
      (s) =>
        s.Effect === effect &&
        (effect === 'Allow' || s.Condition === undefined || Object.keys(s.Condition).length === 0) &&
        actionMatches(s, action) &&
        resourceMatches(s, action, scope, effect),
    );
  return !applies('Deny') && applies('Allow');
}

/** `all`: every action allowed; `any`: at least one. */
export function canAll(
  policy: IamPolicy | undefined,
  actions: readonly string[],
  scope: ResourceScope = 'any',
): boolean {
  return actions.every((action) => can(policy, action, scope));
}

export function canAny(
  policy: IamPolicy | undefined,
  actions: readonly string[],
  scope: ResourceScope = 'any',
): boolean {
  return actions.some((action) => can(policy, action, scope));
}
