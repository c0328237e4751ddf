import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, call } from '../../api/client';
import { PREFETCHED_FRESH_MS } from '../../shared/manifest/feature-manifest';
import { encodeKey } from './common/object-path';
import { listingPageQuery } from './listing-page-query';
import type { BucketObject } from './listing/object-sort';

/** TanStack Query keys of the object screens; everything about one bucket's objects sits under `objectKeys.bucket`. */
export const objectKeys = {
  bucket: (bucket: string) => ['objects', bucket] as const,
  list: (bucket: string, prefix: string, rewindDate: string | undefined) =>
    ['objects', bucket, 'list', prefix, rewindDate ?? 'current'] as const,
  object: (bucket: string, key: string) => ['objects', bucket, 'object', key] as const,
  versions: (bucket: string, key: string) => ['objects', bucket, 'versions', key] as const,
};

/**
 * The entries directly under `prefix`, one page at a time (ListObjectsV2 with `/`), or as they were at `rewindDate`.
 * A prefix not ending in `/` lists what starts with it: that is the server search. Shared by the listing and by
 * the route's prefetch (browse-prefetch.ts), which starts the same query as the navigation begins.
 */
export function objectPagesOptions(bucket: string, prefix: string, rewindDate: string | undefined) {
  return infiniteQueryOptions({
    queryKey: objectKeys.list(bucket, prefix, rewindDate),
    // The navigation that opens a folder loads its first page (browse-prefetch.ts); the listing mounting a moment
    // later must not ask for it again. Changes made here invalidate it; Refresh reloads it.
    staleTime: PREFETCHED_FRESH_MS,
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: { next_continuation_token?: string }) => last.next_continuation_token,
    queryFn: ({ pageParam, signal }) => {
      const query = listingPageQuery(prefix, pageParam);
      return rewindDate === undefined
        ? call(api().GET('/api/v1/buckets/{bucket}/objects', { params: { path: { bucket }, query }, signal }))
        : call(
            api().GET('/api/v1/buckets/{bucket}/rewind/{date}', {
              params: { path: { bucket, date: rewindDate }, query },
              signal,
            }),
          );
    },
  });
}

export function useObjectPages(bucket: string, prefix: string, rewindDate: string | undefined, enabled: boolean) {
  return useInfiniteQuery({ ...objectPagesOptions(bucket, prefix, rewindDate), enabled });
}

/** One object's latest version with its metadata, tags, legal hold and retention; undefined when no such key. */
export function useObjectInfo(bucket: string, key: string) {
  return useQuery({
    queryKey: objectKeys.object(bucket, key),
    queryFn: async (): Promise<BucketObject | null> => {
      const page = await call(
        api().GET('/api/v1/buckets/{bucket}/objects', {
          params: { path: { bucket }, query: { prefix: encodeKey(key), with_metadata: true, max_keys: 2 } },
        }),
      );
      return page.objects.find((object) => object.name === key) ?? null;
    },
  });
}

/** Every version of one object, newest first (all pages). */
export function useObjectVersions(bucket: string, key: string, enabled: boolean) {
  return useQuery({
    queryKey: objectKeys.versions(bucket, key),
    enabled,
    queryFn: async () => {
      const versions: BucketObject[] = [];
      let token: string | undefined;
      do {
        const page = await call(
          api().GET('/api/v1/buckets/{bucket}/objects', {
            params: {
              path: { bucket },
              query: { prefix: encodeKey(key), with_versions: true, continuation_token: token },
            },
          }),
        );
        versions.push(...page.objects.filter((object) => object.name === key));
        token = page.next_continuation_token;
      } while (token !== undefined);
      return versions;
    },
  });
}

/** A change to the bucket's objects; on success every listing and detail of the bucket reloads. */
export function useObjectsChange<V>(bucket: string, change: (value: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: objectKeys.bucket(bucket) }),
  });
}

/** Reloads every listing and detail of the bucket (Refresh list, after uploads). */
export function useReloadObjects(bucket: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: objectKeys.bucket(bucket) });
}

/** The query of the object-level calls: key (encoded) and optional version. */
export const objectQuery = (key: string, versionId?: string) => ({
  prefix: encodeKey(key),
  ...(versionId === undefined ? {} : { version_id: versionId }),
});

/** The longest share link the session may make (until its credentials expire, at most 7 days), read when asked. */
export function useMaxShareLink() {
  return useQuery({
    queryKey: ['objects', 'max-share-exp'],
    gcTime: 0,
    staleTime: 0,
    queryFn: () => call(api().GET('/api/v1/max-share-exp')),
  });
}
