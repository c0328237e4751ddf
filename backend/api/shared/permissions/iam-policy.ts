/**
 * IAM policy documents as MinIO returns them (accountinfo, policy info). Only what permission checks read.
 * `Action`, `NotAction`, `Resource` may be one string or a list.
 */
export interface IamStatement {
  readonly Effect: 'Allow' | 'Deny';
  readonly Action?: string | readonly string[];
  readonly NotAction?: string | readonly string[];
  readonly Resource?: string | readonly string[];
  readonly Condition?: Readonly<Record<string, unknown>>;
}

export interface IamPolicy {
  readonly Version?: string;
  readonly Statement: readonly IamStatement[];
}

export function asList(value: string | readonly string[] | undefined): readonly string[] {
  if (value === undefined) return [];
  return typeof value === 'string' ? [value] : value;
}

/** IAM wildcard match: `*` any run of characters (also across `:` and `/`), `?` one character; case-sensitive. */
export function wildcardMatch(pattern: string, value: string): boolean {
  let p = 0;
  let v = 0;
  let star = -1;
  let mark = 0;
  while (v < value.length) {
    if (p < pattern.length && (pattern[p] === '?' || pattern[p] === value[v])) {
      p += 1;
      v += 1;
    } else if (p < pattern.length && pattern[p] === '*') {
      star = p;
      mark = v;
      p += 1;
    } else if (star >= 0) {
      p = star + 1;
      mark += 1;
      v = mark;
    } else {
      return false;
    }
  }
  while (p < pattern.length && pattern[p] === '*') p += 1;
  return p === pattern.length;
}
