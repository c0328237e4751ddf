import { parityChoices, sizingMessages } from '@contract/shared/tenants/tenant-sizing';
import type { K8sClientFactory } from '@platform/k8s/k8s-clients';
import { k8sCall } from '@platform/k8s/k8s-errors';
import { k8sClientsOf } from '@platform/k8s/k8s-session';
import { operations } from '@platform/operations/operation-table';
import { ApiError } from '@platform/errors/api-error';
import { createTenant } from './create-tenant';
import { listNodes, maxAllocatableMemory, nodeLabels } from './cluster-nodes';
import { readStorageQuota } from './storage-quota';

/**
 * The create-tenant wizard (spec 03 §2, §7): `POST /tenants` and the look-ups its steps make — namespace creation,
 * the storage quota, the memory the nodes allow, the parity choices and the node labels — all with the user's token.
 */
export function tenantCreateOperations(k8s: K8sClientFactory) {
  return operations({
    createTenant: ({ body, res }) => createTenant(k8sClientsOf(res, k8s), body),

    createNamespace: async ({ body: { name }, res }) => {
      const clients = k8sClientsOf(res, k8s);
      await k8sCall(clients.server, { verb: 'create', resource: 'namespaces', name }, () =>
        clients.core.createNamespace({ body: { apiVersion: 'v1', kind: 'Namespace', metadata: { name } } }),
      );
    },

    getResourceQuota: ({ params: { namespace, resourceQuota }, res }) =>
      readStorageQuota(k8sClientsOf(res, k8s), namespace, resourceQuota),

    getMaxAllocatableMemory: async ({ query: { num_nodes }, res }) => ({
      max_memory: maxAllocatableMemory(await listNodes(k8sClientsOf(res, k8s)), num_nodes),
    }),

    // Pure arithmetic, but behind the session like every operator call.
    getParityChoices: ({ params: { nodes, drivesPerServer }, res }) => {
      k8sClientsOf(res, k8s);
      const parity = parityChoices(nodes, drivesPerServer);
      if (parity.length === 0) {
        throw new ApiError(
          400,
          sizingMessages.noParity(nodes * drivesPerServer),
          `${nodes} servers × ${drivesPerServer} drives`,
        );
      }
      return { parity };
    },

    listNodeLabels: async ({ res }) => nodeLabels(await listNodes(k8sClientsOf(res, k8s))),
  });
}
