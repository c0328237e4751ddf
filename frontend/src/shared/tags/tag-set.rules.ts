import { MAX_TAGS, tagKeyProblem, tagMessages, tagValueProblem, type TagTarget } from '@contract/shared/tags/tag-rules';

/** Tag sets of objects (the Tags chips and Add New Tag modal, spec 02 §5) and of buckets (the Bucket Summary). */
export type TagMap = Readonly<Record<string, string>>;

/** Why a new tag cannot be added, field by field, as typed; an untouched empty key shows nothing yet. */
export interface NewTagProblems {
  readonly key?: string;
  readonly value?: string;
  /** The set holds as many tags as S3 allows. */
  readonly full?: string;
}

/** S3's rules (api/shared/tags/tag-rules.ts) for a tag added beside `existing`, and a key already in use. */
export function newTagProblems(existing: TagMap, key: string, value: string, target: TagTarget): NewTagProblems {
  const duplicate = Object.hasOwn(existing, key) ? `The ${target} already has a tag with this key.` : undefined;
  const keyProblem = key === '' ? undefined : (tagKeyProblem(key) ?? duplicate);
  const valueProblem = tagValueProblem(value);
  const full = Object.keys(existing).length >= MAX_TAGS[target] ? tagMessages.tooMany(target) : undefined;
  return {
    ...(keyProblem && { key: keyProblem }),
    ...(valueProblem && { value: valueProblem }),
    ...(full && { full }),
  };
}

/** Add is possible when the key is filled and nothing has a problem. */
export function canAddNewTag(existing: TagMap, key: string, value: string, target: TagTarget): boolean {
  return key !== '' && Object.keys(newTagProblems(existing, key, value, target)).length === 0;
}

/**
 * Add New Tag on an object: key and value are taken trimmed, and Save needs both (spec 02 §5: disabled when the key
 * or value is blank) besides S3's rules.
 */
export function objectTagProblems(tags: TagMap, key: string, value: string): NewTagProblems {
  return newTagProblems(tags, key.trim(), value.trim(), 'object');
}

export function canAddTag(tags: TagMap, key: string, value: string): boolean {
  return value.trim() !== '' && canAddNewTag(tags, key.trim(), value.trim(), 'object');
}

/** The tag set after adding (or replacing) one tag. */
export const withTag = (tags: TagMap, key: string, value: string): TagMap => ({ ...tags, [key.trim()]: value.trim() });

/** The tag set after deleting one tag; S3 replaces the whole set, so the rest is sent back. */
export function withoutTag(tags: TagMap, key: string): TagMap {
  return Object.fromEntries(Object.entries(tags).filter(([name]) => name !== key));
}

/** The editor's rows as a query string: only rows with both key and value, `key=value` joined by `&`. */
export function tagQuery(rows: readonly { key: string; value: string }[]): string {
  return rows
    .filter(({ key, value }) => key.trim() !== '' && value.trim() !== '')
    .map(({ key, value }) => `${encodeURIComponent(key.trim())}=${encodeURIComponent(value.trim())}`)
    .join('&');
}
