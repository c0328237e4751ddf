import type { V1Secret } from '@kubernetes/client-node';
import type { UpdateTenantRequest } from '@contract/generated/api';
import { ApiError } from '@platform/errors/api-error';
import type { K8sClients } from '@platform/k8s/k8s-clients';
import { k8sCall } from '@platform/k8s/k8s-errors';
import { getTenant, TENANT_CRD, tenantAction, type TenantObject } from './tenant-resource';

/** The annotations that let a Prometheus scrape the tenant's cluster metrics (kubernetes.md §1.6). */
export const PROMETHEUS_ANNOTATIONS = {
  'prometheus.io/path': '/minio/v2/metrics/cluster',
  'prometheus.io/port': '9000',
  'prometheus.io/scrape': 'true',
};

/** The pull secret the update-version dialog's custom registry is kept in. */
export function registrySecretName(tenant: string): string {
  return `${tenant}-regcred`;
}

/**
 * The update-version dialog (spec 03 §4, §5): a new server image, or none — then `spec.image` is removed and the
 * operator falls back to its own default, the latest build it ships with. A custom registry is stored as a
 * `kubernetes.io/dockerconfigjson` Secret the pods pull with; `enable_prometheus` adds or removes the scrape
 * annotations. The Tenant is replaced with the resourceVersion it was read at, so a concurrent edit gives a 409.
 */
export async function updateTenantImage(
  clients: K8sClients,
  namespace: string,
  name: string,
  request: UpdateTenantRequest,
): Promise<void> {
  const current = await getTenant(clients, namespace, name);
  const { image: _image, imagePullSecret, ...spec } = current.spec ?? {};
  const image = request.image?.trim() ?? '';
  let pullSecret = imagePullSecret;
  if (request.image_registry) {
    await saveRegistrySecret(clients, namespace, name, request.image_registry);
    pullSecret = { name: registrySecretName(name) };
  }
  const body: TenantObject = {
    ...current,
    metadata: { ...current.metadata, annotations: withPrometheus(current, request.enable_prometheus) },
    spec: {
      ...spec,
      ...(image ? { image } : {}),
      ...(pullSecret === undefined ? {} : { imagePullSecret: pullSecret }),
    },
  };
  await k8sCall(clients.server, tenantAction('update', namespace, name), () =>
    clients.custom.replaceNamespacedCustomObject({ ...TENANT_CRD, namespace, name, body }),
  );
}

function withPrometheus(tenant: TenantObject, enable: boolean | undefined): Record<string, string> | undefined {
  const annotations = tenant.metadata?.annotations;
  if (enable === undefined) return annotations;
  if (enable) return { ...annotations, ...PROMETHEUS_ANNOTATIONS };
  const kept = Object.entries(annotations ?? {}).filter(([key]) => !(key in PROMETHEUS_ANNOTATIONS));
  return Object.fromEntries(kept);
}

export type Registry = NonNullable<UpdateTenantRequest['image_registry']>;

/** The tenant's registry pull secret (`kubernetes.io/dockerconfigjson`), labelled with the tenant. */
export function registrySecret(namespace: string, tenant: string, registry: Registry): V1Secret {
  const name = registrySecretName(tenant);
  const auth = Buffer.from(`${registry.username}:${registry.password}`).toString('base64');
  const config = { auths: { [registry.registry]: { username: registry.username, password: registry.password, auth } } };
  return {
    apiVersion: 'v1',
    kind: 'Secret',
    type: 'kubernetes.io/dockerconfigjson',
    metadata: { name, namespace, labels: { 'v1.min.io/tenant': tenant } },
    data: { '.dockerconfigjson': Buffer.from(JSON.stringify(config)).toString('base64') },
  };
}

/** Creates or replaces the tenant's registry pull secret. */
async function saveRegistrySecret(clients: K8sClients, namespace: string, tenant: string, registry: Registry) {
  const name = registrySecretName(tenant);
  const body = registrySecret(namespace, tenant, registry);
  const action = { verb: 'update', resource: 'secrets', namespace, name };
  try {
    await k8sCall(clients.server, action, () => clients.core.replaceNamespacedSecret({ namespace, name, body }));
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) throw error;
    await k8sCall(clients.server, { ...action, verb: 'create' }, () =>
      clients.core.createNamespacedSecret({ namespace, body }),
    );
  }
}
