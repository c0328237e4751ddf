import type { V1ObjectMeta } from '@kubernetes/client-node';
import type { K8sClients } from '@platform/k8s/k8s-clients';
import { k8sCall, type K8sAction } from '@platform/k8s/k8s-errors';

/** Where the Tenant custom resource lives (operator v4.x CRD, served as v2). */
export const TENANT_CRD = { group: 'minio.min.io', version: 'v2', plural: 'tenants' } as const;
/** The RBAC name of the resource, for messages. */
export const TENANT_RESOURCE = 'tenants.minio.min.io';

/** The parts of a v2 pool the console reads (kubernetes.md §1.4). */
export interface TenantPoolSpec {
  readonly name?: string;
  readonly servers?: number;
  readonly volumesPerServer?: number;
  readonly volumeClaimTemplate?: {
    readonly metadata?: { readonly labels?: Record<string, string> };
    readonly spec?: {
      readonly storageClassName?: string;
      readonly resources?: { readonly requests?: Record<string, string> };
    };
  };
  readonly resources?: { readonly requests?: Record<string, string>; readonly limits?: Record<string, string> };
  readonly securityContext?: Record<string, unknown>;
  readonly affinity?: Record<string, unknown>;
}

/** The parts of a Tenant the console reads; the rest passes through untouched (YAML edit). */
export interface TenantObject {
  apiVersion?: string;
  kind?: string;
  metadata?: V1ObjectMeta;
  spec?: {
    readonly image?: string;
    readonly pools?: readonly TenantPoolSpec[];
    readonly env?: ReadonlyArray<{ readonly name?: string; readonly value?: string }>;
    readonly requestAutoCert?: boolean;
    /** The Secret whose `config.env` holds the root credentials and other settings (kubernetes.md §1.4). */
    readonly configuration?: { readonly name?: string };
    /** Before `configuration`: a Secret with `accesskey`/`secretkey` (removed in operator v6). */
    readonly credsSecret?: { readonly name?: string };
    readonly imagePullSecret?: { readonly name?: string };
    readonly externalCertSecret?: readonly unknown[];
    readonly kes?: unknown;
    readonly log?: unknown;
    readonly prometheus?: unknown;
    readonly [field: string]: unknown;
  };
  status?: {
    readonly currentState?: string;
    readonly healthStatus?: string;
    readonly drivesOnline?: number;
    readonly drivesOffline?: number;
    readonly writeQuorum?: number;
    readonly usage?: { capacity?: number; rawCapacity?: number; usage?: number; rawUsage?: number };
    /** The state of each pool's StatefulSet (`ssName` is `<tenant>-<pool>`). */
    readonly pools?: ReadonlyArray<{ readonly ssName?: string; readonly state?: string }>;
  };
}

/** The action behind a call on one tenant, for error messages. */
export function tenantAction(verb: string, namespace: string, name?: string): K8sAction {
  return { verb, resource: TENANT_RESOURCE, namespace, ...(name ? { name } : {}) };
}

/**
 * Every tenant (in one namespace, or all), fetched page by page with `limit`/`continue` so that a cluster with
 * hundreds of tenants never produces one huge answer or one slow call.
 */
export async function listTenants(clients: K8sClients, pageSize: number, namespace?: string): Promise<TenantObject[]> {
  const action: K8sAction = namespace
    ? { verb: 'list', resource: TENANT_RESOURCE, namespace }
    : { verb: 'list', resource: TENANT_RESOURCE, allNamespaces: true };
  const tenants: TenantObject[] = [];
  let token: string | undefined;
  do {
    const paging = { limit: pageSize, ...(token ? { _continue: token } : {}) };
    const page = (await k8sCall(clients.server, action, () =>
      namespace
        ? clients.custom.listNamespacedCustomObject({ ...TENANT_CRD, namespace, ...paging })
        : clients.custom.listClusterCustomObject({ ...TENANT_CRD, ...paging }),
    )) as { items?: TenantObject[]; metadata?: { continue?: string } };
    tenants.push(...(page.items ?? []));
    token = page.metadata?.continue || undefined;
  } while (token);
  return tenants;
}

/** One tenant. */
export async function getTenant(clients: K8sClients, namespace: string, name: string): Promise<TenantObject> {
  return (await k8sCall(clients.server, tenantAction('get', namespace, name), () =>
    clients.custom.getNamespacedCustomObject({ ...TENANT_CRD, namespace, name }),
  )) as TenantObject;
}
