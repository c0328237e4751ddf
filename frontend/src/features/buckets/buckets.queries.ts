import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, call } from '../../api/client';
import { bucketKeys } from './buckets.query-keys';
import type { CreateBucketRequest, ListRemoteBucketsRequest, MultiBucketReplicationRequest } from './buckets.types';

/** The buckets the session can see, with usage and access, and when the usage was computed. */
export function useBuckets() {
  return useQuery({ queryKey: bucketKeys.list, queryFn: () => call(api().GET('/api/v1/buckets')) });
}

/** Creates a bucket; the list reloads on success. */
export function useCreateBucket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateBucketRequest) => call(api().POST('/api/v1/buckets', { body })),
    // Settled, not only success: a bucket made but not fully set up (and not removed again) is in the list too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: bucketKeys.list }),
  });
}

/**
 * Whether a (valid) bucket name is taken, asked while Create Bucket is open: `free`, `taken` or `unknown` (MinIO
 * would not say). Short-lived: a name checked a minute ago may have been taken since.
 */
export function useBucketNameState(name: string, enabled: boolean) {
  return useQuery({
    queryKey: bucketKeys.nameState(name),
    queryFn: () => call(api().GET('/api/v1/bucket-names/{bucket}', { params: { path: { bucket: name } } })),
    enabled,
    staleTime: 5_000,
  });
}

/** Deletes an empty bucket; the list reloads on success. */
export function useDeleteBucket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bucket: string) => call(api().DELETE('/api/v1/buckets/{bucket}', { params: { path: { bucket } } })),
    onSuccess: (_data, bucket) => {
      queryClient.removeQueries({ queryKey: bucketKeys.bucket(bucket) });
      return queryClient.invalidateQueries({ queryKey: bucketKeys.list });
    },
  });
}

/** Wizard step 1: checks the remote credentials and lists the remote buckets. */
export function useListRemoteBuckets() {
  return useMutation({
    mutationFn: (body: ListRemoteBucketsRequest) => call(api().POST('/api/v1/list-external-buckets', { body })),
  });
}

/** Wizard step 2: replicates several buckets; per-bucket failures come back as `errorString`. */
export function useMultiBucketReplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MultiBucketReplicationRequest) => call(api().POST('/api/v1/buckets-replication', { body })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bucketKeys.all }),
  });
}
