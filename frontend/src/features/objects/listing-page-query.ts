import { encodeKey } from './common/object-path';

/** Entries per listing page; the list loads the next page as the user scrolls near the end. */
export const PAGE_SIZE = 1000;
/**
 * Entries of a folder's first page: more than any screen shows, and fewer than a full page, so the first rows
 * appear sooner (MinIO answers 100 keys of a 100,000-object folder ~25 % faster than 1,000); the table asks for a
 * full page right after, as the loaded end is in view.
 */
export const FIRST_PAGE_SIZE = 100;

/**
 * The query of one page of the entries under `prefix`: the first page without a continuation token. Dependency-free,
 * so the page's early GETs (early/early.ts) ask for the very first page the listing will.
 */
export function listingPageQuery(prefix: string, continuationToken: string | undefined) {
  return {
    prefix: prefix === '' ? undefined : encodeKey(prefix),
    continuation_token: continuationToken,
    max_keys: continuationToken === undefined ? FIRST_PAGE_SIZE : PAGE_SIZE,
  };
}
