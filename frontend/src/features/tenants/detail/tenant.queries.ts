import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { components } from '@contract/generated/api';
import { api, call } from '@frontend/api/client';
import { tenantKeys } from '../tenants.queries';

export type Tenant = components['schemas']['Tenant'];
export type UpdateTenantRequest = components['schemas']['UpdateTenantRequest'];

/** The path parameters of every call about one tenant. */
export interface TenantRef {
  readonly namespace: string;
  readonly name: string;
}

export const tenantParams = ({ namespace, name }: TenantRef) => ({ path: { namespace, tenant: name } });

/** Refreshes everything shown about tenants (list, detail, pods, claims) after a change. */
export function useInvalidateTenants() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: tenantKeys.all });
}

/** `GET /api/v1/namespaces/{ns}/tenants/{name}`. */
export function useTenant(ref: TenantRef) {
  return useQuery({
    queryKey: tenantKeys.one(ref.namespace, ref.name),
    queryFn: () => call(api().GET('/api/v1/namespaces/{namespace}/tenants/{tenant}', { params: tenantParams(ref) })),
  });
}

/** `DELETE /api/v1/namespaces/{ns}/tenants/{name}`. */
export function useDeleteTenant(ref: TenantRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      call(api().DELETE('/api/v1/namespaces/{namespace}/tenants/{tenant}', { params: tenantParams(ref) })),
    onSuccess: () => {
      // The detail of a deleted tenant must not be refetched while the page leaves.
      queryClient.removeQueries({ queryKey: tenantKeys.one(ref.namespace, ref.name) });
      return queryClient.invalidateQueries({ queryKey: tenantKeys.list });
    },
  });
}

/** `PUT /api/v1/namespaces/{ns}/tenants/{name}`: the update-version dialog. */
export function useUpdateTenantImage(ref: TenantRef) {
  const invalidate = useInvalidateTenants();
  return useMutation({
    mutationFn: (body: UpdateTenantRequest) =>
      call(api().PUT('/api/v1/namespaces/{namespace}/tenants/{tenant}', { params: tenantParams(ref), body })),
    onSuccess: invalidate,
  });
}

/** `GET …/yaml`, fetched fresh each time the dialog opens (someone else may have edited the tenant). */
export function useTenantYaml(ref: TenantRef) {
  return useQuery({
    queryKey: [...tenantKeys.one(ref.namespace, ref.name), 'yaml'],
    queryFn: async () =>
      (await call(api().GET('/api/v1/namespaces/{namespace}/tenants/{tenant}/yaml', { params: tenantParams(ref) })))
        .yaml,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}

/** `PUT …/yaml`. */
export function useUpdateTenantYaml(ref: TenantRef) {
  const invalidate = useInvalidateTenants();
  return useMutation({
    mutationFn: (yaml: string) =>
      call(
        api().PUT('/api/v1/namespaces/{namespace}/tenants/{tenant}/yaml', {
          params: tenantParams(ref),
          body: { yaml },
        }),
      ),
    onSuccess: invalidate,
  });
}
