import type { K8sClientFactory } from '@platform/k8s/k8s-clients';
import { k8sClientsOf } from '@platform/k8s/k8s-session';
import { operations } from '@platform/operations/operation-table';
import { addTenantPool, decommissionTenantPool } from './tenant-pools';

/** The Pools tab: expand a tenant with a pool, and ask for one to be decommissioned. */
export function tenantPoolsOperations(k8s: K8sClientFactory) {
  return operations({
    addTenantPool: async ({ params: { namespace, tenant }, body, res }) => {
      await addTenantPool(k8sClientsOf(res, k8s), namespace, tenant, body);
    },
    decommissionTenantPool: async ({ params: { namespace, tenant, pool }, res }) => {
      await decommissionTenantPool(k8sClientsOf(res, k8s), namespace, tenant, pool);
    },
  });
}
