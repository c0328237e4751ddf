import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { components } from '@contract/generated/api';
import { api, call } from '../../api/client';
import { bucketKeys } from '../buckets/buckets.query-keys';

const path = (bucket: string) => ({ params: { path: { bucket } } });

/** One bucket's info: access, manage flag and `allowedActions`. */
export const bucketInfoOptions = (bucket: string) =>
  queryOptions({
    queryKey: bucketKeys.detail(bucket, 'info'),
    queryFn: () => call(api().GET('/api/v1/buckets/{bucket}', path(bucket))),
  });

/** `staleTime` for a page whose route prefetches these (PREFETCHED_FRESH_MS); otherwise every mount asks again. */
interface Freshness {
  readonly staleTime?: number;
}

export const useBucketInfo = (bucket: string, freshness: Freshness = {}) =>
  useQuery({ ...bucketInfoOptions(bucket), ...freshness });

export const bucketVersioningOptions = (bucket: string) =>
  queryOptions({
    queryKey: bucketKeys.detail(bucket, 'versioning'),
    queryFn: () => call(api().GET('/api/v1/buckets/{bucket}/versioning', path(bucket))),
  });

/** A part of a bucket's settings, loaded only when `enabled` (the session may read it). */
function useBucketPart<T>(bucket: string, part: string, enabled: boolean, load: () => Promise<T>) {
  return useQuery({ queryKey: bucketKeys.detail(bucket, part), queryFn: load, enabled });
}

export const useBucketVersioning = (bucket: string, enabled: boolean, freshness: Freshness = {}) =>
  useQuery({ ...bucketVersioningOptions(bucket), enabled, ...freshness });
export const useBucketEncryption = (bucket: string, enabled: boolean) =>
  useBucketPart(bucket, 'encryption', enabled, () =>
    call(api().GET('/api/v1/buckets/{bucket}/encryption/info', path(bucket))),
  );
export const useBucketQuota = (bucket: string, enabled: boolean) =>
  useBucketPart(bucket, 'quota', enabled, () => call(api().GET('/api/v1/buckets/{bucket}/quota', path(bucket))));
export const useBucketObjectLocking = (bucket: string, enabled: boolean) =>
  useBucketPart(bucket, 'object-locking', enabled, () =>
    call(api().GET('/api/v1/buckets/{bucket}/object-locking', path(bucket))),
  );
/** Retention lookups are silent (spec 01 §8): a failure reads as "no retention". */
export const useBucketRetention = (bucket: string, enabled: boolean) =>
  useBucketPart(bucket, 'retention', enabled, async () => {
    try {
      return await call(api().GET('/api/v1/buckets/{bucket}/retention', path(bucket)));
    } catch {
      return { enabled: false };
    }
  });
export const useBucketReplicationRules = (bucket: string, enabled: boolean) =>
  useBucketPart(bucket, 'replication', enabled, () =>
    call(api().GET('/api/v1/buckets/{bucket}/replication', path(bucket))),
  );
/** One replication rule as the server reads it now (the rule view). */
export const useBucketReplicationRule = (bucket: string, ruleId: string) =>
  useBucketPart(bucket, `replication-rule-${ruleId}`, true, () =>
    call(api().GET('/api/v1/buckets/{bucket}/replication/{ruleId}', { params: { path: { bucket, ruleId } } })),
  );
export const useBucketEvents = (bucket: string, enabled: boolean) =>
  useBucketPart(bucket, 'events', enabled, () => call(api().GET('/api/v1/buckets/{bucket}/events', path(bucket))));
export const useBucketLifecycle = (bucket: string, enabled: boolean) =>
  useBucketPart(bucket, 'lifecycle', enabled, () =>
    call(api().GET('/api/v1/buckets/{bucket}/lifecycle', path(bucket))),
  );
export const useBucketAccessRules = (bucket: string, enabled: boolean) =>
  useBucketPart(bucket, 'access-rules', enabled, () =>
    call(api().GET('/api/v1/bucket/{bucket}/access-rules', path(bucket))),
  );
export const useBucketAuditPolicies = (bucket: string, enabled: boolean) =>
  useBucketPart(bucket, 'audit-policies', enabled, () =>
    call(api().GET('/api/v1/bucket-policy/{bucket}', path(bucket))),
  );
export const useBucketAuditUsers = (bucket: string, enabled: boolean) =>
  useBucketPart(bucket, 'audit-users', enabled, () => call(api().GET('/api/v1/bucket-users/{bucket}', path(bucket))));

/** The notification target ARNs for the subscribe form. */
export function useArns() {
  return useQuery({ queryKey: bucketKeys.arns, queryFn: () => call(api().GET('/api/v1/admin/arns')) });
}

/** The remote tiers, for a lifecycle transition's storage class; tier errors are ignored (spec 02 §8). */
export function useTierNames(enabled: boolean) {
  return useQuery({
    queryKey: bucketKeys.tiers,
    enabled,
    queryFn: async () => {
      try {
        const { items } = await call(api().GET('/api/v1/admin/tiers'));
        return items.map(tierName).filter((name): name is string => name !== undefined);
      } catch {
        return [];
      }
    },
  });
}

/** A tier's name: in the block named after its type (spec 02 §3 "Tiers"). */
function tierName(tier: components['schemas']['Tier']): string | undefined {
  return tier[tier.type]?.name;
}

/** A change to a bucket's settings; on success everything about the bucket reloads. */
export function useBucketChange<V>(bucket: string, change: (value: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bucketKeys.bucket(bucket) }),
  });
}

/** Reloads everything shown about the bucket (the Refresh button, and after a modal closes). */
export function useReloadBucket(bucket: string) {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: bucketKeys.bucket(bucket) });
}
