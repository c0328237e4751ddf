import type { V1Endpoints, V1EndpointSlice, V1ServicePort } from '@kubernetes/client-node';
import { ApiError } from '@platform/errors/api-error';
import type { K8sClients } from '@platform/k8s/k8s-clients';
import { k8sCall } from '@platform/k8s/k8s-errors';
import { consoleServiceName } from '../tenant-endpoints';

/** Where a tenant's console answers, and the DNS names its certificate is checked against. */
export interface ConsoleTarget {
  readonly protocol: 'http:' | 'https:';
  readonly host: string;
  readonly port: number;
  /** The Service's DNS names, most specific first (the cluster domain is not known; `cluster.local` is assumed). */
  readonly serverNames: readonly string[];
}

export type AddressMode = 'service-dns' | 'endpoints';

/** The console's ports: 9443 with TLS, 9090 without (kubernetes.md §1.6). */
const TLS_PORT = 9443;
const PLAIN_PORT = 9090;

/**
 * The address of a tenant's console Service `<tenant>-console`. In a cluster (`service-dns`) that is its DNS name and
 * port, which kube-proxy routes. Where neither cluster DNS nor kube-proxy exists (`endpoints`, the test cluster) it is
 * the first ready address behind the Service, from its EndpointSlices or else its Endpoints, and the target port.
 */
export async function consoleTarget(
  clients: K8sClients,
  namespace: string,
  tenant: string,
  mode: AddressMode,
): Promise<ConsoleTarget> {
  const name = consoleServiceName(tenant);
  const service = await k8sCall(clients.server, { verb: 'get', resource: 'services', namespace, name }, () =>
    clients.core.readNamespacedService({ namespace, name }),
  );
  const port = consolePort(service.spec?.ports ?? []);
  if (!port) throw new ApiError(502, `The Service ${name} has no port`, `Namespace ${namespace}`);
  const protocol = port.port === TLS_PORT || port.name?.startsWith('https') ? 'https:' : 'http:';
  const serverNames = [`${name}.${namespace}.svc.cluster.local`, `${name}.${namespace}.svc`, `${name}.${namespace}`];
  if (mode === 'service-dns') return { protocol, host: `${name}.${namespace}.svc`, port: port.port, serverNames };
  const address = await firstReadyAddress(clients, namespace, name, port);
  if (!address) {
    throw new ApiError(
      503,
      `The console of tenant ${tenant} has no ready address`,
      `Neither the EndpointSlices nor the Endpoints of the Service ${name} in namespace ${namespace} list one`,
    );
  }
  return { protocol, ...address, serverNames };
}

/** The console's port of the Service: 9443 or 9090 by number, else one named for the console, else the first. */
function consolePort(ports: readonly V1ServicePort[]): V1ServicePort | undefined {
  return (
    ports.find((p) => p.port === TLS_PORT) ??
    ports.find((p) => p.port === PLAIN_PORT) ??
    ports.find((p) => p.name?.includes('console')) ??
    ports[0]
  );
}

type Address = { host: string; port: number };

async function firstReadyAddress(
  clients: K8sClients,
  namespace: string,
  service: string,
  port: V1ServicePort,
): Promise<Address | undefined> {
  const slices = await k8sCall(clients.server, { verb: 'list', resource: 'endpointslices', namespace }, () =>
    clients.discovery.listNamespacedEndpointSlice({
      namespace,
      labelSelector: `kubernetes.io/service-name=${service}`,
    }),
  );
  const fromSlices = slices.items.map((slice) => sliceAddress(slice, port)).find((address) => address !== undefined);
  if (fromSlices) return fromSlices;
  // Endpoints written by hand (a Service without selector) are mirrored into slices only by a controller manager.
  const endpoints = await k8sCall(
    clients.server,
    { verb: 'get', resource: 'endpoints', namespace, name: service },
    () => clients.core.readNamespacedEndpoints({ namespace, name: service }),
  ).catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 404) return undefined;
    throw error;
  });
  return endpointsAddress(endpoints, port);
}

function sliceAddress(slice: V1EndpointSlice, port: V1ServicePort): Address | undefined {
  const target = matchingPort(slice.ports ?? [], port);
  const endpoint = slice.endpoints.find((e) => e.conditions?.ready !== false && e.addresses.length > 0);
  const host = endpoint?.addresses[0];
  return host && target !== undefined ? { host, port: target } : undefined;
}

function endpointsAddress(endpoints: V1Endpoints | undefined, port: V1ServicePort): Address | undefined {
  for (const subset of endpoints?.subsets ?? []) {
    const host = subset.addresses?.[0]?.ip;
    const target = matchingPort(subset.ports ?? [], port);
    if (host && target !== undefined) return { host, port: target };
  }
  return undefined;
}

/** The endpoint port that serves the Service port: the one of the same name, or the only one. */
function matchingPort(ports: ReadonlyArray<{ name?: string; port?: number }>, servicePort: V1ServicePort) {
  const named = ports.find((p) => (p.name ?? '') === (servicePort.name ?? ''));
  return (named ?? (ports.length === 1 ? ports[0] : undefined))?.port;
}
