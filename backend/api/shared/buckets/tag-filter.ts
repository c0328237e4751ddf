/**
 * Tag filters of lifecycle and replication rules travel as `key=value&key2=value2` (the tag editor's output,
 * spec 02 §5): only pairs with both parts are kept.
 */

export interface TagPair {
  readonly key: string;
  readonly value: string;
}

/** `a=1&b=2` → [{a,1},{b,2}]; empty text or incomplete pairs give nothing. */
export function parseTagFilter(text: string | undefined): TagPair[] {
  if (!text) return [];
  return text
    .split('&')
    .map((pair) => {
      const at = pair.indexOf('=');
      return at < 0 ? { key: '', value: '' } : { key: pair.slice(0, at).trim(), value: pair.slice(at + 1).trim() };
    })
    .filter((pair) => pair.key !== '' && pair.value !== '');
}

/** [{a,1},{b,2}] → `a=1&b=2`; pairs with an empty key or value are left out. */
export function formatTagFilter(tags: readonly TagPair[]): string {
  return tags
    .filter((tag) => tag.key !== '' && tag.value !== '')
    .map((tag) => `${tag.key}=${tag.value}`)
    .join('&');
}
