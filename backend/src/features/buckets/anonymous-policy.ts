/**
 * Anonymous access through a bucket policy, read as per-prefix rules (readonly, writeonly, readwrite) the way
 * `mc anonymous set` writes them (anonymous-policy-writer.ts writes them back). Summary's Access Policy (PRIVATE /
 * PUBLIC / CUSTOM) and the Access Rules page are two views of this one model. Statements the model does not
 * recognise are kept verbatim.
 */

export type AccessLevel = 'readonly' | 'writeonly' | 'readwrite';

/** Anonymous access to the keys under `prefix`; the empty prefix is the whole bucket. */
export interface PrefixAccess {
  readonly prefix: string;
  readonly access: AccessLevel;
}

/** One statement of a bucket policy, as MinIO stores it (single values may also be plain strings). */
export interface PolicyStatementJson {
  readonly Sid?: string;
  readonly Effect?: string;
  readonly Principal?: unknown;
  readonly NotPrincipal?: unknown;
  readonly Action?: string | readonly string[];
  readonly NotAction?: unknown;
  readonly Resource?: string | readonly string[];
  readonly NotResource?: unknown;
  readonly Condition?: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
}

export interface BucketPolicyJson {
  readonly Version?: string;
  readonly Id?: string;
  readonly Statement: readonly PolicyStatementJson[];
}

/** A bucket policy split into prefix rules and the statements they do not explain. */
export interface AnonymousAccess {
  readonly rules: readonly PrefixAccess[];
  readonly foreign: readonly PolicyStatementJson[];
}

/** The actions `mc anonymous set` grants: on the bucket, then on its objects. */
export const LOCATION = 's3:GetBucketLocation';
export const LIST = 's3:ListBucket';
export const LIST_UPLOADS = 's3:ListBucketMultipartUploads';
export const READ_OBJECT = ['s3:GetObject'];
export const WRITE_OBJECT = [
  's3:AbortMultipartUpload',
  's3:DeleteObject',
  's3:ListMultipartUploadParts',
  's3:PutObject',
];
const BUCKET_ACTIONS = new Set([LOCATION, LIST, LIST_UPLOADS]);
const OBJECT_ACTIONS = new Set([...READ_OBJECT, ...WRITE_OBJECT]);

const list = (value: string | readonly string[] | undefined): readonly string[] =>
  value === undefined ? [] : typeof value === 'string' ? [value] : value;

/** `*`, `{"AWS": "*"}` or `{"AWS": ["*"]}`: anyone. */
function isAnonymous(principal: unknown): boolean {
  if (principal === '*') return true;
  const aws = (principal as { AWS?: unknown } | null)?.AWS;
  return aws === '*' || (Array.isArray(aws) && aws.length === 1 && aws[0] === '*');
}

function isPlainAllow(statement: PolicyStatementJson): boolean {
  return (
    statement.Effect === 'Allow' &&
    isAnonymous(statement.Principal) &&
    statement.NotAction === undefined &&
    statement.NotResource === undefined &&
    statement.NotPrincipal === undefined
  );
}

/** The `P` of `arn:aws:s3:::bucket/P*`, or undefined for any other resource. */
function prefixOfObjectResource(resource: string, bucket: string): string | undefined {
  const head = `arn:aws:s3:::${bucket}/`;
  if (!resource.startsWith(head) || !resource.endsWith('*')) return undefined;
  const prefix = resource.slice(head.length, -1);
  return /[*?]/.test(prefix) ? undefined : prefix;
}

/** The prefixes of a `StringEquals s3:prefix` condition (the only condition the model writes), else undefined. */
function listedPrefixes(statement: PolicyStatementJson): readonly string[] | undefined {
  if (statement.Condition === undefined) return undefined;
  const keys = Object.keys(statement.Condition);
  const equals = statement.Condition['StringEquals'];
  if (keys.length !== 1 || !equals || Object.keys(equals).length !== 1) return undefined;
  const value = equals['s3:prefix'];
  return typeof value === 'string' ? [value] : Array.isArray(value) ? (value as string[]) : undefined;
}

function levelOf(actions: ReadonlySet<string>): AccessLevel | undefined {
  const read = actions.has('s3:GetObject');
  const write = actions.has('s3:PutObject');
  return read && write ? 'readwrite' : read ? 'readonly' : write ? 'writeonly' : undefined;
}

