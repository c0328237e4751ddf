import type { K8sClientFactory } from '@platform/k8s/k8s-clients';
import { k8sClientsOf } from '@platform/k8s/k8s-session';
import { operations } from '@platform/operations/operation-table';
import { readTenantSecurity, updateTenantSecurity } from './tenant-security';

/** The Security tab: the tenant's certificates, read and replaced with the user's token. */
export function tenantSecurityOperations(k8s: K8sClientFactory) {
  return operations({
    getTenantSecurity: ({ params: { namespace, tenant }, res }) =>
      readTenantSecurity(k8sClientsOf(res, k8s), namespace, tenant),
    updateTenantSecurity: async ({ params: { namespace, tenant }, body, res }) => {
      await updateTenantSecurity(k8sClientsOf(res, k8s), namespace, tenant, body);
    },
  });
}
