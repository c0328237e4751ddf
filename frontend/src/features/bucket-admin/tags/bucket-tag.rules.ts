import { MAX_TAG_KEY, MAX_TAG_VALUE, MAX_TAGS } from '@frontend/shared/tags/tag-set.rules';

/** S3's limits on a bucket's tags: the same as on an object's. */
export const TAG_LIMITS = { count: MAX_TAGS, keyLength: MAX_TAG_KEY, valueLength: MAX_TAG_VALUE } as const;

/** Messages of the Add tag form. */
export const bucketTagMessages = {
  keyRequired: 'A tag needs a key.',
  keyLong: `A tag key can have at most ${TAG_LIMITS.keyLength} characters.`,
  valueLong: `A tag value can have at most ${TAG_LIMITS.valueLength} characters.`,
  duplicate: 'The bucket already has a tag with this key.',
  full: `A bucket can have at most ${TAG_LIMITS.count} tags: remove one first.`,
} as const;

/** The problems of a new tag beside the existing ones; an untouched empty key shows none yet. */
export function bucketTagProblems(existing: Readonly<Record<string, string>>, key: string, value: string) {
  const full = Object.keys(existing).length >= TAG_LIMITS.count;
  let keyProblem: string | undefined;
  if (key.length > TAG_LIMITS.keyLength) keyProblem = bucketTagMessages.keyLong;
  else if (Object.hasOwn(existing, key)) keyProblem = bucketTagMessages.duplicate;
  return {
    key: keyProblem,
    value: value.length > TAG_LIMITS.valueLength ? bucketTagMessages.valueLong : undefined,
    full: full ? bucketTagMessages.full : undefined,
  };
}

/** Add is possible when the key is filled and nothing has a problem. */
export function canAddBucketTag(existing: Readonly<Record<string, string>>, key: string, value: string): boolean {
  const problems = bucketTagProblems(existing, key, value);
  return key !== '' && Object.values(problems).every((problem) => problem === undefined);
}
