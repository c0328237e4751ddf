import { existsSync, readFileSync } from 'node:fs';
import type { V1Secret } from '@kubernetes/client-node';
import { ApiError } from '../../platform/errors/api-error';
import type { K8sClients } from '../../platform/k8s/k8s-clients';
import { k8sCall } from '../../platform/k8s/k8s-errors';

/** The Secret that keeps the console's licence in operator mode (no MinIO of its own to keep it in). */
export const LICENCE_SECRET = 'subnet-license';
const LICENCE_KEY = 'license';
const POD_NAMESPACE_FILE = '/var/run/secrets/kubernetes.io/serviceaccount/namespace';

/** Where the licence Secret lives: the configured namespace, else the console pod's own, else `default`. */
export function licenceNamespace(configured: string | undefined): string {
  if (configured) return configured;
  return existsSync(POD_NAMESPACE_FILE) ? readFileSync(POD_NAMESPACE_FILE, 'utf8').trim() || 'default' : 'default';
}

/** The licence kept in the Secret, read with the user's token; undefined when there is none. */
export async function readOperatorLicence(clients: K8sClients, namespace: string): Promise<string | undefined> {
  const action = { verb: 'get', resource: 'secrets', namespace, name: LICENCE_SECRET };
  try {
    const secret = await k8sCall(clients.server, action, () =>
      clients.core.readNamespacedSecret({ namespace, name: LICENCE_SECRET }),
    );
    const value = Buffer.from(secret.data?.[LICENCE_KEY] ?? '', 'base64')
      .toString('utf8')
      .trim();
    return value === '' ? undefined : value;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return undefined;
    throw error;
  }
}

/** Keeps `licence` in the Secret (created when missing), with the user's token. */
export async function writeOperatorLicence(clients: K8sClients, namespace: string, licence: string): Promise<void> {
  const body: V1Secret = {
    apiVersion: 'v1',
    kind: 'Secret',
    type: 'Opaque',
    metadata: { name: LICENCE_SECRET, namespace },
    data: { [LICENCE_KEY]: Buffer.from(licence).toString('base64') },
  };
  const action = { verb: 'update', resource: 'secrets', namespace, name: LICENCE_SECRET };
  try {
    await k8sCall(clients.server, action, () =>
      clients.core.replaceNamespacedSecret({ namespace, name: LICENCE_SECRET, body }),
    );
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) throw error;
    await k8sCall(clients.server, { ...action, verb: 'create' }, () =>
      clients.core.createNamespacedSecret({ namespace, body }),
    );
  }
}
