import type { V1Secret } from '@kubernetes/client-node';
import { ApiError } from '@platform/errors/api-error';
import type { K8sClients } from '@platform/k8s/k8s-clients';
import { k8sCall } from '@platform/k8s/k8s-errors';
import { parseConfigEnv } from './proxy/tenant-credentials';
import { getTenant, TENANT_CRD, tenantAction, type TenantObject } from './tenant-resource';

/** The variable through which MinIO reads its subscription licence (it wins over the `subnet` configuration). */
const LICENCE_VARIABLE = 'MINIO_SUBNET_LICENSE';
const CONFIG_KEY = 'config.env';

function configurationSecretName(tenant: TenantObject): string | undefined {
  return tenant.spec?.configuration?.name;
}

async function readSecret(clients: K8sClients, namespace: string, name: string): Promise<V1Secret | undefined> {
  try {
    return await k8sCall(clients.server, { verb: 'get', resource: 'secrets', namespace, name }, () =>
      clients.core.readNamespacedSecret({ namespace, name }),
    );
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return undefined;
    throw error;
  }
}

function configText(secret: V1Secret | undefined): string {
  return Buffer.from(secret?.data?.[CONFIG_KEY] ?? '', 'base64').toString('utf8');
}

/**
 * The licence attached to a tenant: `MINIO_SUBNET_LICENSE` in its configuration Secret's `config.env`. Undefined
 * when it has none, and when the user may not read the Secret (the tab then offers attaching one).
 */
export async function readTenantLicence(clients: K8sClients, tenant: TenantObject): Promise<string | undefined> {
  const name = configurationSecretName(tenant);
  if (!name) return undefined;
  try {
    const secret = await readSecret(clients, tenant.metadata?.namespace ?? '', name);
    return parseConfigEnv(configText(secret)).get(LICENCE_VARIABLE) || undefined;
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) return undefined;
    throw error;
  }
}

/**
 * Attaches a licence to a tenant: its `config.env` gets `export MINIO_SUBNET_LICENSE="…"` (replacing an older one),
 * which the operator hands to the tenant's servers. A tenant without a configuration Secret gets one,
 * `<tenant>-env-configuration`, named in its spec.
 */
export async function attachTenantLicence(
  clients: K8sClients,
  namespace: string,
  name: string,
  licence: string,
): Promise<void> {
  const tenant = await getTenant(clients, namespace, name);
  const secretName = configurationSecretName(tenant) ?? `${name}-env-configuration`;
  const current = await readSecret(clients, namespace, secretName);
  const kept = configText(current)
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '' && !new RegExp(`^\\s*(export\\s+)?${LICENCE_VARIABLE}=`).test(line));
  const text = [...kept, `export ${LICENCE_VARIABLE}="${licence}"`, ''].join('\n');
  const data = { ...current?.data, [CONFIG_KEY]: Buffer.from(text).toString('base64') };
  const action = { verb: current ? 'update' : 'create', resource: 'secrets', namespace, name: secretName };
  await k8sCall(clients.server, action, () =>
    current
      ? clients.core.replaceNamespacedSecret({ namespace, name: secretName, body: { ...current, data } })
      : clients.core.createNamespacedSecret({
          namespace,
          body: {
            apiVersion: 'v1',
            kind: 'Secret',
            type: 'Opaque',
            metadata: { name: secretName, namespace, labels: { 'v1.min.io/tenant': name } },
            data,
          },
        }),
  );
  if (configurationSecretName(tenant)) return;
  const body: TenantObject = { ...tenant, spec: { ...tenant.spec, configuration: { name: secretName } } };
  await k8sCall(clients.server, tenantAction('update', namespace, name), () =>
    clients.custom.replaceNamespacedCustomObject({ ...TENANT_CRD, namespace, name, body }),
  );
}
