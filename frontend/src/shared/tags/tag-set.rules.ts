/** Tag sets of objects (the Tags chips and Add New Tag modal, spec 02 §5) and of buckets (the Bucket Summary). */
export type TagMap = Readonly<Record<string, string>>;

/** S3 allows at most 10 tags per object, keys up to 128 and values up to 256 characters. */
export const MAX_TAGS = 10;
export const MAX_TAG_KEY = 128;
export const MAX_TAG_VALUE = 256;

/** Add New Tag: Save is enabled only with a non-blank key and value, within S3's limits and the tag count. */
export function canAddTag(tags: TagMap, key: string, value: string): boolean {
  const k = key.trim();
  const v = value.trim();
  if (k === '' || v === '' || k.length > MAX_TAG_KEY || v.length > MAX_TAG_VALUE) return false;
  return k in tags || Object.keys(tags).length < MAX_TAGS;
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
