import type { V1Service } from '@kubernetes/client-node';
import type { Tenant as TenantDetail } from '@contract/generated/api';
import { ApiError } from '@platform/errors/api-error';
import type { K8sClients } from '@platform/k8s/k8s-clients';
import { k8sCall } from '@platform/k8s/k8s-errors';
import { withoutUndefined } from '../../platform/k8s/without-undefined';

/** The Service the operator creates for a tenant's object API (its name is literally `minio`, kubernetes.md §1.6). */
export const MINIO_SERVICE = 'minio';

/** The Service in front of a tenant's own console. */
export function consoleServiceName(tenant: string): string {
  return `${tenant}-console`;
}

/**
 * The addresses a person outside the cluster can open, as the Summary links them: the first load-balancer ingress of
 * the tenant's `minio` and `<tenant>-console` Services, with the Service's port. A Service that is not exposed (no
 * ingress yet, ClusterIP only), missing, or that the token may not read gives no link rather than a failed page.
 */
export async function tenantEndpoints(
  clients: K8sClients,
  namespace: string,
  tenant: string,
  tls: boolean,
): Promise<TenantDetail['endpoints']> {
  const [minio, console] = await Promise.all([
    readServiceOrNothing(clients, namespace, MINIO_SERVICE),
    readServiceOrNothing(clients, namespace, consoleServiceName(tenant)),
  ]);
  return withoutUndefined({ minio: externalUrl(minio, tls), console: externalUrl(console, tls) });
}

async function readServiceOrNothing(
  clients: K8sClients,
  namespace: string,
  name: string,
): Promise<V1Service | undefined> {
  try {
    return await k8sCall(clients.server, { verb: 'get', resource: 'services', namespace, name }, () =>
      clients.core.readNamespacedService({ namespace, name }),
    );
  } catch (error) {
    if (error instanceof ApiError && (error.status === 403 || error.status === 404)) return undefined;
    throw error;
  }
}

function externalUrl(service: V1Service | undefined, tls: boolean): string | undefined {
  const ingress = service?.status?.loadBalancer?.ingress?.[0];
  const host = ingress?.ip ?? ingress?.hostname;
  if (!host) return undefined;
  const port = service?.spec?.ports?.[0]?.port;
  const scheme = tls ? 'https' : 'http';
  const defaultPort = tls ? 443 : 80;
  const hostPart = host.includes(':') ? `[${host}]` : host;
  return `${scheme}://${hostPart}${port === undefined || port === defaultPort ? '' : `:${port}`}`;
}
