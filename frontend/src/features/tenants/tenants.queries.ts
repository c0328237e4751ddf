import { useQuery } from '@tanstack/react-query';
import type { components } from '@contract/generated/api';
import { api, call } from '../../api/client';

export type TenantListItem = components['schemas']['TenantListItem'];

/** Query keys of operator mode: everything about tenants sits under one root, so one invalidation refreshes all. */
export const tenantKeys = {
  all: ['tenants'] as const,
  list: ['tenants', 'list'] as const,
  one: (namespace: string, name: string) => ['tenants', 'one', namespace, name] as const,
};

/** `GET /api/v1/tenants`: every tenant the user may see, in every namespace, sorted by namespace and name. */
export function useTenants() {
  return useQuery({
    queryKey: tenantKeys.list,
    queryFn: async () =>
      ((await call(api().GET('/api/v1/tenants'))).tenants ?? []).sort(
        (a, b) => a.namespace.localeCompare(b.namespace) || a.name.localeCompare(b.name),
      ),
  });
}
