import type { EarlyGet } from '../../api/early-gets';
import { decodeSegment } from '@frontend/shared/components/entity-path';
import { isFolderKey, pathAfterBrowse } from './common/object-path';
import { listingPageQuery } from './listing-page-query';

const BROWSE_ROUTE = /^\/buckets\/([^/]+)\/browse(?:\/.*)?$/;

/**
 * The GETs of prefetchBrowse for an address within the app (`/buckets/{bucket}/browse[/path]`), as the page loads:
 * the bucket's details, and for a folder its versioning and first page (a page load never starts in a rewind).
 * Dependency-free, for the early bundle (early/early.ts); none for any other address.
 */
export function browseEarlyGets(routePath: string): EarlyGet[] {
  const match = BROWSE_ROUTE.exec(routePath);
  if (!match?.[1]) return [];
  const bucket = decodeSegment(match[1]);
  const gets: EarlyGet[] = [{ path: '/api/v1/buckets/{bucket}', params: { path: { bucket } } }];
  const path = pathAfterBrowse(routePath);
  if (isFolderKey(path)) {
    gets.push(
      { path: '/api/v1/buckets/{bucket}/versioning', params: { path: { bucket } } },
      {
        path: '/api/v1/buckets/{bucket}/objects',
        params: { path: { bucket }, query: listingPageQuery(path, undefined) },
      },
    );
  }
  return gets;
}

/**
 * The route chunk groups (early/route-chunks.ts) the early bundle preloads for an address within the app: the object
 * browser's code on `/buckets/{bucket}/browse[/path]` (manifest.ts names it), nothing elsewhere.
 */
export function browseRouteChunks(routePath: string): string[] {
  return BROWSE_ROUTE.test(routePath) ? ['objects-browser'] : [];
}
