import type { K8sClientFactory } from '@platform/k8s/k8s-clients';
import { k8sCall } from '@platform/k8s/k8s-errors';
import { k8sClientsOf, operatorSessionOf } from '@platform/k8s/k8s-session';
import { operations } from '@platform/operations/operation-table';
import { getTenant, listTenants, TENANT_CRD, tenantAction } from './tenant-resource';
import { updateTenantImage } from './tenant-image';
import { listVisibleTenants } from './tenants-visible';
import { tenantEndpoints } from './tenant-endpoints';
import { toDetail, toListItem } from './tenant-view';
import { applyTenantYaml, tenantToYaml } from './tenant-yaml';
import { readTenantLicence } from './tenant-licence';
import { poolStates } from './pools/tenant-pools';
import { checkLicence } from '../subscription/licence-token';

/** Tenants list, one namespace's tenants, detail, delete and Edit YAML — all with the user's own token. */
export function tenantsOperations(k8s: K8sClientFactory, pageSize: number, licenceKey?: string) {
  return operations({
    listTenants: async ({ res }) => {
      const { jwt } = operatorSessionOf(res);
      const tenants = await listVisibleTenants(k8s.forToken(jwt), jwt, pageSize);
      return { tenants: tenants.map(toListItem) };
    },

    listNamespaceTenants: async ({ params: { namespace }, res }) => {
      const tenants = await listTenants(k8sClientsOf(res, k8s), pageSize, namespace);
      return { tenants: tenants.map(toListItem) };
    },

    getTenant: async ({ params: { namespace, tenant }, res }) => {
      const clients = k8sClientsOf(res, k8s);
      const object = await getTenant(clients, namespace, tenant);
      const detail = toDetail(object);
      const [endpoints, licence] = await Promise.all([
        tenantEndpoints(clients, namespace, tenant, detail.minioTLS === true),
        readTenantLicence(clients, object),
      ]);
      const subnet = licence ? { subnet_license: await checkLicence(licence, licenceKey) } : {};
      return { ...detail, endpoints, pool_states: poolStates(object), ...subnet };
    },

    updateTenantImage: async ({ params: { namespace, tenant }, body, res }) => {
      await updateTenantImage(k8sClientsOf(res, k8s), namespace, tenant, body);
    },

    deleteTenant: async ({ params: { namespace, tenant: name }, res }) => {
      const clients = k8sClientsOf(res, k8s);
      await k8sCall(clients.server, tenantAction('delete', namespace, name), () =>
        clients.custom.deleteNamespacedCustomObject({ ...TENANT_CRD, namespace, name }),
      );
    },

    getTenantYaml: async ({ params: { namespace, tenant }, res }) => ({
      yaml: tenantToYaml(await getTenant(k8sClientsOf(res, k8s), namespace, tenant)),
    }),

    updateTenantYaml: async ({ params: { namespace, tenant: name }, body: { yaml }, res }) => {
      const clients = k8sClientsOf(res, k8s);
      const body = applyTenantYaml(await getTenant(clients, namespace, name), yaml);
      await k8sCall(clients.server, tenantAction('update', namespace, name), () =>
        clients.custom.replaceNamespacedCustomObject({ ...TENANT_CRD, namespace, name, body }),
      );
    },
  });
}
