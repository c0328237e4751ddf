import { readFileSync } from 'node:fs';
import { unique } from '@test/support/unique';
import { kubeCall, type KubeConnection } from '@test/world/kube-http';
import type { KubeServer } from '@test/world/state';

/**
 * The Kubernetes side of the operator tests: identities, namespaces and tenants made as the admin, as the operator
 * would have made them (no operator runs in the test world). The console under test only ever gets minted SA tokens.
 */
export function adminOf(kube: KubeServer): KubeConnection {
  return { server: kube.server, ca: readFileSync(kube.caFile, 'utf8'), token: kube.adminToken };
}

export interface RbacRule {
  readonly apiGroups: string[];
  readonly resources: string[];
  readonly verbs: string[];
}

/** A service account bound to a ClusterRole of exactly these rules, its token, and how to remove them again. */
export interface MintedIdentity {
  readonly token: string;
  readonly namespace: string;
  readonly name: string;
  remove(): Promise<void>;
}

const RBAC = '/apis/rbac.authorization.k8s.io/v1';

/** Creates a service account with a ClusterRole of `rules` (cluster-wide binding) and mints a TokenRequest JWT. */
export async function mintIdentity(
  admin: KubeConnection,
  namespace: string,
  rules: RbacRule[],
): Promise<MintedIdentity> {
  const name = unique('op-test');
  await kubeCall(admin, 'POST', `/api/v1/namespaces/${namespace}/serviceaccounts`, {
    apiVersion: 'v1',
    kind: 'ServiceAccount',
    metadata: { name },
  });
  await kubeCall(admin, 'POST', `${RBAC}/clusterroles`, {
    apiVersion: 'rbac.authorization.k8s.io/v1',
    kind: 'ClusterRole',
    metadata: { name },
    rules,
  });
  await kubeCall(admin, 'POST', `${RBAC}/clusterrolebindings`, {
    apiVersion: 'rbac.authorization.k8s.io/v1',
    kind: 'ClusterRoleBinding',
    metadata: { name },
    roleRef: { apiGroup: 'rbac.authorization.k8s.io', kind: 'ClusterRole', name },
    subjects: [{ kind: 'ServiceAccount', name, namespace }],
  });
  return {
    token: await tokenFor(admin, namespace, name),
    namespace,
    name,
    remove: async () => {
      await kubeCall(admin, 'DELETE', `${RBAC}/clusterrolebindings/${name}`, undefined, [404]);
      await kubeCall(admin, 'DELETE', `${RBAC}/clusterroles/${name}`, undefined, [404]);
      await kubeCall(admin, 'DELETE', `/api/v1/namespaces/${namespace}/serviceaccounts/${name}`, undefined, [404]);
    },
  };
}

/**
 * A fresh TokenRequest JWT for an existing service account (the world's own token expires an hour after it started,
 * and a long-running world outlives it).
 */
export async function tokenFor(
  admin: KubeConnection,
  namespace: string,
  name: string,
  seconds = 3600,
): Promise<string> {
  const request = await kubeCall<{ status?: { token?: string } }>(
    admin,
    'POST',
    `/api/v1/namespaces/${namespace}/serviceaccounts/${name}/token`,
    { apiVersion: 'authentication.k8s.io/v1', kind: 'TokenRequest', spec: { expirationSeconds: seconds } },
  );
  const token = request.status?.token;
  if (!token) throw new Error('TokenRequest answered without a token');
  return token;
}

/** Creates a namespace for one test file. Without a controller-manager it stays Terminating after deletion. */
export async function createNamespace(admin: KubeConnection, prefix: string): Promise<string> {
  const name = unique(prefix);
  await kubeCall(admin, 'POST', '/api/v1/namespaces', { apiVersion: 'v1', kind: 'Namespace', metadata: { name } });
  return name;
}

export const TENANTS = '/apis/minio.min.io/v2';

/**
 * Removes a test namespace and what a test made in it: tenants, pods (at once: no kubelet would confirm their end)
 * and volume claims, then the namespace itself. Missing ones are fine.
 */
export async function removeNamespace(admin: KubeConnection, namespace: string): Promise<void> {
  await kubeCall(admin, 'DELETE', `${TENANTS}/namespaces/${namespace}/tenants`, undefined, [404]);
  await kubeCall(admin, 'DELETE', `/api/v1/namespaces/${namespace}/pods?gracePeriodSeconds=0`, undefined, [404]);
  await kubeCall(admin, 'DELETE', `/api/v1/namespaces/${namespace}/persistentvolumeclaims`, undefined, [404]);
  await kubeCall(admin, 'DELETE', `/api/v1/namespaces/${namespace}`, undefined, [404]);
}

/** What the operator would have written into a tenant's status (no operator runs in the test world). */
export interface TenantStatusFixture {
  readonly currentState: string;
  readonly healthStatus: string;
  readonly usage?: { capacity: number; rawCapacity: number; usage: number; rawUsage: number };
  readonly drivesOnline?: number;
  readonly writeQuorum?: number;
}

/** Creates a one-pool Tenant (4 servers × 2 volumes × 1Gi) and writes its status through the status subresource. */
export async function createTenant(
  admin: KubeConnection,
  namespace: string,
  name: string,
  status?: TenantStatusFixture,
  extraSpec: Record<string, unknown> = {},
): Promise<void> {
  const created = await kubeCall<Record<string, unknown>>(admin, 'POST', `${TENANTS}/namespaces/${namespace}/tenants`, {
    apiVersion: 'minio.min.io/v2',
    kind: 'Tenant',
    metadata: { name, namespace },
    spec: {
      image: 'minio/minio:RELEASE.2022-12-12T19-27-27Z',
      requestAutoCert: false,
      pools: [
        {
          name: 'pool-0',
          servers: 4,
          volumesPerServer: 2,
          volumeClaimTemplate: {
            metadata: { name: 'data' },
            spec: { accessModes: ['ReadWriteOnce'], resources: { requests: { storage: '1Gi' } } },
          },
        },
      ],
      ...extraSpec,
    },
  });
  if (!status) return;
  // The v4 CRD makes these bookkeeping fields of the operator required in any status.
  const required = {
    availableReplicas: 4,
    revision: 0,
    syncVersion: 'v4.3.0',
    certificates: { autoCertEnabled: false },
    pools: [{ ssName: `${name}-pool-0`, state: 'PoolInitialized' }],
  };
  await kubeCall(admin, 'PUT', `${TENANTS}/namespaces/${namespace}/tenants/${name}/status`, {
    ...created,
    status: { ...required, ...status },
  });
}
