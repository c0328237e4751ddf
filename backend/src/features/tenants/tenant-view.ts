import type { Pool, Tenant as TenantDetail, TenantListItem } from '@contract/generated/api';
import { quantityToBytes } from '@platform/k8s/quantity';
import { withoutUndefined } from '../../platform/k8s/without-undefined';
import type { TenantObject, TenantPoolSpec } from './tenant-resource';

/** A tenant card (kubernetes.md §1.6): sizes from the spec, usage and health as the operator reported them. */
export function toListItem(tenant: TenantObject): TenantListItem {
  const pools = tenant.spec?.pools ?? [];
  const usage = tenant.status?.usage;
  return withoutUndefined({
    name: tenant.metadata?.name ?? '',
    namespace: tenant.metadata?.namespace ?? '',
    pool_count: pools.length,
    currentState: tenant.status?.currentState,
    health_status: tenant.status?.healthStatus,
    capacity_raw: usage?.rawCapacity,
    capacity_raw_usage: usage?.rawUsage,
    capacity: usage?.capacity,
    capacity_usage: usage?.usage,
    total_size: sum(pools, poolSize),
  });
}

/** The tenant detail page's data. Endpoints and licence need other objects and are not filled here. */
export function toDetail(tenant: TenantObject): TenantDetail {
  const spec = tenant.spec ?? {};
  const pools = spec.pools ?? [];
  const status = tenant.status ?? {};
  const env = new Map((spec.env ?? []).map((e) => [e.name ?? '', e.value ?? '']));
  // requestAutoCert unset means on (kubernetes.md §1.4).
  const tls = spec.requestAutoCert !== false || (spec.externalCertSecret ?? []).length > 0;
  return withoutUndefined({
    name: tenant.metadata?.name ?? '',
    namespace: tenant.metadata?.namespace ?? '',
    image: spec.image,
    currentState: status.currentState,
    total_size: sum(pools, poolSize),
    total_instances: sum(pools, (pool) => pool.servers ?? 0),
    total_volumes: sum(pools, volumesOf),
    pools: pools.map(toPool),
    status: withoutUndefined({
      health_status: status.healthStatus,
      drives_online: status.drivesOnline,
      drives_offline: status.drivesOffline,
      write_quorum: status.writeQuorum,
      usage: withoutUndefined({ raw: status.usage?.rawCapacity, raw_usage: status.usage?.rawUsage }),
    }),
    logEnabled: spec.log !== undefined,
    monitoringEnabled: spec.prometheus !== undefined,
    encryptionEnabled: spec.kes !== undefined || env.has('MINIO_KMS_SECRET_KEY'),
    minioTLS: tls,
    // Operator v4.3+ serves the console from the MinIO pods themselves: same certificates, always present.
    consoleTLS: tls,
    consoleEnabled: true,
    idpAdEnabled: Boolean(env.get('MINIO_IDENTITY_LDAP_SERVER_ADDR')),
    idpOidcEnabled: Boolean(env.get('MINIO_IDENTITY_OPENID_CONFIG_URL')),
  });
}

function toPool(pool: TenantPoolSpec, index: number): Pool {
  const claim = pool.volumeClaimTemplate;
  return withoutUndefined({
    name: pool.name ?? `pool-${index}`,
    servers: pool.servers ?? 0,
    volumes_per_server: pool.volumesPerServer ?? 0,
    volume_configuration: withoutUndefined({
      size: volumeSize(pool),
      storage_class_name: claim?.spec?.storageClassName,
      labels: claim?.metadata?.labels,
    }),
    resources: pool.resources,
    securityContext: securityContextOf(pool.securityContext),
    affinity: pool.affinity,
  });
}

/** The pod security context in the contract's shape; one that sets less than user, group and fsGroup is left out. */
function securityContextOf(context: Record<string, unknown> | undefined): Pool['securityContext'] {
  const { runAsUser, runAsGroup, fsGroup, runAsNonRoot } = context ?? {};
  if (typeof runAsUser !== 'number' || typeof runAsGroup !== 'number' || typeof fsGroup !== 'number') return undefined;
  return { runAsUser, runAsGroup, fsGroup, ...(typeof runAsNonRoot === 'boolean' ? { runAsNonRoot } : {}) };
}

function volumesOf(pool: TenantPoolSpec): number {
  return (pool.servers ?? 0) * (pool.volumesPerServer ?? 0);
}

function volumeSize(pool: TenantPoolSpec): number {
  return quantityToBytes(pool.volumeClaimTemplate?.spec?.resources?.requests?.storage) ?? 0;
}

function poolSize(pool: TenantPoolSpec): number {
  return volumesOf(pool) * volumeSize(pool);
}

function sum<T>(items: readonly T[], value: (item: T) => number): number {
  return items.reduce((total, item) => total + value(item), 0);
}
