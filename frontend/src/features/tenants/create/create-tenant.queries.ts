import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateTenantRequest } from '@contract/generated/api';
import { api, call } from '@frontend/api/client';
import { tenantKeys } from '../tenants.queries';

const STORAGE_CLASS_SUFFIX = '.storageclass.storage.k8s.io/requests.storage';

/** Keys of the wizard's look-ups, under the tenants root so a created tenant refreshes them too. */
const wizardKeys = {
  namespace: (namespace: string) => [...tenantKeys.all, 'wizard', 'namespace', namespace] as const,
  memory: (servers: number) => [...tenantKeys.all, 'wizard', 'memory', servers] as const,
  parity: (servers: number, drives: number) => [...tenantKeys.all, 'wizard', 'parity', servers, drives] as const,
  labels: [...tenantKeys.all, 'wizard', 'labels'] as const,
};

/** What the wizard learns about a namespace: whether it exists, has a tenant, and its storage classes' limits. */
export interface NamespaceFacts {
  readonly exists: boolean;
  readonly hasTenant: boolean;
  readonly storageClasses: ReadonlyArray<{ readonly name: string; readonly limit: number }>;
}

/**
 * The namespace's storage quota (every storage class, unlimited, when it has none) and its tenants. A 404 from the
 * quota means the namespace does not exist: that is an answer (the wizard offers to create it), not a failure.
 */
export function useNamespaceFacts(namespace: string) {
  return useQuery({
    queryKey: wizardKeys.namespace(namespace),
    enabled: namespace !== '',
    retry: false,
    queryFn: async (): Promise<NamespaceFacts> => {
      const quota = await api().GET('/api/v1/namespaces/{namespace}/resourcequotas/{resourceQuota}', {
        params: { path: { namespace, resourceQuota: `${namespace}-storagequota` } },
      });
      if (quota.response.status === 404) return { exists: false, hasTenant: false, storageClasses: [] };
      const { elements } = await call(Promise.resolve(quota));
      const tenants = await call(
        api().GET('/api/v1/namespaces/{namespace}/tenants', { params: { path: { namespace } } }),
      );
      return {
        exists: true,
        hasTenant: (tenants.tenants ?? []).length > 0,
        storageClasses: elements
          .filter((element) => element.name.endsWith(STORAGE_CLASS_SUFFIX))
          .map((element) => ({
            name: element.name.slice(0, -STORAGE_CLASS_SUFFIX.length),
            limit: element.hard - element.used,
          })),
      };
    },
  });
}

/** The most memory each of `servers` server pods can get (bytes). */
export function useMaxMemory(servers: number) {
  return useQuery({
    queryKey: wizardKeys.memory(servers),
    enabled: Number.isInteger(servers) && servers >= 1,
    retry: false,
    placeholderData: keepPreviousData,
    queryFn: async () =>
      (await call(api().GET('/api/v1/cluster/max-allocatable-memory', { params: { query: { num_nodes: servers } } })))
        .max_memory,
  });
}

/** The parities possible for the pool shape; an empty list when none is (the server's 400). */
export function useParityChoices(servers: number, drives: number) {
  return useQuery({
    queryKey: wizardKeys.parity(servers, drives),
    enabled: Number.isInteger(servers) && servers >= 1 && Number.isInteger(drives) && drives >= 1,
    retry: false,
    placeholderData: keepPreviousData,
    queryFn: async () => {
      const res = await api().GET('/api/v1/get-parity/{nodes}/{drivesPerServer}', {
        params: { path: { nodes: servers, drivesPerServer: drives } },
      });
      if (res.response.status === 400) return [];
      return (await call(Promise.resolve(res))).parity;
    },
  });
}

/** The nodes' labels, for the node selector (free text when they cannot be read). */
export function useNodeLabels(enabled: boolean) {
  return useQuery({
    queryKey: wizardKeys.labels,
    enabled,
    retry: false,
    queryFn: () => call(api().GET('/api/v1/nodes/labels')),
  });
}

export function useCreateNamespace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => call(api().POST('/api/v1/namespace', { body: { name } })),
    onSuccess: (_done, name) => queryClient.invalidateQueries({ queryKey: wizardKeys.namespace(name) }),
  });
}

export function useCreateTenant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateTenantRequest) => call(api().POST('/api/v1/tenants', { body })),
    // The list only: the wizard's own look-ups stay as they were while its success modal is open.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tenantKeys.list }),
  });
}

/** Forgets what the wizard looked up, so a fresh wizard asks the cluster again (its namespace now has a tenant). */
export function useForgetWizardLookups() {
  const queryClient = useQueryClient();
  return () => queryClient.removeQueries({ queryKey: [...tenantKeys.all, 'wizard'] });
}
