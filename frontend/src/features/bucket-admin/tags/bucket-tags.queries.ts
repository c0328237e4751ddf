import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, call } from '@frontend/api/client';
import { bucketKeys } from '../../buckets/buckets.query-keys';

const tagsKey = (bucket: string) => bucketKeys.detail(bucket, 'tags');

/** A bucket's tags by key, loaded when the session may read them. */
export function useBucketTags(bucket: string, enabled: boolean) {
  return useQuery({
    queryKey: tagsKey(bucket),
    queryFn: async () =>
      (await call(api().GET('/api/v1/buckets/{bucket}/tags', { params: { path: { bucket } } }))).tags,
    enabled,
  });
}

/** Replaces the bucket's tags (an empty map removes them all). */
export function useSetBucketTags(bucket: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tags: Record<string, string>) =>
      call(api().PUT('/api/v1/buckets/{bucket}/tags', { params: { path: { bucket } }, body: { tags } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: tagsKey(bucket) }),
  });
}
