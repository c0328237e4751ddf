import type { V1ClusterRole } from '@kubernetes/client-node';
import type { AppUnderTest } from '../../support/app-under-test';
import { kubeCall, kubeRequest, type KubeConnection } from '../../world/kube-http';
import { loadWorld, need } from '../../world/state';
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
} from '../operator/operator-fixture';
import { granted, HelmScratch, only } from './chart-kit';

/** Verbs an RBAC rule can name for a resource; every one the chart does not grant must be refused. */
const ALL_VERBS = ['get', 'list', 'watch', 'create', 'update', 'patch', 'delete', 'deletecollection'];
/** Resources the chart names, and some it must never reach. */
const PROBED = [
  'minio.min.io/tenants',
  '/pods',
  '/pods/log',
  '/pods/exec',
  '/events',
  '/persistentvolumeclaims',
  '/services',
  '/secrets',
  '/namespaces',
  '/endpoints',
  'discovery.k8s.io/endpointslices',
  '/nodes',
  '/configmaps',
  'apps/deployments',
  'rbac.authorization.k8s.io/clusterrolebindings',
];

async function allowed(user: KubeConnection, verb: string, groupResource: string): Promise<boolean> {
  const [group, path] = splitGroup(groupResource);
  const [resource, subresource] = path.split('/');
  const review = await kubeCall<{ status?: { allowed?: boolean } }>(
    user,
    'POST',
    '/apis/authorization.k8s.io/v1/selfsubjectaccessreviews',
    {
      apiVersion: 'authorization.k8s.io/v1',
      kind: 'SelfSubjectAccessReview',
      spec: { resourceAttributes: { verb, group, resource, ...(subresource ? { subresource } : {}) } },
    },
  );
  return review.status?.allowed === true;
}

/** `minio.min.io/tenants` → [group, resource]; `/pods/log` → ['', 'pods/log']. */
function splitGroup(groupResource: string): [string, string] {
  const slash = groupResource.indexOf('/');
  return [groupResource.slice(0, slash), groupResource.slice(slash + 1)];
}

/**
 * The chart's own ServiceAccount, ClusterRole and binding, installed with helm; a token minted for that account drives
 * the console's operator pages, and the API server answers "no" to everything the role does not name.
 */
