import type { V1Node } from '@kubernetes/client-node';
import type { CreateTenantRequest } from '@contract/generated/api';
import type { Schema } from '@contract/shared/contract-types';
import { imageProblem, namespaceProblem, tenantNameProblem } from '@contract/shared/tenants/tenant-names';
import {
  formatQuantity,
  memoryProblem,
  MIN_MEMORY_BYTES,
  parityChoices,
  poolShapeProblem,
  sizingMessages,
} from '@contract/shared/tenants/tenant-sizing';
import { ApiError } from '@platform/errors/api-error';
import type { K8sClients } from '@platform/k8s/k8s-clients';
import { k8sCall } from '@platform/k8s/k8s-errors';
import { quantityToBytes } from '@platform/k8s/quantity';
import { TENANT_RESOURCE } from '../tenant-resource';
import { tenantsPath } from './tenant-paths';
import { listNodes, maxAllocatableMemory } from './cluster-nodes';
import { readQuotaElements, STORAGE_CLASS_SUFFIX, storageQuotaName } from './storage-quota';

type QuotaElements = Schema<'ResourceQuota'>['elements'];

/** The wizard step a rule belongs to, named in the refusal so the user knows where to fix it. */
type Step = 'Setup' | 'Configure' | 'Images' | 'Identity Provider' | 'Security' | 'Encryption';

export const createMessages = {
  namespaceMissing: (namespace: string) => `The namespace ${namespace} does not exist; create it first`,
  oneTenantPerNamespace: 'You can only create one tenant per namespace',
  encryptionNeedsTls:
    'Server-side encryption needs TLS with automatic certificates or at least one custom certificate and key',
  oneProvider: 'Choose exactly one key server provider for encryption',
  kesCertificates: 'Custom certificates: the key server needs server and client keys and certificates',
  oneIdentityProvider: 'Choose one identity provider',
} as const;

function refuse(step: Step, rule: string, detail: string): never {
  throw new ApiError(400, rule, `${step} step: ${detail}`);
}

/** Whether a call was refused by RBAC: then a check that only helps the user is skipped, not the creation. */
function forbidden(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403;
}

/** A call's outcome, held until its turn comes: the reads start together but are judged one by one, in order. */
type Settled<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: unknown };

function settle<T>(call: () => Promise<T>): Promise<Settled<T>> {
  return call().then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );
}

function valueOf<T>(settled: Settled<T>): T {
  if (!settled.ok) throw settled.error;
  return settled.value;
}

/**
 * Every rule of spec 03 §5 that the server can check before creating anything: names, the namespace (exists, no
 * tenant yet), parity possible for the pool, memory within what the nodes allow, the storage quota, images, and the
 * encryption and identity choices. The first broken rule is refused with a 400 naming it and its step.
 *
 * The cluster reads (namespace, its tenants, the nodes, the quota) are independent, so they are made at once — one
 * round trip instead of four — and then judged in the order above, so the rule reported first is the same as when
 * they ran one after another.
 */
export async function checkCreateRequest(clients: K8sClients, request: CreateTenantRequest): Promise<void> {
  const { name, namespace } = request;
  const nameRule = tenantNameProblem(name);
  if (nameRule) refuse('Setup', nameRule, `tenant name "${name}"`);
  checkChoices(request);

  const namespaceRule = namespaceProblem(namespace);
  if (namespaceRule) refuse('Setup', namespaceRule, `namespace "${namespace}"`);

  const needsNodes = request.pools.some((pool) => memoryRequested(pool) !== undefined);
  const [namespaceRead, tenantsRead, nodesRead, quotaRead] = await Promise.all([
    settle(() =>
      k8sCall(clients.server, { verb: 'get', resource: 'namespaces', name: namespace }, () =>
        clients.json('GET', `/api/v1/namespaces/${encodeURIComponent(namespace)}`),
      ),
    ),
    // One is enough to refuse.
    settle(async () => {
      const list = await k8sCall(clients.server, { verb: 'list', resource: TENANT_RESOURCE, namespace }, () =>
        clients.json<{ items?: unknown[] }>('GET', `${tenantsPath(namespace)}?limit=1`),
      );
      return list.items ?? [];
    }),
    needsNodes ? settle(() => listNodes(clients)) : undefined,
    settle(() => readQuotaElements(clients, namespace, storageQuotaName(namespace))),
  ]);

  if (!namespaceRead.ok) {
    const error = namespaceRead.error;
    if (error instanceof ApiError && error.status === 404) {
      refuse('Setup', createMessages.namespaceMissing(namespace), 'the wizard offers to create it');
    }
    if (!forbidden(error)) throw error;
  }
  if (valueOf(tenantsRead).length > 0) {
    refuse('Setup', createMessages.oneTenantPerNamespace, `namespace ${namespace} already has a tenant`);
  }

  const [first] = request.pools;
  if (first) {
    const choices = parityChoices(first.servers, first.volumes_per_server);
    const drives = first.servers * first.volumes_per_server;
    const shapeProblem = poolShapeProblem(first.servers, first.volumes_per_server);
    if (shapeProblem) refuse('Setup', shapeProblem, `${first.servers} servers × ${first.volumes_per_server} drives`);
    const parity = request.erasureCodingParity;
    if (parity !== undefined && !choices.includes(`EC:${parity}`)) {
      refuse('Setup', sizingMessages.parityNotOffered(parity, choices), `${drives} drives`);
    }
  }
  for (const pool of request.pools) checkMemory(pool, nodesRead);
  checkQuota(request, quotaRead);
}

