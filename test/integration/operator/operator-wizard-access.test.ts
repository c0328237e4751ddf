import type { CreateTenantRequest } from '@contract/generated/api';
import { dataOf } from '@test/support/api-client';
import { unique } from '@test/support/unique';
import { kubeCall, kubeRequest } from '@test/world/kube-http';
import { operatorFixture } from './operator-app';
import { mintIdentity, TENANTS, tokenFor, type RbacRule } from './operator-fixture';
import { ClusterCapacity, removeSecrets, WIZARD_RULES } from './cluster-capacity-fixture';

const GiB = 2 ** 30;
const RBAC = '/apis/rbac.authorization.k8s.io/v1';
const QUOTA = '/api/v1/namespaces/{namespace}/resourcequotas/{resourceQuota}';
const quotaOf = (namespace: string) => ({
  params: { path: { namespace, resourceQuota: `${namespace}-storagequota` } },
});

/** What a user needs to create a tenant in one namespace (a Role there): no quotas, nodes or storage classes. */
const NAMESPACE_WIZARD_RULES: RbacRule[] = [
  { apiGroups: ['minio.min.io'], resources: ['tenants'], verbs: ['get', 'list', 'create'] },
  { apiGroups: [''], resources: ['secrets'], verbs: ['create', 'delete'] },
];

/**
 * The wizard for users with less than cluster-wide rights, against the real API server: a user whose RBAC covers
 * one namespace is offered the cluster's storage classes when it may list them, else told why and lets the class be
 * typed — and still creates the tenant; and a token revoked between the wizard's steps ends in a 401 that says so,
 * with nothing created (read back as the admin).
 */