/** Splits a bucket policy (absent = none) into prefix rules and foreign statements. */
export function readAnonymousAccess(policy: BucketPolicyJson | undefined, bucket: string): AnonymousAccess {
  const statements = policy?.Statement ?? [];
  const actionsByPrefix = new Map<string, Set<string>>();
  const objectStatements: Array<{ statement: PolicyStatementJson; prefixes: string[] }> = [];
  const bucketStatements: PolicyStatementJson[] = [];
  const foreign: PolicyStatementJson[] = [];
  for (const statement of statements) {
    const actions = list(statement.Action);
    const resources = list(statement.Resource);
    const prefixes = resources.map((resource) => prefixOfObjectResource(resource, bucket));
    if (!isPlainAllow(statement) || actions.length === 0 || resources.length === 0) foreign.push(statement);
    else if (
      statement.Condition === undefined &&
      actions.every((a) => OBJECT_ACTIONS.has(a)) &&
      prefixes.every(isText)
    ) {
      objectStatements.push({ statement, prefixes });
      for (const prefix of prefixes) {
        const seen = actionsByPrefix.get(prefix) ?? new Set<string>();
        actions.forEach((action) => seen.add(action));
        actionsByPrefix.set(prefix, seen);
      }
    } else if (resources.every((r) => r === `arn:aws:s3:::${bucket}`) && actions.every((a) => BUCKET_ACTIONS.has(a))) {
      bucketStatements.push(statement);
    } else foreign.push(statement);
  }
  const rules: PrefixAccess[] = [];
  for (const [prefix, actions] of actionsByPrefix) {
    const access = levelOf(actions);
    if (access) rules.push({ prefix, access });
  }
  const ruled = new Set(rules.map((rule) => rule.prefix));
  // Object statements granting neither read nor write (say, delete only) are not rules: keep them as they are.
  for (const { statement, prefixes } of objectStatements) {
    if (!prefixes.every((prefix) => ruled.has(prefix))) foreign.push(statement);
  }
  // Bucket statements are regenerated from the rules; those the rules do not explain are kept.
  for (const statement of bucketStatements) {
    if (!explainedByRules(statement, rules)) foreign.push(statement);
  }
  return { rules: sortRules(rules), foreign };
}

/** Whether statementsFor(rules) would write this bucket-level statement (or a wider one). */
function explainedByRules(statement: PolicyStatementJson, rules: readonly PrefixAccess[]): boolean {
  const actions = list(statement.Action);
  const readable = new Set(rules.filter((rule) => rule.access !== 'writeonly').map((rule) => rule.prefix));
  if (statement.Condition === undefined) {
    const writable = rules.some((rule) => rule.access !== 'readonly');
    return (
      rules.length > 0 && (!actions.includes(LIST) || readable.has('')) && (!actions.includes(LIST_UPLOADS) || writable)
    );
  }
  const prefixes = listedPrefixes(statement);
  return prefixes !== undefined && actions.every((a) => a === LIST) && prefixes.every((p) => readable.has(p));
}

function isText(value: string | undefined): value is string {
  return value !== undefined;
}

/** Rules in prefix order, as lists show them. */
export function sortRules(rules: readonly PrefixAccess[]): PrefixAccess[] {
  return [...rules].sort((a, b) => a.prefix.localeCompare(b.prefix));
}

/** Summary's Access Policy: no policy is PRIVATE, read and write of everything for anyone is PUBLIC. */
export function accessPolicyOf(access: AnonymousAccess): 'PRIVATE' | 'PUBLIC' | 'CUSTOM' {
  if (access.rules.length === 0 && access.foreign.length === 0) return 'PRIVATE';
  const [only] = access.rules;
  const isPublic =
    access.foreign.length === 0 && access.rules.length === 1 && only?.prefix === '' && only.access === 'readwrite';
  return isPublic ? 'PUBLIC' : 'CUSTOM';
}

/** Parses a bucket policy as MinIO returns it; an empty text means no policy. */
export function parseBucketPolicy(text: string | undefined): BucketPolicyJson | undefined {
  if (!text) return undefined;
  const parsed = JSON.parse(text) as Partial<BucketPolicyJson>;
  return { ...parsed, Statement: Array.isArray(parsed.Statement) ? parsed.Statement : [] };
}
