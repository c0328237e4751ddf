import type { V1ResourceQuota } from '@kubernetes/client-node';
import type { Schema } from '@contract/shared/contract-types';
import { ApiError } from '@platform/errors/api-error';
import type { K8sClients } from '@platform/k8s/k8s-clients';
import { k8sCall } from '@platform/k8s/k8s-errors';
import { quantityToBytes } from '@platform/k8s/quantity';

/** The quota key of a storage class's requested storage. */
export const STORAGE_CLASS_SUFFIX = '.storageclass.storage.k8s.io/requests.storage';
/** "No limit" for a storage class no quota covers (the largest exact JS integer; Kubernetes' own is 2^63 − 1). */
export const UNLIMITED = Number.MAX_SAFE_INTEGER;

type QuotaElement = Schema<'ResourceQuota'>['elements'][number];

/** The name of the quota the wizard reads for a namespace. */
export function storageQuotaName(namespace: string): string {
  return `${namespace}-storagequota`;
}

type StorageQuota = Schema<'ResourceQuota'>;

/**
 * A namespace's storage quota per storage class (spec 03 §7). Without such a quota every storage class of the
 * cluster is offered without limit — after checking the namespace exists, so a mistyped namespace is a 404 the
 * wizard turns into its "create namespace" offer.
 *
 * A user whose RBAC covers one namespace often may not read its quotas, nor list the cluster's storage classes: the
 * answer then degrades instead of failing — storage classes without limits when the quota is refused, and
 * `source: unknown` with the refusal when the classes are refused too (the wizard asks for the name).
 */
export async function readStorageQuota(clients: K8sClients, namespace: string, name: string): Promise<StorageQuota> {
  let quota: V1ResourceQuota | undefined;
  let refusal: string | undefined;
  try {
    quota = await readQuota(clients, namespace, name);
  } catch (error) {
    if (!forbidden(error)) throw error;
    refusal = error.message;
  }
  if (quota) return { name, source: 'quota', elements: quotaElements(quota) };
  await checkNamespaceExists(clients, namespace);
  let classes: string[];
  try {
    classes = await listStorageClasses(clients);
  } catch (error) {
    if (!forbidden(error)) throw error;
    return {
      name,
      source: 'unknown',
      elements: [],
      unreadable: refusal ? `${refusal}; ${error.message}` : error.message,
    };
  }
  return {
    name,
    source: 'storageClasses',
    ...(refusal ? { unreadable: refusal } : {}),
    elements: classes.map((storageClass) => ({
      name: `${storageClass}${STORAGE_CLASS_SUFFIX}`,
      hard: UNLIMITED,
      used: 0,
    })),
  };
}

function forbidden(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 403;
}

/** A 404 for a namespace that does not exist; a user who may not read namespaces is let through (it may exist). */
async function checkNamespaceExists(clients: K8sClients, namespace: string): Promise<void> {
  try {
    await k8sCall(clients.server, { verb: 'get', resource: 'namespaces', name: namespace }, () =>
      clients.core.readNamespace({ name: namespace }),
    );
  } catch (error) {
    if (!forbidden(error)) throw error;
  }
}

/**
 * The storage-class limits of the namespace's quota itself, undefined when it has none: all a creation has to check
 * (without a quota every class is unlimited, so the fallback of {@link readStorageQuota} would only cost calls).
 */
export async function readQuotaElements(
  clients: K8sClients,
  namespace: string,
  name: string,
): Promise<QuotaElement[] | undefined> {
  const quota = await readQuota(clients, namespace, name);
  return quota && quotaElements(quota);
}

async function readQuota(clients: K8sClients, namespace: string, name: string): Promise<V1ResourceQuota | undefined> {
  try {
    return await k8sCall(clients.server, { verb: 'get', resource: 'resourcequotas', namespace, name }, () =>
      clients.json<V1ResourceQuota>(
        'GET',
        `/api/v1/namespaces/${encodeURIComponent(namespace)}/resourcequotas/${encodeURIComponent(name)}`,
      ),
    );
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return undefined;
    throw error;
  }
}

/**
 * The storage-class entries of a quota. The limits come from the status the quota controller computes (what is
 * enforced); a quota it has not processed yet counts its spec with nothing used.
 */
function quotaElements(quota: V1ResourceQuota): QuotaElement[] {
  const hard = quota.status?.hard ?? quota.spec?.hard ?? {};
  const used = quota.status?.used ?? {};
  return Object.entries(hard)
    .filter(([key]) => key.endsWith(STORAGE_CLASS_SUFFIX))
    .map(([key, value]) => ({ name: key, hard: quantityToBytes(value) ?? 0, used: quantityToBytes(used[key]) ?? 0 }));
}

/**
 * The cluster's storage class names. Read through the generic object API (`/apis/storage.k8s.io/v1/storageclasses`)
 * rather than a typed client: it is the only storage.k8s.io call operator mode makes.
 */
export async function listStorageClasses(clients: K8sClients): Promise<string[]> {
  const list = (await k8sCall(clients.server, { verb: 'list', resource: 'storageclasses.storage.k8s.io' }, () =>
    clients.custom.listClusterCustomObject({ group: 'storage.k8s.io', version: 'v1', plural: 'storageclasses' }),
  )) as { items?: Array<{ metadata?: { name?: string } }> };
  return (list.items ?? []).map((item) => item.metadata?.name ?? '').filter((name) => name !== '');
}