describe('operator mode: the wizard with a namespace-scoped or revoked token', () => {
  const world = operatorFixture();
  const { admin } = world;
  const cluster = new ClusterCapacity(admin);
  let storageClass = '';

  beforeAll(async () => {
    world.cleanup.later(() => cluster.remove());
    storageClass = await cluster.storageClass('it-ns-sc');
  }, 120_000);

  async function namespace(prefix: string): Promise<string> {
    const name = await world.namespace(prefix);
    world.cleanup.later(() => removeSecrets(admin, name));
    return name;
  }

  /** A service account of `namespace` with a Role of `rules` there (and a ClusterRole of `clusterRules`); its token. */
  async function namespacedUser(namespace: string, clusterRules: RbacRule[] = []): Promise<string> {
    const name = unique('ns-wiz');
    await kubeCall(admin, 'POST', `/api/v1/namespaces/${namespace}/serviceaccounts`, {
      apiVersion: 'v1',
      kind: 'ServiceAccount',
      metadata: { name },
    });
    const subjects = [{ kind: 'ServiceAccount', name, namespace }];
    await kubeCall(admin, 'POST', `${RBAC}/namespaces/${namespace}/roles`, {
      apiVersion: 'rbac.authorization.k8s.io/v1',
      kind: 'Role',
      metadata: { name },
      rules: NAMESPACE_WIZARD_RULES,
    });
    await kubeCall(admin, 'POST', `${RBAC}/namespaces/${namespace}/rolebindings`, {
      apiVersion: 'rbac.authorization.k8s.io/v1',
      kind: 'RoleBinding',
      metadata: { name },
      roleRef: { apiGroup: 'rbac.authorization.k8s.io', kind: 'Role', name },
      subjects,
    });
    if (clusterRules.length > 0) {
      await kubeCall(admin, 'POST', `${RBAC}/clusterroles`, {
        apiVersion: 'rbac.authorization.k8s.io/v1',
        kind: 'ClusterRole',
        metadata: { name },
        rules: clusterRules,
      });
      await kubeCall(admin, 'POST', `${RBAC}/clusterrolebindings`, {
        apiVersion: 'rbac.authorization.k8s.io/v1',
        kind: 'ClusterRoleBinding',
        metadata: { name },
        roleRef: { apiGroup: 'rbac.authorization.k8s.io', kind: 'ClusterRole', name },
        subjects,
      });
      world.cleanup.later(async () => {
        await kubeCall(admin, 'DELETE', `${RBAC}/clusterrolebindings/${name}`, undefined, [404]);
        await kubeCall(admin, 'DELETE', `${RBAC}/clusterroles/${name}`, undefined, [404]);
      });
    }
    return tokenFor(admin, namespace, name);
  }

  function request(ns: string, name: string, storageClassName: string): CreateTenantRequest {
    return {
      name,
      namespace: ns,
      enable_tls: true,
      enable_console: true,
      enable_prometheus: false,
      expose_minio: true,
      expose_console: true,
      erasureCodingParity: 2,
      pools: [
        {
          name: 'pool-0',
          servers: 4,
          volumes_per_server: 1,
          volume_configuration: { size: 25 * GiB, storage_class_name: storageClassName },
          resources: { requests: { memory: '2Gi' }, limits: { memory: '2Gi' } },
        },
      ],
      idp: { keys: [{ access_key: 'console-user-1', secret_key: 'console-secret-123456' }] },
    };
  }

  const secretsIn = async (ns: string) =>
    (
      await kubeCall<{ items: Array<{ metadata: { name: string } }> }>(admin, 'GET', `/api/v1/namespaces/${ns}/secrets`)
    ).items.map((secret) => secret.metadata.name);

  it('a user who may read neither quotas nor storage classes is told so, types the class and creates the tenant', async () => {
    const ns = await namespace('it-nswiz');
    const user = await world.login(await namespacedUser(ns));

    const quota = await user.GET(QUOTA, quotaOf(ns));
    expect(quota.status).toBe(200);
    const answer = dataOf(quota);
    expect(answer).toMatchObject({ source: 'unknown', elements: [] });
    expect(answer.unreadable).toMatch(/list storageclasses/);
    // The nodes cannot be read either: the wizard gets the refusal and does not hold the user back with it.
    const memory = await user.GET('/api/v1/cluster/max-allocatable-memory', { params: { query: { num_nodes: 4 } } });
    expect(memory.status).toBe(403);

    const name = unique('nswiz');
    const created = await user.POST('/api/v1/tenants', { body: request(ns, name, storageClass) });
    expect(created.status).toBe(201);
    const tenant = await kubeCall<{ spec: { pools: Array<{ volumeClaimTemplate: { spec: unknown } }> } }>(
      admin,
      'GET',
      `${TENANTS}/namespaces/${ns}/tenants/${name}`,
    );
    expect(tenant.spec.pools[0]?.volumeClaimTemplate.spec).toMatchObject({ storageClassName: storageClass });
  });

  it('a user who may list storage classes but not read quotas is offered every class, unlimited', async () => {
    const ns = await namespace('it-nswiz');
    const token = await namespacedUser(ns, [
      { apiGroups: ['storage.k8s.io'], resources: ['storageclasses'], verbs: ['list'] },
    ]);
    const user = await world.login(token);
    const answer = dataOf(await user.GET(QUOTA, quotaOf(ns)));
    expect(answer.source).toBe('storageClasses');
    expect(answer.unreadable).toMatch(/get resourcequotas/);
    expect(answer.elements).toContainEqual({
      name: `${storageClass}.storageclass.storage.k8s.io/requests.storage`,
      hard: Number.MAX_SAFE_INTEGER,
      used: 0,
    });
  });

  it('a user with the quota rights gets the quota itself', async () => {
    const ns = await namespace('it-nswiz');
    await cluster.storageQuota(ns, storageClass, '100Gi', '10Gi');
    const user = await world.persona(WIZARD_RULES);
    const answer = dataOf(await user.GET(QUOTA, quotaOf(ns)));
    expect(answer).toEqual({
      name: `${ns}-storagequota`,
      source: 'quota',
      elements: [
        { name: `${storageClass}.storageclass.storage.k8s.io/requests.storage`, hard: 100 * GiB, used: 10 * GiB },
      ],
    });
  });

  it('a token revoked between the steps: Create answers 401 in words, the session is over, nothing is created', async () => {
    const ns = await namespace('it-revoked');
    const identity = await mintIdentity(admin, world.kube.namespace, WIZARD_RULES);
    world.cleanup.later(() => identity.remove());
    const user = await world.login(identity.token);

    // The first steps' look-ups work.
    expect(dataOf(await user.GET(QUOTA, quotaOf(ns))).source).toBe('storageClasses');
    expect((await user.GET('/api/v1/get-parity/{nodes}/{drivesPerServer}', parityOf(4, 1))).status).toBe(200);

    // The service account goes away (as an administrator revoking it would): its token is no longer accepted.
    await identity.remove();
    const deadline = Date.now() + 30_000;
    const direct = { ...admin, token: identity.token };
    while ((await kubeRequest(direct, 'GET', `/api/v1/namespaces/${ns}`)).status !== 401) {
      if (Date.now() > deadline) throw new Error('the API server still accepts the revoked token');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }

    const name = unique('revoked');
    const res = await user.POST('/api/v1/tenants', { body: request(ns, name, storageClass) });
    expect(res.status).toBe(401);
    expect(res.error).toMatchObject({
      code: 401,
      message: 'Your session has ended, please log in again',
      detailedMessage: expect.stringMatching(/no longer accepts the token \(.*\)\. Nothing was created\.$/),
    });
    // The rest of the session answers the same way.
    expect((await user.GET(QUOTA, quotaOf(ns))).status).toBe(401);

    expect((await kubeRequest(admin, 'GET', `${TENANTS}/namespaces/${ns}/tenants/${name}`)).status).toBe(404);
    expect(await secretsIn(ns)).toEqual([]);
  });
});

function parityOf(nodes: number, drivesPerServer: number) {
  return { params: { path: { nodes, drivesPerServer } } };
}
