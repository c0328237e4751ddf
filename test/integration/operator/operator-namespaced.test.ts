import { kubeCall } from '../../world/kube-http';
import { loadWorld, need } from '../../world/state';
import type { AppUnderTest } from '../../support/app-under-test';
import {
  adminOf,
  call,
  createNamespace,
  createTenant,
  loginWithToken,
  startOperatorApp,
  TENANTS,
  tokenFor,
  unique,
} from './operator-fixture';

const RBAC = '/apis/rbac.authorization.k8s.io/v1';

/**
 * A user whose RBAC covers tenants in one namespace only (a Role and RoleBinding, no ClusterRole): the tenants
 * pages are listed for them and show that namespace's tenants, where a cluster-wide list would answer 403.
 */
describe('operator mode: a namespace-scoped user', () => {
  const kube = need(loadWorld().kube, 'Kubernetes API server');
  const admin = adminOf(kube);
  let app: AppUnderTest | undefined;
  let own = '';
  let other = '';
  const base = () => app?.base ?? '';

  beforeAll(async () => {
    app = await startOperatorApp(kube);
    own = await createNamespace(admin, 'op-own');
    other = await createNamespace(admin, 'op-other');
    await createTenant(admin, own, 'mine-a');
    await createTenant(admin, own, 'mine-b');
    await createTenant(admin, other, 'theirs');
  }, 120_000);

  afterAll(async () => {
    for (const namespace of [own, other]) {
      await kubeCall(admin, 'DELETE', `${TENANTS}/namespaces/${namespace}/tenants`, undefined, [404]);
      await kubeCall(admin, 'DELETE', `/api/v1/namespaces/${namespace}`, undefined, [404]);
    }
    await app?.close();
  }, 60_000);

  /** A service account living in `namespace` with a Role of these verbs on tenants there; its token. */
  async function namespacedUser(namespace: string, verbs: string[]): Promise<string> {
    const name = unique('ns-user');
    await kubeCall(admin, 'POST', `/api/v1/namespaces/${namespace}/serviceaccounts`, {
      apiVersion: 'v1',
      kind: 'ServiceAccount',
      metadata: { name },
    });
    if (verbs.length > 0) {
      await kubeCall(admin, 'POST', `${RBAC}/namespaces/${namespace}/roles`, {
        apiVersion: 'rbac.authorization.k8s.io/v1',
        kind: 'Role',
        metadata: { name },
        rules: [{ apiGroups: ['minio.min.io'], resources: ['tenants'], verbs }],
      });
      await kubeCall(admin, 'POST', `${RBAC}/namespaces/${namespace}/rolebindings`, {
        apiVersion: 'rbac.authorization.k8s.io/v1',
        kind: 'RoleBinding',
        metadata: { name },
        roleRef: { apiGroup: 'rbac.authorization.k8s.io', kind: 'Role', name },
        subjects: [{ kind: 'ServiceAccount', name, namespace }],
      });
    }
    return tokenFor(admin, namespace, name);
  }

  it('sees the tenants pages, and the tenants of its own namespace only', async () => {
    const cookie = await loginWithToken(base(), await namespacedUser(own, ['get', 'list']));
    const session = (await (await call(base(), cookie, 'GET', '/session')).json()) as { pages: string[] };
    expect(session.pages).toEqual(
      expect.arrayContaining(['/tenants', '/namespaces/:tenantNamespace/tenants/:tenantName']),
    );
    expect(session.pages).not.toContain('/tenants/add');

    const res = await call(base(), cookie, 'GET', '/tenants');
    expect(res.status).toBe(200);
    const { tenants } = (await res.json()) as { tenants: Array<{ name: string; namespace: string }> };
    expect(tenants.map((t) => `${t.namespace}/${t.name}`).sort()).toEqual([`${own}/mine-a`, `${own}/mine-b`]);

    expect((await call(base(), cookie, 'GET', `/namespaces/${own}/tenants/mine-a`)).status).toBe(200);
    const refused = await call(base(), cookie, 'GET', `/namespaces/${other}/tenants/theirs`);
    expect(refused.status).toBe(403);
  });

  it('without any tenant rights: no tenants pages, and the cluster-wide refusal', async () => {
    const cookie = await loginWithToken(base(), await namespacedUser(own, []));
    const session = (await (await call(base(), cookie, 'GET', '/session')).json()) as { pages: string[] };
    expect(session.pages).not.toContain('/tenants');
    const res = await call(base(), cookie, 'GET', '/tenants');
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ message: expect.stringMatching(/list tenants.* in all namespaces/) });
  });
});