/** Rules on the request alone (no cluster calls). */
function checkChoices(request: CreateTenantRequest): void {
  const image = request.image ?? '';
  const imageRule = imageProblem(image, 'minio/minio:VERSION');
  if (imageRule) refuse('Images', imageRule, `image "${image}"`);
  const idp = request.idp;
  if (idp && [idp.keys, idp.oidc, idp.active_directory].filter((part) => part !== undefined).length !== 1) {
    refuse('Identity Provider', createMessages.oneIdentityProvider, 'send one of keys, oidc, active_directory');
  }
  const encryption = request.encryption;
  if (!encryption) return;
  const tlsOn = request.enable_tls !== false;
  const customCertificates = (request.tls?.minio ?? []).length > 0;
  if (!tlsOn) refuse('Encryption', createMessages.encryptionNeedsTls, 'TLS is off');
  const providers = [encryption.vault, encryption.aws, encryption.gemalto, encryption.azure, encryption.gcp];
  if (providers.filter((provider) => provider !== undefined).length !== 1) {
    refuse('Encryption', createMessages.oneProvider, 'send one of vault, aws, gemalto, azure, gcp');
  }
  // With automatic certificates the operator issues the key server's certificates too.
  if (customCertificates && (!encryption.server || !encryption.client)) {
    refuse('Encryption', createMessages.kesCertificates, 'server and client key pairs are missing');
  }
}

function memoryRequested(pool: CreateTenantRequest['pools'][number]): number | undefined {
  return quantityToBytes(pool.resources?.requests?.memory);
}

function checkMemory(pool: CreateTenantRequest['pools'][number], nodesRead: Settled<V1Node[]> | undefined): void {
  const requested = memoryRequested(pool);
  if (requested === undefined || nodesRead === undefined) return;
  if (requested < MIN_MEMORY_BYTES)
    refuse('Setup', sizingMessages.memoryTooSmall, `requested ${formatQuantity(requested)}`);
  // A user who may not list nodes cannot be told what fits; the scheduler will.
  if (!nodesRead.ok && forbidden(nodesRead.error)) return;
  const max = maxAllocatableMemory(valueOf(nodesRead), pool.servers);
  const rule = memoryProblem(requested, max);
  if (rule) refuse('Setup', rule, `${pool.servers} servers, at most ${formatQuantity(max)} each`);
}

/** Without a quota (or one the user may not read) every storage class is unlimited: nothing to check. */
function checkQuota(request: CreateTenantRequest, quotaRead: Settled<QuotaElements | undefined>): void {
  if (!quotaRead.ok && forbidden(quotaRead.error)) return;
  const elements = valueOf(quotaRead);
  if (!elements) return;
  const requestedByClass = new Map<string, number>();
  for (const pool of request.pools) {
    const storageClass = pool.volume_configuration.storage_class_name ?? '';
    const bytes = pool.servers * pool.volumes_per_server * pool.volume_configuration.size;
    requestedByClass.set(storageClass, (requestedByClass.get(storageClass) ?? 0) + bytes);
  }
  for (const element of elements) {
    const storageClass = element.name.slice(0, -STORAGE_CLASS_SUFFIX.length);
    const requested = requestedByClass.get(storageClass) ?? 0;
    const limit = element.hard - element.used;
    if (requested > limit) {
      refuse(
        'Setup',
        sizingMessages.overQuota(formatQuantity(limit)),
        `storage class ${storageClass}: ${formatQuantity(requested)} requested`,
      );
    }
  }
}
