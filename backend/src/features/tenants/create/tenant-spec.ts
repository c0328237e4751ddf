import type { CreateTenantRequest, Pool } from '@contract/generated/api';
import { PROMETHEUS_ANNOTATIONS } from '../tenant-image';
import type { TenantObject } from '../tenant-resource';
import type { TenantSecrets } from './tenant-secrets';

/** Default size of the log-search database and of Prometheus' storage (spec 03 §3 "Wizard defaults"), GiB. */
const DEFAULT_SIDE_STORAGE_GIB = 5;

/** A volume size as a Kubernetes quantity: `100Gi`, `25600Mi`, else plain bytes. */
export function sizeQuantity(bytes: number): string {
  if (bytes % 2 ** 30 === 0) return `${bytes / 2 ** 30}Gi`;
  if (bytes % 2 ** 20 === 0) return `${bytes / 2 ** 20}Mi`;
  return String(bytes);
}

function claimTemplate(name: string, bytes: number, storageClassName?: string, labels?: Record<string, string>) {
  return {
    metadata: { name, ...(labels && Object.keys(labels).length > 0 ? { labels } : {}) },
    spec: {
      accessModes: ['ReadWriteOnce'],
      resources: { requests: { storage: sizeQuantity(bytes) } },
      ...(storageClassName ? { storageClassName } : {}),
    },
  };
}

function poolSpec(pool: Pool, index: number) {
  const volume = pool.volume_configuration;
  return {
    name: pool.name ?? `pool-${index}`,
    servers: pool.servers,
    volumesPerServer: pool.volumes_per_server,
    volumeClaimTemplate: claimTemplate('data', volume.size, volume.storage_class_name, volume.labels),
    ...(pool.resources ? { resources: pool.resources } : {}),
    ...(pool.securityContext ? { securityContext: pool.securityContext } : {}),
    ...(pool.affinity ? { affinity: pool.affinity } : {}),
  };
}

/**
 * The Tenant resource (operator v4.x CRD, `minio.min.io/v2`) for a wizard request whose Secrets are `secrets`. The
 * CRD is structural, so only fields it declares are written (the API server would drop others silently).
 */
export function tenantResource(request: CreateTenantRequest, secrets: TenantSecrets): TenantObject {
  const tlsOn = request.enable_tls !== false;
  const log = request.logSearchConfiguration;
  const prometheus = request.prometheusConfiguration;
  const firstClass = request.pools[0]?.volume_configuration.storage_class_name;
  const encryption = request.encryption;
  const spec: Record<string, unknown> = {
    ...(request.image ? { image: request.image } : {}),
    ...(secrets.registry ? { imagePullSecret: { name: secrets.registry } } : {}),
    configuration: { name: secrets.configuration },
    ...(secrets.users.length > 0 ? { users: secrets.users.map((name) => ({ name })) } : {}),
    // Automatic certificates unless TLS is off or the wizard brought its own.
    requestAutoCert: tlsOn && secrets.certificates.length === 0,
    ...(secrets.certificates.length > 0
      ? { externalCertSecret: secrets.certificates.map((name) => ({ name, type: 'kubernetes.io/tls' })) }
      : {}),
    ...(secrets.caCertificates.length > 0
      ? { externalCaCertSecret: secrets.caCertificates.map((name) => ({ name, type: 'Opaque' })) }
      : {}),
    exposeServices: { minio: request.expose_minio !== false, console: request.expose_console !== false },
    mountPath: '/export',
    pools: request.pools.map(poolSpec),
  };
  if (secrets.kes && encryption) {
    spec.kes = {
      replicas: encryption.replicas,
      ...(encryption.image ? { image: encryption.image } : {}),
      kesSecret: { name: secrets.kes.configuration },
      ...(secrets.kes.server ? { externalCertSecret: { name: secrets.kes.server, type: 'kubernetes.io/tls' } } : {}),
      ...(secrets.kes.kms ? { clientCertSecret: { name: secrets.kes.kms, type: 'Opaque' } } : {}),
      ...(encryption.securityContext ? { securityContext: encryption.securityContext } : {}),
    };
    if (secrets.kes.client) {
      spec.externalClientCertSecret = { name: secrets.kes.client, type: 'kubernetes.io/tls' };
    }
  }
  if (log) {
    const size = log.storageSize ?? DEFAULT_SIDE_STORAGE_GIB;
    spec.log = {
      ...(log.image ? { image: log.image } : {}),
      audit: { diskCapacityGB: Math.ceil(size) },
      db: {
        ...(log.postgres_image ? { image: log.postgres_image } : {}),
        ...(log.postgres_init_image ? { initimage: log.postgres_init_image } : {}),
        volumeClaimTemplate: claimTemplate(
          `${request.name}-log`,
          Math.round(size * 2 ** 30),
          log.storageClass ?? firstClass,
        ),
        ...(log.postgres_securityContext ? { securityContext: log.postgres_securityContext } : {}),
      },
      ...(log.securityContext ? { securityContext: log.securityContext } : {}),
    };
  }
  if (prometheus) {
    spec.prometheus = {
      ...(prometheus.image ? { image: prometheus.image } : {}),
      ...(prometheus.sidecar_image ? { sidecarimage: prometheus.sidecar_image } : {}),
      ...(prometheus.init_image ? { initimage: prometheus.init_image } : {}),
      diskCapacityGB: Math.ceil(prometheus.storageSize ?? DEFAULT_SIDE_STORAGE_GIB),
      ...((prometheus.storageClass ?? firstClass) ? { storageClassName: prometheus.storageClass ?? firstClass } : {}),
      ...(prometheus.securityContext ? { securityContext: prometheus.securityContext } : {}),
    };
  }
  return {
    apiVersion: 'minio.min.io/v2',
    kind: 'Tenant',
    metadata: {
      name: request.name,
      namespace: request.namespace,
      labels: { app: 'minio' },
      ...(request.enable_prometheus === false ? {} : { annotations: { ...PROMETHEUS_ANNOTATIONS } }),
    },
    spec,
  };
}
