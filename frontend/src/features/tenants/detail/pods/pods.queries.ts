import { useMutation, useQuery } from '@tanstack/react-query';
import type { components } from '@contract/generated/api';
import { api, call } from '@frontend/api/client';
import { tenantKeys } from '../../tenants.queries';
import { tenantParams, useInvalidateTenants, type TenantRef } from '../tenant.queries';

export type Pod = components['schemas']['Pod'];
export type PodEvent = components['schemas']['KubernetesEvent'];

const podKey = (ref: TenantRef, ...rest: string[]) => [...tenantKeys.one(ref.namespace, ref.name), 'pods', ...rest];
const podParams = (ref: TenantRef, pod: string) => ({ path: { ...tenantParams(ref).path, pod } });

/** `GET …/pods`. */
export function useTenantPods(ref: TenantRef) {
  return useQuery({
    queryKey: podKey(ref),
    queryFn: async () =>
      (await call(api().GET('/api/v1/namespaces/{namespace}/tenants/{tenant}/pods', { params: tenantParams(ref) })))
        .pods,
  });
}

/** `GET …/pods/{pod}/events`, newest first. */
export function usePodEvents(ref: TenantRef, pod: string) {
  return useQuery({
    queryKey: podKey(ref, pod, 'events'),
    queryFn: async () =>
      (
        await call(
          api().GET('/api/v1/namespaces/{namespace}/tenants/{tenant}/pods/{pod}/events', {
            params: podParams(ref, pod),
          }),
        )
      ).events.sort((a, b) => (b.last_seen ?? 0) - (a.last_seen ?? 0)),
  });
}

/** `GET …/pods/{pod}`: the pod's log as text (the backend explains when no kubelet can serve it). */
export function usePodLog(ref: TenantRef, pod: string) {
  return useQuery({
    queryKey: podKey(ref, pod, 'log'),
    queryFn: () =>
      call(
        api().GET('/api/v1/namespaces/{namespace}/tenants/{tenant}/pods/{pod}', {
          params: podParams(ref, pod),
          parseAs: 'text',
        }),
      ),
    retry: false,
  });
}

/** `DELETE …/pods/{pod}` (its controller recreates it). */
export function useDeletePod(ref: TenantRef, pod: string) {
  const invalidate = useInvalidateTenants();
  return useMutation({
    mutationFn: () =>
      call(api().DELETE('/api/v1/namespaces/{namespace}/tenants/{tenant}/pods/{pod}', { params: podParams(ref, pod) })),
    onSuccess: invalidate,
  });
}
