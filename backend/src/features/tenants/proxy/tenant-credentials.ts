import { ApiError } from '@platform/errors/api-error';
import type { K8sClients } from '@platform/k8s/k8s-clients';
import { k8sCall } from '@platform/k8s/k8s-errors';
import type { TenantObject } from '../tenant-resource';

/** A tenant's root access key and secret key. */
export interface TenantCredentials {
  readonly accessKey: string;
  readonly secretKey: string;
}

/**
 * The root credentials of a tenant, read WITH THE USER'S TOKEN so that a user who may not read the tenant's secrets
 * gets Kubernetes' own 403 ("get secrets … in namespace …") instead of the tenant's console. The operator keeps them
 * in the Secret named by `spec.configuration` (key `config.env`); older tenants in `spec.credsSecret` (keys
 * `accesskey`/`secretkey`), which is read when `config.env` has none (kubernetes.md §1.4).
 */
export async function tenantRootCredentials(clients: K8sClients, tenant: TenantObject): Promise<TenantCredentials> {
  const namespace = tenant.metadata?.namespace ?? '';
  const name = tenant.metadata?.name ?? '';
  const configuration = tenant.spec?.configuration?.name;
  const legacy = tenant.spec?.credsSecret?.name;
  let found: Partial<TenantCredentials> = {};
  if (configuration) {
    const data = await secretData(clients, namespace, configuration);
    found = credentialsFromConfigEnv(data['config.env'] ?? '');
  }
  if ((!found.accessKey || !found.secretKey) && legacy) {
    const data = await secretData(clients, namespace, legacy);
    found = { accessKey: data.accesskey, secretKey: data.secretkey };
  }
  if (!found.accessKey || !found.secretKey) {
    throw new ApiError(
      409,
      `Tenant ${name} has no root credentials the console can use`,
      'Neither the Secret named in spec.configuration (config.env with MINIO_ROOT_USER and MINIO_ROOT_PASSWORD) nor spec.credsSecret holds them',
    );
  }
  return { accessKey: found.accessKey, secretKey: found.secretKey };
}

/**
 * The credentials in a `config.env` text: shell lines `export KEY="value"` as the operator writes them (quotes and
 * `export` optional). The current names win over the deprecated `MINIO_ACCESS_KEY`/`MINIO_SECRET_KEY`.
 */
export function credentialsFromConfigEnv(text: string): Partial<TenantCredentials> {
  const env = parseConfigEnv(text);
  return {
    accessKey: env.get('MINIO_ROOT_USER') ?? env.get('MINIO_ACCESS_KEY'),
    secretKey: env.get('MINIO_ROOT_PASSWORD') ?? env.get('MINIO_SECRET_KEY'),
  };
}

/** The variables of a `config.env` text: shell lines `export KEY="value"` (quotes and `export` optional). */
export function parseConfigEnv(text: string): Map<string, string> {
  const env = new Map<string, string>();
  for (const line of text.split(/\r?\n/)) {
    const match = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)=(.*)$/.exec(line);
    if (match?.[1] !== undefined) env.set(match[1], unquote((match[2] ?? '').trim()));
  }
  return env;
}

function unquote(value: string): string {
  const quoted = /^"(.*)"$/.exec(value) ?? /^'(.*)'$/.exec(value);
  return quoted?.[1] ?? value;
}

async function secretData(clients: K8sClients, namespace: string, name: string): Promise<Record<string, string>> {
  const secret = await k8sCall(clients.server, { verb: 'get', resource: 'secrets', namespace, name }, () =>
    clients.core.readNamespacedSecret({ namespace, name }),
  );
  return Object.fromEntries(
    Object.entries(secret.data ?? {}).map(([key, value]) => [key, Buffer.from(value, 'base64').toString('utf8')]),
  );
}
