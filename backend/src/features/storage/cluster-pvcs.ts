import type { V1PersistentVolumeClaim } from '@kubernetes/client-node';
import type { Schema } from '@contract/shared/contract-types';
import { ApiError } from '@platform/errors/api-error';
import type { K8sClients } from '@platform/k8s/k8s-clients';
import { k8sCall } from '@platform/k8s/k8s-errors';
import { withoutUndefined } from '@platform/k8s/without-undefined';
import { candidateNamespaces, namespacesAllowing } from '../tenants/user-namespaces';

/** The label the operator puts on a tenant's claims; its value is the tenant's name. */
const TENANT_LABEL = 'v1.min.io/tenant';

type Pvc = Schema<'Pvc'>;

/**
 * The claims of every tenant (`/storage/volumes`): one list across all namespaces with the tenant label when RBAC
 * allows it; when that is refused, the claims of each namespace where the user may list them (the same discovery as
 * the tenants list). With no such namespace the cluster-wide refusal stands, so the user learns what is missing.
 */
export async function listClusterPvcs(clients: K8sClients, jwt: string): Promise<Pvc[]> {
  try {
    const all = await k8sCall(
      clients.server,
      { verb: 'list', resource: 'persistentvolumeclaims', allNamespaces: true },
      () => clients.core.listPersistentVolumeClaimForAllNamespaces({ labelSelector: TENANT_LABEL }),
    );
    return sorted(all.items.map(toPvc));
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 403)) throw error;
    const question = { verb: 'list', group: '', resource: 'persistentvolumeclaims' };
    const namespaces = await namespacesAllowing(clients, question, await candidateNamespaces(clients, jwt));
    if (namespaces.length === 0) throw error;
    const lists = await Promise.all(
      namespaces.map((namespace) =>
        k8sCall(clients.server, { verb: 'list', resource: 'persistentvolumeclaims', namespace }, () =>
          clients.core.listNamespacedPersistentVolumeClaim({ namespace, labelSelector: TENANT_LABEL }),
        ),
      ),
    );
    return sorted(lists.flatMap((list) => list.items.map(toPvc)));
  }
}

function toPvc(claim: V1PersistentVolumeClaim): Pvc {
  return withoutUndefined({
    name: claim.metadata?.name ?? '',
    namespace: claim.metadata?.namespace ?? '',
    status: claim.metadata?.deletionTimestamp ? 'Terminating' : (claim.status?.phase ?? 'Pending'),
    tenant: claim.metadata?.labels?.[TENANT_LABEL],
    capacity: claim.status?.capacity?.storage ?? claim.spec?.resources?.requests?.storage,
    storageClass: claim.spec?.storageClassName,
  });
}

function sorted(pvcs: Pvc[]): Pvc[] {
  return pvcs.sort((a, b) => a.namespace.localeCompare(b.namespace) || a.name.localeCompare(b.name));
}
