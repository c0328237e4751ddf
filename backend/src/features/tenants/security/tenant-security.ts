import { randomBytes } from 'node:crypto';
import type { V1Secret } from '@kubernetes/client-node';
import type { Schema } from '@contract/shared/contract-types';
import { ApiError } from '@platform/errors/api-error';
import type { K8sClients } from '@platform/k8s/k8s-clients';
import { k8sCall } from '@platform/k8s/k8s-errors';
import { getTenant, TENANT_CRD, tenantAction, type TenantObject } from '../tenant-resource';
import { checkCertificate, factsOf, parseCertificate } from './certificate-check';

type TenantSecurity = Schema<'TenantSecurity'>;
type CertificateInfo = Schema<'CertificateInfo'>;
type UpdateRequest = Schema<'UpdateTenantSecurityRequest'>;

/** A reference to a certificate Secret in the Tenant's spec (`externalCertSecret[]`, `externalCaCertSecret[]`). */
interface SecretRef {
  readonly name: string;
  readonly type?: string;
}

const TLS_TYPE = 'kubernetes.io/tls';

function refsOf(tenant: TenantObject, field: 'externalCertSecret' | 'externalCaCertSecret'): SecretRef[] {
  const value = tenant.spec?.[field];
  return Array.isArray(value) ? (value as SecretRef[]).filter((ref) => typeof ref?.name === 'string') : [];
}

/**
 * The Security tab's data: whether the operator makes the inter-node certificates (`requestAutoCert`, unset means
 * on), and the certificates of the Secrets the tenant names, each read and parsed (name, domains, expiry).
 */
export async function readTenantSecurity(
  clients: K8sClients,
  namespace: string,
  name: string,
): Promise<TenantSecurity> {
  const tenant = await getTenant(clients, namespace, name);
  const read = (refs: SecretRef[]) => Promise.all(refs.map((ref) => certificateInfo(clients, namespace, ref)));
  return {
    autoCert: tenant.spec?.requestAutoCert !== false,
    customCertificates: {
      minio: await read(refsOf(tenant, 'externalCertSecret')),
      minioCAs: await read(refsOf(tenant, 'externalCaCertSecret')),
    },
  };
}

async function certificateInfo(clients: K8sClients, namespace: string, ref: SecretRef): Promise<CertificateInfo> {
  const secret = await k8sCall(clients.server, { verb: 'get', resource: 'secrets', namespace, name: ref.name }, () =>
    clients.core.readNamespacedSecret({ namespace, name: ref.name }),
  ).catch((error: unknown) => {
    // A Secret the tenant names but that is gone is still listed, so that it can be removed from the tenant.
    if (error instanceof ApiError && error.status === 404) return undefined;
    throw error;
  });
  const key = secret?.type === TLS_TYPE ? 'tls.crt' : 'public.crt';
  const encoded = secret?.data?.[key];
  if (!encoded) return { name: ref.name };
  try {
    return { name: ref.name, ...factsOf(parseCertificate(Buffer.from(encoded, 'base64').toString('utf8'), 'secret')) };
  } catch {
    return { name: ref.name };
  }
}

/**
 * Saves the Security tab: checks every new certificate first (nothing is written when one is refused), creates a
 * Secret per new pair (`kubernetes.io/tls`) and per CA (`public.crt`), replaces the Tenant (the operator restarts
 * its pods) and only then deletes the Secrets the request removed — only ones the tenant named, never any other.
 * When the Tenant cannot be replaced, the Secrets just created are removed again.
 */
export async function updateTenantSecurity(
  clients: K8sClients,
  namespace: string,
  name: string,
  request: UpdateRequest,
): Promise<void> {
  const custom = request.customCertificates;
  const decode = (base64: string) => Buffer.from(base64, 'base64').toString('utf8');
  const pairs = (custom.minio ?? []).map((pair, i) => {
    const crt = decode(pair.crt);
    const key = decode(pair.key);
    checkCertificate(crt, `certificate #${i + 1}`, key);
    return { crt, key };
  });
  const cas = (custom.minioCAs ?? []).map((ca, i) => {
    const crt = decode(ca);
    checkCertificate(crt, `CA certificate #${i + 1}`);
    return crt;
  });
  const tenant = await getTenant(clients, namespace, name);
  const certs = refsOf(tenant, 'externalCertSecret');
  const caRefs = refsOf(tenant, 'externalCaCertSecret');
  const named = new Set([...certs, ...caRefs].map((ref) => ref.name));
  const toDelete = [...new Set(custom.secretsToBeDeleted ?? [])];
  const unknown = toDelete.filter((secret) => !named.has(secret));
  if (unknown.length > 0) {
    throw new ApiError(400, `Tenant ${name} has no certificate ${unknown.join(', ')}`, 'Only its own can be removed.');
  }
  const suffix = randomBytes(3).toString('hex').slice(0, 5);
  const created: string[] = [];
  try {
    const newCerts = [];
    for (const [i, pair] of pairs.entries()) {
      const secretName = `${name}-${suffix}-external-certificates-${i}`;
      await createSecret(clients, namespace, name, secretName, TLS_TYPE, { 'tls.crt': pair.crt, 'tls.key': pair.key });
      created.push(secretName);
      newCerts.push({ name: secretName, type: TLS_TYPE });
    }
    const newCas = [];
    for (const [i, crt] of cas.entries()) {
      const secretName = `${name}-${suffix}-ca-certificate-${i}`;
      await createSecret(clients, namespace, name, secretName, 'Opaque', { 'public.crt': crt });
      created.push(secretName);
      newCas.push({ name: secretName, type: 'Opaque' });
    }
    const kept = (refs: SecretRef[]) => refs.filter((ref) => !toDelete.includes(ref.name));
    const body: TenantObject = {
      ...tenant,
      spec: {
        ...tenant.spec,
        requestAutoCert: request.autoCert,
        externalCertSecret: [...kept(certs), ...newCerts],
        externalCaCertSecret: [...kept(caRefs), ...newCas],
      },
    };
    await k8sCall(clients.server, tenantAction('update', namespace, name), () =>
      clients.custom.replaceNamespacedCustomObject({ ...TENANT_CRD, namespace, name, body }),
    );
  } catch (error) {
    await Promise.allSettled(created.map((secret) => deleteSecret(clients, namespace, secret)));
    throw error;
  }
  for (const secret of toDelete) await deleteSecret(clients, namespace, secret);
}

async function createSecret(
  clients: K8sClients,
  namespace: string,
  tenant: string,
  name: string,
  type: string,
  files: Record<string, string>,
): Promise<void> {
  const body: V1Secret = {
    apiVersion: 'v1',
    kind: 'Secret',
    type,
    metadata: { name, namespace, labels: { 'v1.min.io/tenant': tenant } },
    data: Object.fromEntries(Object.entries(files).map(([key, text]) => [key, Buffer.from(text).toString('base64')])),
  };
  await k8sCall(clients.server, { verb: 'create', resource: 'secrets', namespace, name }, () =>
    clients.core.createNamespacedSecret({ namespace, body }),
  );
}

async function deleteSecret(clients: K8sClients, namespace: string, name: string): Promise<void> {
  await k8sCall(clients.server, { verb: 'delete', resource: 'secrets', namespace, name }, () =>
    clients.core.deleteNamespacedSecret({ namespace, name }),
  ).catch((error: unknown) => {
    if (!(error instanceof ApiError && error.status === 404)) throw error;
  });
}
