import { dataOf } from '@test/support/api-client';
import { unique } from '@test/support/unique';
import { kubeCall } from '@test/world/kube-http';
import { inTenant, operatorFixture } from './operator-app';
import { createTenant, tokenFor } from './operator-fixture';

const RBAC = '/apis/rbac.authorization.k8s.io/v1';

/**
 * A user whose RBAC covers tenants in one namespace only (a Role and RoleBinding, no ClusterRole): the tenants
 * pages are listed for them and show that namespace's tenants, where a cluster-wide list would answer 403.
 */
describe('operator mode: a namespace-scoped user', () => {
  const world = operatorFixture();
  const { admin } = world;
  let own = '';
  let other = '';

  beforeAll(async () => {
    own = await world.namespace('op-own');
    other = await world.namespace('op-other');
    await createTenant(admin, own, 'mine-a');
    await createTenant(admin, own, 'mine-b');
    await createTenant(admin, other, 'theirs');
  }, 120_000);

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
    const user = await world.login(await namespacedUser(own, ['get', 'list']));
    const { pages } = dataOf(await user.GET('/api/v1/session'));
    expect(pages).toEqual(expect.arrayContaining(['/tenants', '/namespaces/:tenantNamespace/tenants/:tenantName']));
    expect(pages).not.toContain('/tenants/add');

    const res = await user.GET('/api/v1/tenants');
    expect(res.status).toBe(200);
    const { tenants } = dataOf(res);
    expect(tenants?.map((t) => `${t.namespace}/${t.name}`).sort()).toEqual([`${own}/mine-a`, `${own}/mine-b`]);

    const tenant = '/api/v1/namespaces/{namespace}/tenants/{tenant}';
    expect((await user.GET(tenant, inTenant(own, 'mine-a'))).status).toBe(200);
    const refused = await user.GET(tenant, inTenant(other, 'theirs'));
    expect(refused.status).toBe(403);
  });

  it('without any tenant rights: no tenants pages, and the cluster-wide refusal', async () => {
    const user = await world.login(await namespacedUser(own, []));
    expect(dataOf(await user.GET('/api/v1/session')).pages).not.toContain('/tenants');
    const res = await user.GET('/api/v1/tenants');
    expect(res.status).toBe(403);
    expect(res.error).toMatchObject({ message: expect.stringMatching(/list tenants.* in all namespaces/) });
  });
});
