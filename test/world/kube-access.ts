import { kubeCall, type KubeConnection } from './kube-http';

/** The identity the console is tested with: a service account with just the rights operator mode needs. */
export interface TestServiceAccount {
  readonly namespace: string;
  readonly serviceAccount: string;
  /** A JWT minted by the TokenRequest API, signed with the API server's service-account key. */
  readonly token: string;
}

export const TEST_NAMESPACE = 'object-console-test';
export const TEST_SERVICE_ACCOUNT = 'console-tester';
const ROLE = 'object-console-tester';

/**
 * Creates the test namespace, a service account, a ClusterRole (namespaces: read; tenants: everything; deliberately
 * nothing on secrets, so tests can see a real 403) bound to it, and mints a one-hour token for it.
 */
export async function createTestServiceAccount(admin: KubeConnection): Promise<TestServiceAccount> {
  const namespace = TEST_NAMESPACE;
  const name = TEST_SERVICE_ACCOUNT;
  await kubeCall(
    admin,
    'POST',
    '/api/v1/namespaces',
    { apiVersion: 'v1', kind: 'Namespace', metadata: { name: namespace } },
    [409],
  );
  await kubeCall(
    admin,
    'POST',
    `/api/v1/namespaces/${namespace}/serviceaccounts`,
    { apiVersion: 'v1', kind: 'ServiceAccount', metadata: { name } },
    [409],
  );
  const rbac = '/apis/rbac.authorization.k8s.io/v1';
  await kubeCall(
    admin,
    'POST',
    `${rbac}/clusterroles`,
    {
      apiVersion: 'rbac.authorization.k8s.io/v1',
      kind: 'ClusterRole',
      metadata: { name: ROLE },
      rules: [
        { apiGroups: [''], resources: ['namespaces'], verbs: ['get', 'list', 'watch'] },
        { apiGroups: ['minio.min.io'], resources: ['tenants'], verbs: ['*'] },
      ],
    },
    [409],
  );
  await kubeCall(
    admin,
    'POST',
    `${rbac}/clusterrolebindings`,
    {
      apiVersion: 'rbac.authorization.k8s.io/v1',
      kind: 'ClusterRoleBinding',
      metadata: { name: ROLE },
      roleRef: { apiGroup: 'rbac.authorization.k8s.io', kind: 'ClusterRole', name: ROLE },
      subjects: [{ kind: 'ServiceAccount', name, namespace }],
    },
    [409],
  );
  const request = await kubeCall<{ status?: { token?: string } }>(
    admin,
    'POST',
    `/api/v1/namespaces/${namespace}/serviceaccounts/${name}/token`,
    { apiVersion: 'authentication.k8s.io/v1', kind: 'TokenRequest', spec: { expirationSeconds: 86_400 } },
  );
  const token = request.status?.token;
  if (!token) throw new Error('TokenRequest answered without a token');
  return { namespace, serviceAccount: name, token };
}
