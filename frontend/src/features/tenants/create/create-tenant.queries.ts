import { useCallback, useEffect } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateTenantRequest, CreateTenantResponse } from '@contract/generated/api';
import { errorFromResponse } from '@frontend/api/api-error';
import { api, call } from '@frontend/api/client';
import { tenantKeys } from '../tenants.queries';

const STORAGE_CLASS_SUFFIX = '.storageclass.storage.k8s.io/requests.storage';

/** Keys of the wizard's look-ups, under the tenants root so a created tenant refreshes them too. */
const wizardKeys = {
  namespace: (namespace: string) => [...tenantKeys.all, 'wizard', 'namespace', namespace] as const,
  storageClasses: (namespace: string) => [...tenantKeys.all, 'wizard', 'storage-classes', namespace] as const,
  memory: (servers: number) => [...tenantKeys.all, 'wizard', 'memory', servers] as const,
  parity: (servers: number, drives: number) => [...tenantKeys.all, 'wizard', 'parity', servers, drives] as const,
  labels: [...tenantKeys.all, 'wizard', 'labels'] as const,
};

/** A namespace's storage classes with what its quota leaves of each (bytes), as the user may read them. */
export interface StorageClassChoices {
  /** False when the namespace does not exist. */
  readonly exists: boolean;
  readonly storageClasses: ReadonlyArray<{ readonly name: string; readonly limit: number }>;
  /**
   * Set when the user may read neither the namespace's quota nor the cluster's storage classes, with the refusal:
   * the storage class is then typed by hand.
   */
  readonly storageClassesUnreadable?: string;
}

/** What the wizard learns about a namespace: whether it exists, has a tenant, and its storage classes' limits. */
export interface NamespaceFacts extends StorageClassChoices {
  readonly hasTenant: boolean;
}

/**
 * The namespace's storage quota (every storage class, unlimited, when it has none or it may not be read). A 404
 * means the namespace does not exist: that is an answer (the wizard offers to create it), not a failure.
 */
async function readStorageClassChoices(namespace: string): Promise<StorageClassChoices> {
  const quota = await api().GET('/api/v1/namespaces/{namespace}/resourcequotas/{resourceQuota}', {
    params: { path: { namespace, resourceQuota: `${namespace}-storagequota` } },
  });
  if (quota.response.status === 404) return { exists: false, storageClasses: [] };
  const { elements, source, unreadable } = await call(Promise.resolve(quota));
  return {
    exists: true,
    ...(source === 'unknown' ? { storageClassesUnreadable: unreadable ?? '' } : {}),
    storageClasses: elements
      .filter((element) => element.name.endsWith(STORAGE_CLASS_SUFFIX))
      .map((element) => ({
        name: element.name.slice(0, -STORAGE_CLASS_SUFFIX.length),
        limit: element.hard - element.used,
      })),
  };
}

/** The storage classes a tenant in `namespace` may use (the wizard's helper, also behind Add Pool). */
export function useStorageClassChoices(namespace: string) {
  return useQuery({
    queryKey: wizardKeys.storageClasses(namespace),
    enabled: namespace !== '',
    retry: false,
    queryFn: () => readStorageClassChoices(namespace),
  });
}

/** The namespace's storage classes (see {@link readStorageClassChoices}) and whether it has a tenant already. */
export function useNamespaceFacts(namespace: string) {
  return useQuery({
    queryKey: wizardKeys.namespace(namespace),
    enabled: namespace !== '',
    retry: false,
    queryFn: async (): Promise<NamespaceFacts> => {
      const choices = await readStorageClassChoices(namespace);
      if (!choices.exists) return { ...choices, hasTenant: false };
      const tenants = await call(
        api().GET('/api/v1/namespaces/{namespace}/tenants', { params: { path: { namespace } } }),
      );
      return { ...choices, hasTenant: (tenants.tenants ?? []).length > 0 };
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

/**
 * `POST /tenants`, then the tenants list marked stale (not awaited: the success modal need not wait for a list it
 * does not show; the list page refetches it when it mounts). A plain call rather than a `useMutation`: the wizard's
 * footer keeps its own pending and success state, set together with the answer in one render, where a mutation's
 * observers would render the footer again a task later, between the answer and the modal's first paint.
 */
export function useCreateTenant(): (body: CreateTenantRequest) => Promise<CreateTenantResponse> {
  const queryClient = useQueryClient();
  return useCallback(
    async (body: CreateTenantRequest) => {
      const request = api().POST('/api/v1/tenants', { body });
      const answer = await request.catch(() => undefined);
      // A token that expired or was revoked between the steps: the wizard says so in its step and ends the session
      // itself once the user has read it, instead of the usual jump to the login page.
      if (answer?.response.status === 401) throw errorFromResponse(401, answer.error);
      const created = await call(request);
      // The list only: the wizard's own look-ups stay as they were while its success modal is open.
      void queryClient.invalidateQueries({ queryKey: tenantKeys.list });
      return created;
    },
    [queryClient],
  );
}

/**
 * Forgets what the wizard looked up once the wizard is left, so a fresh wizard asks the cluster again (its namespace
 * may now have a tenant). Not while it still shows: a query removed under a mounted page is fetched again at once.
 */
export function useForgetWizardLookupsOnLeave(): void {
  const queryClient = useQueryClient();
  useEffect(() => () => queryClient.removeQueries({ queryKey: [...tenantKeys.all, 'wizard'] }), [queryClient]);
}
