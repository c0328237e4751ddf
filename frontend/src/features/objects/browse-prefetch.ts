import type { QueryClient } from '@tanstack/react-query';
import { getDefaultStore } from 'jotai';
import type { Params } from 'react-router';
import { bucketInfoOptions, bucketVersioningOptions } from '../bucket-admin/bucket-admin.queries';
import { isFolderKey, pathAfterBrowse } from './common/object-path';
import { objectPagesOptions } from './objects.queries';
import { activeRewindDate, rewindAtom } from './rewind/rewind.atoms';

/**
 * What the object browser needs for an address, started as the navigation to it begins (the route's prefetch):
 * the bucket's details and versioning (once per bucket), and for a folder its first page. A failure stays in the
 * cache for the page to report — or, for a user who may upload but not list, to leave unsaid.
 */
export function prefetchBrowse(queryClient: QueryClient, pathname: string, params: Params): Promise<unknown> {
  const bucket = params.bucketName ?? '';
  const path = pathAfterBrowse(pathname);
  const loads: Promise<unknown>[] = [queryClient.ensureQueryData(bucketInfoOptions(bucket))];
  if (isFolderKey(path)) {
    const rewindDate = activeRewindDate(getDefaultStore().get(rewindAtom), bucket);
    loads.push(
      queryClient.ensureQueryData(bucketVersioningOptions(bucket)),
      queryClient.prefetchInfiniteQuery(objectPagesOptions(bucket, path, rewindDate)),
    );
  }
  return Promise.allSettled(loads);
}
