import type { V1ClusterRole } from '@kubernetes/client-node';
import { dataOf, type ApiClient } from '@test/support/api-client';
import { unique } from '@test/support/unique';
import { kubeCall, kubeRequest, type KubeConnection } from '@test/world/kube-http';
import { inTenant, operatorFixture } from '../operator/operator-app';
import { createTenant, TENANTS, tokenFor } from '../operator/operator-fixture';
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
  const world = operatorFixture();
  const { kube, admin } = world;
  const scratch = new HelmScratch();
  const release = unique('oc-rbac');
  let releaseNamespace = '';
  let tenantNamespace = '';
  let serviceAccount = '';
  let role: V1ClusterRole;
  let user: KubeConnection;
  let operator: ApiClient;
  const tenant = (name: string) => inTenant(tenantNamespace, name);
  const tenantPath = '/api/v1/namespaces/{namespace}/tenants/{tenant}';
  const podPath = '/api/v1/namespaces/{namespace}/tenants/{tenant}/pods/{pod}';

  beforeAll(async () => {
    releaseNamespace = await world.namespace('chart-rbac');
    tenantNamespace = await world.namespace('chart-tenants');
    scratch.deploy(kube, 'install', release, { namespace: releaseNamespace });
    // Undone before the namespaces (the clean-up runs newest first).
    world.cleanup.later(async () => {
      scratch.uninstall(kube, release, releaseNamespace);
      scratch.remove();
    });
    const objects = scratch.render({ release, namespace: releaseNamespace });
    role = only<V1ClusterRole>(objects, 'ClusterRole');
    serviceAccount = only(objects, 'ServiceAccount').metadata.name;
    await seedTenant(admin, tenantNamespace, 'tenant-a');
    await createTenant(admin, tenantNamespace, 'tenant-b');
    user = { server: kube.server, ca: admin.ca, token: await tokenFor(admin, releaseNamespace, serviceAccount) };
    operator = await world.login(user.token);
  }, 120_000);

  it('logs in as the chart service account and is offered the tenant pages, the create wizard and storage', async () => {
    const session = dataOf(await operator.GET('/api/v1/session'));
    expect(session.pages).toContain('/tenants');
    expect(session.pages).toContain('/namespaces/:tenantNamespace/tenants/:tenantName');
    expect(session.pages).toContain('/tenants/add');
    expect(session.pages).toContain('/storage');
  });

  it('lists tenants across namespaces and opens one', async () => {
    const list = dataOf(await operator.GET('/api/v1/tenants'));
    expect(
      (list.tenants ?? [])
        .filter((t) => t.namespace === tenantNamespace)
        .map((t) => t.name)
        .sort(),
    ).toEqual(['tenant-a', 'tenant-b']);
    const detail = await operator.GET(tenantPath, tenant('tenant-a'));
    expect(detail.status).toBe(200);
    expect(detail.data).toMatchObject({ name: 'tenant-a', namespace: tenantNamespace });
  });

  it('reads and saves the YAML', async () => {
    const yamlPath = '/api/v1/namespaces/{namespace}/tenants/{tenant}/yaml';
    const res = await operator.GET(yamlPath, tenant('tenant-a'));
    expect(res.status).toBe(200);
    const edited = dataOf(res).yaml.replace(/image: .*/, 'image: minio/minio:RELEASE.2024-01-01T00-00-00Z');
    expect((await operator.PUT(yamlPath, { ...tenant('tenant-a'), body: { yaml: edited } })).status).toBe(204);
  });

  it("lists the tenant's pods, a pod's events and the volume claims", async () => {
    const pods = await operator.GET('/api/v1/namespaces/{namespace}/tenants/{tenant}/pods', tenant('tenant-a'));
    expect(pods.status).toBe(200);
    expect(pods.data).toMatchObject({
      pods: expect.arrayContaining([expect.objectContaining({ name: 'tenant-a-pool-0-0' })]),
    });
    const events = await operator.GET(
      '/api/v1/namespaces/{namespace}/tenants/{tenant}/pods/{pod}/events',
      inTenant(tenantNamespace, 'tenant-a', { pod: 'tenant-a-pool-0-0' }),
    );
    expect(events.status).toBe(200);
    expect(events.data).toMatchObject({ events: [{ reason: 'Started' }] });
    const pvcs = await operator.GET('/api/v1/namespaces/{namespace}/tenants/{tenant}/pvcs', tenant('tenant-a'));
    expect(pvcs.status).toBe(200);
    expect(pvcs.data).toMatchObject({ pvcs: [{ name: 'data-tenant-a-pool-0-0' }] });
  });

  it("asks the node for a pod's log (502: no kubelet runs here, so RBAC let the call through) and deletes a pod", async () => {
    const log = await operator.GET(podPath, inTenant(tenantNamespace, 'tenant-a', { pod: 'tenant-a-pool-0-0' }));
    expect(log.status).toBe(502);
    expect(log.error?.message).toMatch(/kubelet/);
    const deleted = await operator.DELETE(podPath, inTenant(tenantNamespace, 'tenant-a', { pod: 'tenant-a-pool-0-1' }));
    expect(deleted.status).toBe(204);
    const after = await kubeRequest(admin, 'GET', `/api/v1/namespaces/${tenantNamespace}/pods/tenant-a-pool-0-1`);
    expect(after.status).toBe(404);
  });

  it('updates the version with a custom registry, storing its pull secret', async () => {
    const res = await operator.PUT(tenantPath, {
      ...tenant('tenant-a'),
      body: {
        image: 'registry.example.com/minio/minio:RELEASE.2024-02-02T00-00-00Z',
        image_registry: { registry: 'registry.example.com', username: 'puller', password: 'pull-secret' },
      },
    });
    expect(res.status).toBe(204);
    const secret = await kubeRequest(admin, 'GET', `/api/v1/namespaces/${tenantNamespace}/secrets/tenant-a-regcred`);
    expect(secret.status).toBe(200);
  });

  it('deletes a tenant', async () => {
    expect((await operator.DELETE(tenantPath, tenant('tenant-b'))).status).toBe(204);
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
