import { useMutation, useQuery } from '@tanstack/react-query';
import type { components } from '@contract/generated/api';
import { api, call } from '@frontend/api/client';
import { tenantParams, useInvalidateTenants, type TenantRef } from '../tenant.queries';

export type Pool = components['schemas']['Pool'];
export type PoolState = components['schemas']['PoolState'];

/** `POST …/pools`: Expand Tenant. */
export function useAddPool(ref: TenantRef) {
  const invalidate = useInvalidateTenants();
  return useMutation({
    mutationFn: (body: Pool) =>
      call(api().POST('/api/v1/namespaces/{namespace}/tenants/{tenant}/pools', { params: tenantParams(ref), body })),
    onSuccess: invalidate,
  });
}

/** `POST …/pools/{pool}/decommission`. */
export function useDecommissionPool(ref: TenantRef) {
  const invalidate = useInvalidateTenants();
  return useMutation({
    mutationFn: (pool: string) =>
      call(
        api().POST('/api/v1/namespaces/{namespace}/tenants/{tenant}/pools/{pool}/decommission', {
          params: { path: { ...tenantParams(ref).path, pool } },
        }),
      ),
    onSuccess: invalidate,
  });
}

/** `GET /get-parity/{nodes}/{drives}`: the parities possible for the pool's shape, shown in the dialog. */
export function useParityChoices(servers: number | undefined, drives: number | undefined) {
  return useQuery({
    queryKey: ['parity', servers, drives],
    enabled: servers !== undefined && drives !== undefined,
    retry: false,
    queryFn: async () =>
      (
        await call(
          api().GET('/api/v1/get-parity/{nodes}/{drivesPerServer}', {
            params: { path: { nodes: servers ?? 1, drivesPerServer: drives ?? 1 } },
          }),
        )
      ).parity,
  });
}
