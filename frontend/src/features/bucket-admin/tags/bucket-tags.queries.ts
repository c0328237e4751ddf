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

/** A change of the tags: the tags the page showed, and the tags as the user left them. */
export interface BucketTagsChange {
  readonly previous: Readonly<Record<string, string>>;
  readonly tags: Readonly<Record<string, string>>;
}

/**
 * Saves the user's change of the bucket's tags. Both sets are sent, so the server applies only the change to the
 * tags stored now: a tag another administrator added meanwhile stays, and a tag they changed too is a 409.
 */
export function useSetBucketTags(bucket: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ previous, tags }: BucketTagsChange) =>
      call(
        api().PUT('/api/v1/buckets/{bucket}/tags', {
          params: { path: { bucket } },
          body: { tags: { ...tags }, previous: { ...previous } },
        }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: tagsKey(bucket) }),
  });
}
