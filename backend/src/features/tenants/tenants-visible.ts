import { ApiError } from '@platform/errors/api-error';
import type { K8sClients } from '@platform/k8s/k8s-clients';
import { candidateNamespaces, namespacesAllowing } from './user-namespaces';
import { listTenants, TENANT_CRD, type TenantObject } from './tenant-resource';

/**
 * Every tenant the user may list: one paged list across all namespaces when RBAC allows it cluster-wide; when that
 * answers 403, the tenants of each namespace the user may list them in (see user-namespaces.ts for how those are
 * found). With no such namespace the cluster-wide refusal stands, so the user learns what is missing.
 */
export async function listVisibleTenants(clients: K8sClients, jwt: string, pageSize: number): Promise<TenantObject[]> {
  try {
    return await listTenants(clients, pageSize);
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 403)) throw error;
    const question = { verb: 'list', group: TENANT_CRD.group, resource: TENANT_CRD.plural };
    const namespaces = await namespacesAllowing(clients, question, await candidateNamespaces(clients, jwt));
    if (namespaces.length === 0) throw error;
    const perNamespace = await Promise.all(namespaces.map((namespace) => listTenants(clients, pageSize, namespace)));
    return perNamespace.flat();
  }
}
