import type { Schema } from '@contract/shared/contract-types';
import { poolShapeProblem } from '@contract/shared/tenants/tenant-sizing';
import { ApiError } from '@platform/errors/api-error';
import type { K8sClients } from '@platform/k8s/k8s-clients';
import { k8sCall } from '@platform/k8s/k8s-errors';
import { getTenant, TENANT_CRD, tenantAction, type TenantObject, type TenantPoolSpec } from '../tenant-resource';

type PoolRequest = Schema<'Pool'>;
type PoolState = Schema<'PoolState'>;

/** The annotation that records the pools asked to be decommissioned (comma-separated names), read by the operator. */
export const DECOMMISSION_ANNOTATION = 'object-console/decommission-pools';

const GIB = 1024 ** 3;

/** A volume size in bytes as a Kubernetes quantity: whole GiB as `NGi`, anything else in bytes. */
function quantityOf(bytes: number): string {
  return bytes % GIB === 0 ? `${bytes / GIB}Gi` : String(bytes);
}

/** The pod anti-affinity the Add Pool dialog asks for: no two servers of this tenant's pool on one host. */
function defaultAffinity(tenant: string, pool: string): Record<string, unknown> {
  return {
    podAntiAffinity: {
      requiredDuringSchedulingIgnoredDuringExecution: [
        {
          labelSelector: {
            matchExpressions: [
              { key: 'v1.min.io/tenant', operator: 'In', values: [tenant] },
              { key: 'v1.min.io/pool', operator: 'In', values: [pool] },
            ],
          },
          topologyKey: 'kubernetes.io/hostname',
        },
      ],
    },
  };
}

async function replaceTenant(clients: K8sClients, namespace: string, name: string, body: TenantObject) {
  await k8sCall(clients.server, tenantAction('update', namespace, name), () =>
    clients.custom.replaceNamespacedCustomObject({ ...TENANT_CRD, namespace, name, body }),
  );
}

/**
 * Expands a tenant with a pool (spec 03 §7): appended to `spec.pools`, named `pool-<n>` unless named, with a
 * volume claim template of the size and storage class given. A shape MinIO cannot run (no erasure set) is a 400. A name already in use is a 409; the Tenant is replaced
 * at the resourceVersion it was read at, so a concurrent edit is a 409 too, never lost.
 */
export async function addTenantPool(
  clients: K8sClients,
  namespace: string,
  name: string,
  request: PoolRequest,
): Promise<void> {
  const shapeProblem = poolShapeProblem(request.servers, request.volumes_per_server);
  if (shapeProblem) {
    throw new ApiError(400, shapeProblem, `${request.servers} servers × ${request.volumes_per_server} drives`);
  }
  const tenant = await getTenant(clients, namespace, name);
  const pools = tenant.spec?.pools ?? [];
  const poolName = request.name ?? `pool-${pools.length}`;
  if (pools.some((pool, i) => (pool.name ?? `pool-${i}`) === poolName)) {
    throw new ApiError(409, `Tenant ${name} already has a pool ${poolName}`, 'Choose another name.');
  }
  const { size, storage_class_name: storageClass, labels } = request.volume_configuration;
  const pool: TenantPoolSpec = {
    name: poolName,
    servers: request.servers,
    volumesPerServer: request.volumes_per_server,
    volumeClaimTemplate: {
      metadata: { name: 'data', ...(labels ? { labels } : {}) },
      spec: {
        accessModes: ['ReadWriteOnce'],
        resources: { requests: { storage: quantityOf(size) } },
        ...(storageClass ? { storageClassName: storageClass } : {}),
      },
    } as TenantPoolSpec['volumeClaimTemplate'],
    ...(request.resources ? { resources: request.resources } : {}),
    ...(request.securityContext ? { securityContext: { ...request.securityContext } } : {}),
    affinity: request.affinity ?? defaultAffinity(name, poolName),
  };
  await replaceTenant(clients, namespace, name, { ...tenant, spec: { ...tenant.spec, pools: [...pools, pool] } });
}

/** The pool names recorded in the decommission annotation. */
function decommissioned(tenant: TenantObject): string[] {
  const value = tenant.metadata?.annotations?.[DECOMMISSION_ANNOTATION] ?? '';
  return value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/**
 * Asks for a pool to be drained: its name is added to the tenant's decommission annotation, for the operator. The
 * last pool cannot go (its data would have nowhere to move); asking twice is a 409.
 */
export async function decommissionTenantPool(
  clients: K8sClients,
  namespace: string,
  name: string,
  pool: string,
): Promise<void> {
  const tenant = await getTenant(clients, namespace, name);
  const names = (tenant.spec?.pools ?? []).map((p, i) => p.name ?? `pool-${i}`);
  if (!names.includes(pool))
    throw new ApiError(404, `Tenant ${name} has no pool ${pool}`, `Its pools: ${names.join(', ')}`);
  const asked = decommissioned(tenant);
  if (asked.includes(pool)) throw new ApiError(409, `Pool ${pool} is already being decommissioned`, 'Wait for it.');
  const remaining = names.filter((candidate) => candidate !== pool && !asked.includes(candidate));
  if (remaining.length === 0) {
    throw new ApiError(
      400,
      `Pool ${pool} is the last pool of tenant ${name}`,
      'Add a pool first: its data needs one to move to.',
    );
  }
  const annotations = { ...tenant.metadata?.annotations, [DECOMMISSION_ANNOTATION]: [...asked, pool].join(',') };
  await replaceTenant(clients, namespace, name, { ...tenant, metadata: { ...tenant.metadata, annotations } });
}

/**
 * Each pool of the spec with the state the operator reports for its StatefulSet (`<tenant>-<pool>`) and, when it was
 * asked for, how far its decommission is: `draining` once the operator reports `PoolDecommissioning`, `done` at
 * `PoolDecommissioned`, `requested` before.
 */
export function poolStates(tenant: TenantObject): PoolState[] {
  const name = tenant.metadata?.name ?? '';
  const reported = new Map((tenant.status?.pools ?? []).map((pool) => [pool.ssName, pool.state]));
  const asked = decommissioned(tenant);
  return (tenant.spec?.pools ?? []).map((pool, i) => {
    const poolName = pool.name ?? `pool-${i}`;
    const state = reported.get(`${name}-${poolName}`);
    const progress =
      state === 'PoolDecommissioned' ? 'done' : state === 'PoolDecommissioning' ? 'draining' : 'requested';
    return {
      name: poolName,
      ...(state ? { state } : {}),
      ...(asked.includes(poolName) || state === 'PoolDecommissioning' || state === 'PoolDecommissioned'
        ? { decommission: progress }
        : {}),
    } as PoolState;
  });
}
