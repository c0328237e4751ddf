import type { K8sClientFactory } from '@platform/k8s/k8s-clients';
import { k8sClientsOf, operatorSessionOf } from '@platform/k8s/k8s-session';
import { operations } from '@platform/operations/operation-table';
import { listClusterPvcs } from './cluster-pvcs';
import { formatDrives, listDrives } from './direct-csi';

/** Cluster storage (spec 03 §2 "Storage"): the tenants' volume claims and direct-csi drives, as the user. */
export function storageOperations(k8s: K8sClientFactory) {
  return operations({
    listClusterPvcs: async ({ res }) => {
      const { jwt } = operatorSessionOf(res);
      return { pvcs: await listClusterPvcs(k8s.forToken(jwt), jwt) };
    },

    listDrives: async ({ res }) => ({ drives: await listDrives(k8sClientsOf(res, k8s)) }),

    formatDrives: async ({ body: { drives, force }, res }) => ({
      formatIssuesList: await formatDrives(k8sClientsOf(res, k8s), drives, force),
    }),
  });
}