describe('chart: the ClusterRole is exactly enough for the operator pages', () => {
  const kube = need(loadWorld().kube, 'Kubernetes API server');
  const admin = adminOf(kube);
  const scratch = new HelmScratch();
  const release = unique('oc-rbac');
  let releaseNamespace = '';
  let tenantNamespace = '';
  let serviceAccount = '';
  let role: V1ClusterRole;
  let user: KubeConnection;
  let app: AppUnderTest | undefined;
  let cookie = '';
  const base = () => app?.base ?? '';
  const tenantPath = (name: string) => `/namespaces/${tenantNamespace}/tenants/${name}`;

  beforeAll(async () => {
    releaseNamespace = await createNamespace(admin, 'chart-rbac');
    tenantNamespace = await createNamespace(admin, 'chart-tenants');
    scratch.deploy(kube, 'install', release, { namespace: releaseNamespace });
    const objects = scratch.render({ release, namespace: releaseNamespace });
    role = only<V1ClusterRole>(objects, 'ClusterRole');
    serviceAccount = only(objects, 'ServiceAccount').metadata.name;
    await seedTenant(admin, tenantNamespace, 'tenant-a');
    await createTenant(admin, tenantNamespace, 'tenant-b');
    user = { server: kube.server, ca: admin.ca, token: await tokenFor(admin, releaseNamespace, serviceAccount) };
    app = await startOperatorApp(kube);
    cookie = await loginWithToken(base(), user.token);
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    scratch.uninstall(kube, release, releaseNamespace);
    scratch.remove();
    for (const namespace of [tenantNamespace, releaseNamespace]) {
      await kubeCall(admin, 'DELETE', `${TENANTS}/namespaces/${namespace}/tenants`, undefined, [404]);
      await kubeCall(admin, 'DELETE', `/api/v1/namespaces/${namespace}/pods?gracePeriodSeconds=0`, undefined, [404]);
      await kubeCall(admin, 'DELETE', `/api/v1/namespaces/${namespace}`, undefined, [404]);
    }
  }, 120_000);

  it('logs in as the chart service account and is offered the tenant pages, not the create wizard', async () => {
    const session = (await (await call(base(), cookie, 'GET', '/session')).json()) as { pages: string[] };
    expect(session.pages).toContain('/tenants');
    expect(session.pages).toContain('/namespaces/:tenantNamespace/tenants/:tenantName');
    expect(session.pages).not.toContain('/tenants/add');
  });

  it('lists tenants across namespaces and opens one', async () => {
    const list = (await (await call(base(), cookie, 'GET', '/tenants')).json()) as {
      tenants: Array<{ name: string; namespace: string }>;
    };
    expect(
      list.tenants
        .filter((t) => t.namespace === tenantNamespace)
        .map((t) => t.name)
        .sort(),
    ).toEqual(['tenant-a', 'tenant-b']);
    const detail = await call(base(), cookie, 'GET', tenantPath('tenant-a'));
    expect(detail.status).toBe(200);
    expect(await detail.json()).toMatchObject({ name: 'tenant-a', namespace: tenantNamespace });
  });

  it('reads and saves the YAML', async () => {
    const res = await call(base(), cookie, 'GET', `${tenantPath('tenant-a')}/yaml`);
    expect(res.status).toBe(200);
    const { yaml } = (await res.json()) as { yaml: string };
    const edited = yaml.replace(/image: .*/, 'image: minio/minio:RELEASE.2024-01-01T00-00-00Z');
    expect((await call(base(), cookie, 'PUT', `${tenantPath('tenant-a')}/yaml`, { yaml: edited })).status).toBe(204);
  });

  it("lists the tenant's pods, a pod's events and the volume claims", async () => {
    const pods = await call(base(), cookie, 'GET', `${tenantPath('tenant-a')}/pods`);
    expect(pods.status).toBe(200);
    expect(await pods.json()).toMatchObject({
      pods: expect.arrayContaining([expect.objectContaining({ name: 'tenant-a-pool-0-0' })]),
    });
    const events = await call(base(), cookie, 'GET', `${tenantPath('tenant-a')}/pods/tenant-a-pool-0-0/events`);
    expect(events.status).toBe(200);
    expect(await events.json()).toMatchObject({ events: [{ reason: 'Started' }] });
    const pvcs = await call(base(), cookie, 'GET', `${tenantPath('tenant-a')}/pvcs`);
    expect(pvcs.status).toBe(200);
    expect(await pvcs.json()).toMatchObject({ pvcs: [{ name: 'data-tenant-a-pool-0-0' }] });
  });

  it("asks the node for a pod's log (502: no kubelet runs here, so RBAC let the call through) and deletes a pod", async () => {
    const log = await call(base(), cookie, 'GET', `${tenantPath('tenant-a')}/pods/tenant-a-pool-0-0`);
    expect(log.status).toBe(502);
    expect(((await log.json()) as { message: string }).message).toMatch(/kubelet/);
    expect((await call(base(), cookie, 'DELETE', `${tenantPath('tenant-a')}/pods/tenant-a-pool-0-1`)).status).toBe(204);
    const after = await kubeRequest(admin, 'GET', `/api/v1/namespaces/${tenantNamespace}/pods/tenant-a-pool-0-1`);
    expect(after.status).toBe(404);
  });

  it('updates the version with a custom registry, storing its pull secret', async () => {
    const res = await call(base(), cookie, 'PUT', tenantPath('tenant-a'), {
      image: 'registry.example.com/minio/minio:RELEASE.2024-02-02T00-00-00Z',
      image_registry: { registry: 'registry.example.com', username: 'puller', password: 'pull-secret' },
    });
    expect(res.status).toBe(204);
    const secret = await kubeRequest(admin, 'GET', `/api/v1/namespaces/${tenantNamespace}/secrets/tenant-a-regcred`);
    expect(secret.status).toBe(200);
  });

  it('deletes a tenant', async () => {
    expect((await call(base(), cookie, 'DELETE', tenantPath('tenant-b'))).status).toBe(204);
    const after = await kubeRequest(admin, 'GET', `${TENANTS}/namespaces/${tenantNamespace}/tenants/tenant-b`);
    expect(after.status).toBe(404);
  });

  it('is refused everything the role does not name, and allowed what it does', async () => {
    const grants = new Set(granted(role.rules ?? []));
    const answers: Record<string, boolean> = {};
    const expected: Record<string, boolean> = {};
    for (const resource of PROBED) {
      for (const verb of ALL_VERBS) {
        const key = `${verb} ${resource}`;
        answers[key] = await allowed(user, verb, resource);
        expected[key] = grants.has(key);
      }
    }
    expect(answers).toEqual(expected);
    // The rights an attacker with this token would want most, spelled out. (It may read a secret it names — the proxy
    // reads a tenant's configuration secret — but not list them to find any.)
    for (const key of [
      'list /secrets',
      'watch /secrets',
      'delete /namespaces',
      'create /pods/exec',
      'create rbac.authorization.k8s.io/clusterrolebindings',
    ]) {
      expect([key, answers[key]]).toEqual([key, false]);
    }
  }, 60_000);
});

/** A tenant with one pod (and an event about it) and one volume claim, as the operator and kubelet would leave them. */
async function seedTenant(admin: KubeConnection, namespace: string, tenant: string): Promise<void> {
  await createTenant(admin, namespace, tenant, { currentState: 'Initialized', healthStatus: 'green' });
  const labels = { 'v1.min.io/tenant': tenant };
  const api = `/api/v1/namespaces/${namespace}`;
  // The first is bound to a node (whose kubelet is asked for logs); the second is not, so a delete removes it at once.
  const pods = [];
  for (const [name, bound] of [
    [`${tenant}-pool-0-0`, { nodeName: 'node-1' }],
    [`${tenant}-pool-0-1`, {}],
  ] as const) {
    pods.push(
      await kubeCall<{ metadata: { uid: string } }>(admin, 'POST', `${api}/pods`, {
        apiVersion: 'v1',
        kind: 'Pod',
        metadata: { name, labels },
        spec: { ...bound, containers: [{ name: 'minio', image: 'minio/minio' }] },
      }),
    );
  }
  await kubeCall(admin, 'POST', `${api}/events`, {
    apiVersion: 'v1',
    kind: 'Event',
    metadata: { name: `${tenant}-pool-0-0.started` },
    involvedObject: { kind: 'Pod', namespace, name: `${tenant}-pool-0-0`, uid: pods[0]?.metadata.uid },
    reason: 'Started',
    message: 'Started container minio',
    type: 'Normal',
    lastTimestamp: new Date().toISOString(),
  });
  await kubeCall(admin, 'POST', `${api}/persistentvolumeclaims`, {
    apiVersion: 'v1',
    kind: 'PersistentVolumeClaim',
    metadata: { name: `data-${tenant}-pool-0-0`, labels },
    spec: { accessModes: ['ReadWriteOnce'], resources: { requests: { storage: '1Gi' } } },
  });
}
