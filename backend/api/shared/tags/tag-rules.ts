/**
 * S3's rules for tags, shared by the Add Tag forms (objects, spec 02 §5; buckets, Bucket Summary) and the backend,
 * which refuses a tag set breaking them with a 400 naming the rule instead of MinIO's bare "The TagKey you have
 * provided is invalid". The characters are the ones MinIO accepts, checked against it
 * (test/integration/bucket-admin/bucket-tags.test.ts): MinIO refuses letters outside A–Z, which AWS would take.
 */

/** What carries the tags: an object holds at most 10, a bucket 50 (S3's and MinIO's limits). */
export type TagTarget = 'object' | 'bucket';

export const MAX_TAGS: Readonly<Record<TagTarget, number>> = { object: 10, bucket: 50 };
export const MAX_TAG_KEY = 128;
export const MAX_TAG_VALUE = 256;

/** Anything but the characters MinIO takes in a key or value: ASCII letters, digits, space and `+ - = . _ : / @`. */
const REFUSED_CHARACTER = /[^A-Za-z0-9 +\-=._:/@]/u;
const ALLOWED = 'letters A–Z and a–z, digits, spaces and + - = . _ : / @';

export const tagMessages = {
  keyRequired: 'A tag needs a key.',
  keyLong: (length: number) => `A tag key can have at most ${MAX_TAG_KEY} characters; this one has ${length}.`,
  valueLong: (length: number) => `A tag value can have at most ${MAX_TAG_VALUE} characters; this one has ${length}.`,
  keyCharacter: (character: string) => `A tag key can hold only ${ALLOWED}; remove ${JSON.stringify(character)}.`,
  valueCharacter: (character: string) => `A tag value can hold only ${ALLOWED}; remove ${JSON.stringify(character)}.`,
  reserved: 'Tag keys starting with "aws:" are reserved for AWS: choose another key.',
  tooMany: (target: TagTarget) =>
    `${target === 'object' ? 'An object' : 'A bucket'} can have at most ${MAX_TAGS[target]} tags: remove one first.`,
} as const;

/** Why a tag key is refused, or undefined. */
export function tagKeyProblem(key: string): string | undefined {
  const length = [...key].length;
  if (length === 0) return tagMessages.keyRequired;
  if (length > MAX_TAG_KEY) return tagMessages.keyLong(length);
  const refused = REFUSED_CHARACTER.exec(key);
  if (refused) return tagMessages.keyCharacter(refused[0]);
  if (key.toLowerCase().startsWith('aws:')) return tagMessages.reserved;
  return undefined;
}

/** Why a tag value is refused, or undefined; an empty value is allowed. */
export function tagValueProblem(value: string): string | undefined {
  const length = [...value].length;
  if (length > MAX_TAG_VALUE) return tagMessages.valueLong(length);
  const refused = REFUSED_CHARACTER.exec(value);
  return refused ? tagMessages.valueCharacter(refused[0]) : undefined;
}

/** The first rule a whole tag set breaks, with the tag it concerns, or undefined. */
export function tagSetProblem(
  tags: Readonly<Record<string, string>>,
  target: TagTarget,
): { readonly message: string; readonly detailedMessage: string } | undefined {
  const entries = Object.entries(tags);
  if (entries.length > MAX_TAGS[target]) {
    return { message: tagMessages.tooMany(target), detailedMessage: `${entries.length} tags were sent.` };
  }
  for (const [key, value] of entries) {
    const message = tagKeyProblem(key) ?? tagValueProblem(value);
    if (message) return { message, detailedMessage: `The tag ${JSON.stringify(shortened(key))} was refused.` };
  }
  return undefined;
}

function shortened(text: string): string {
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}
