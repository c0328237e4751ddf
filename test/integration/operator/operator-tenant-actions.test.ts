import type { Schema } from '@contract/shared/contract-types';
import { dataOf, type ApiClient } from '@test/support/api-client';
import { unique } from '@test/support/unique';
import { freePort } from '@test/world/ports';
import { kubeCall, kubeRequest } from '@test/world/kube-http';
import { inTenant, operatorFixture } from './operator-app';
import { createTenant, TENANTS } from './operator-fixture';

/** The Summary's endpoints, the update-version dialog, and a pod's log and deletion — against the real API server. */
describe('operator mode: tenant actions', () => {
  const world = operatorFixture();
  const { admin } = world;
  let operator: ApiClient;
  let namespace = '';

  beforeAll(async () => {
    namespace = await world.namespace('op-actions');
    operator = await world.persona([
      { apiGroups: ['minio.min.io'], resources: ['tenants'], verbs: ['get', 'list', 'update'] },
      { apiGroups: [''], resources: ['services', 'pods', 'pods/log'], verbs: ['get', 'list', 'delete'] },
      { apiGroups: [''], resources: ['secrets'], verbs: ['create', 'update'] },
    ]);
  }, 120_000);

  const tenantPath = '/api/v1/namespaces/{namespace}/tenants/{tenant}';
  const podPath = '/api/v1/namespaces/{namespace}/tenants/{tenant}/pods/{pod}';
  const updateTenant = (tenant: string, body: Schema<'UpdateTenantRequest'>) =>
    operator.PUT(tenantPath, { ...inTenant(namespace, tenant), body });

  /** A Service with a load balancer address, as a cloud controller would have written it. */
  async function exposedService(name: string, port: number, ip: string): Promise<void> {
    const created = await kubeCall<Record<string, unknown>>(admin, 'POST', `/api/v1/namespaces/${namespace}/services`, {
      apiVersion: 'v1',
      kind: 'Service',
      metadata: { name },
      spec: { type: 'LoadBalancer', ports: [{ port }] },
    });
    await kubeCall(admin, 'PUT', `/api/v1/namespaces/${namespace}/services/${name}/status`, {
      ...created,
      status: { loadBalancer: { ingress: [{ ip }] } },
    });
  }

  it("shows the object and console endpoints from the tenant's exposed Services", async () => {
    const tenant = unique('exposed');
    await createTenant(admin, namespace, tenant);
    const before = dataOf(await operator.GET(tenantPath, inTenant(namespace, tenant)));
    expect(before.endpoints).toEqual({});
    await exposedService('minio', 80, '203.0.113.10');
    await exposedService(`${tenant}-console`, 9090, '203.0.113.11');
    const res = await operator.GET(tenantPath, inTenant(namespace, tenant));
    expect(res.status).toBe(200);
    expect(res.data?.endpoints).toEqual({
      minio: 'http://203.0.113.10',
      console: 'http://203.0.113.11:9090',
    });
  });

  describe('update version', () => {
    const storedPath = (tenant: string) => `${TENANTS}/namespaces/${namespace}/tenants/${tenant}`;
    type Stored = {
      metadata: { annotations?: Record<string, string> };
      spec: { image?: string; imagePullSecret?: { name: string } };
    };

    it('sets the image, the registry pull secret and the Prometheus annotations', async () => {
      const tenant = unique('image');
      await createTenant(admin, namespace, tenant);
      const res = await updateTenant(tenant, {
        image: 'registry.example/minio/minio:RELEASE.2024-01-01T00-00-00Z',
        enable_prometheus: true,
        image_registry: { registry: 'registry.example', username: 'puller', password: 'pull-secret' },
      });
      expect(res.status).toBe(204);
      const stored = await kubeCall<Stored>(admin, 'GET', storedPath(tenant));
      expect(stored.spec.image).toBe('registry.example/minio/minio:RELEASE.2024-01-01T00-00-00Z');
      expect(stored.spec.imagePullSecret).toEqual({ name: `${tenant}-regcred` });
      expect(stored.metadata.annotations).toMatchObject({ 'prometheus.io/scrape': 'true' });
      const secret = await kubeCall<{ type: string; data: Record<string, string> }>(
        admin,
        'GET',
        `/api/v1/namespaces/${namespace}/secrets/${tenant}-regcred`,
      );
      expect(secret.type).toBe('kubernetes.io/dockerconfigjson');
      const config = JSON.parse(Buffer.from(secret.data['.dockerconfigjson'] ?? '', 'base64').toString()) as {
        auths: Record<string, { username: string }>;
      };
      expect(config.auths['registry.example']?.username).toBe('puller');
    });

    it("an empty image leaves the choice to the operator's default (the latest build)", async () => {
      const tenant = unique('latest');
      await createTenant(admin, namespace, tenant);
      const res = await updateTenant(tenant, { image: '' });
      expect(res.status).toBe(204);
      const stored = await kubeCall<Stored>(admin, 'GET', storedPath(tenant));
      expect(stored.spec.image).toBeUndefined();
    });

    it('refuses an image that is not repository/name:tag', async () => {
      const tenant = unique('badimage');
      await createTenant(admin, namespace, tenant);
      const res = await updateTenant(tenant, { image: 'minio without tag' });
      expect(res.status).toBe(400);
      const stored = await kubeCall<Stored>(admin, 'GET', storedPath(tenant));
      expect(stored.spec.image).toBe('minio/minio:RELEASE.2022-12-12T19-27-27Z');
    });
  });

  describe('pods', () => {
    /** A tenant pod scheduled on `node` (no kubelet runs in the test cluster). */
    async function tenantPod(tenant: string, node: string): Promise<string> {
      const name = `${tenant}-pool-0-0`;
      await kubeCall(admin, 'POST', `/api/v1/namespaces/${namespace}/pods`, {
        apiVersion: 'v1',
        kind: 'Pod',
        metadata: { name, labels: { 'v1.min.io/tenant': tenant } },
        spec: { nodeName: node, containers: [{ name: 'minio', image: 'minio/minio' }] },
      });
      return name;
    }

    it("explains that the node's kubelet could not be reached instead of showing a log", async () => {
      // A real Node object whose kubelet port has nothing listening: the API server's own attempt fails.
      const node = unique('node');
      const kubeletPort = await freePort();
      await kubeCall(admin, 'POST', '/api/v1/nodes', { apiVersion: 'v1', kind: 'Node', metadata: { name: node } });
      world.cleanup.later(() => kubeCall(admin, 'DELETE', `/api/v1/nodes/${node}`, undefined, [404]));
      const created = await kubeCall<Record<string, unknown>>(admin, 'GET', `/api/v1/nodes/${node}`);
      await kubeCall(admin, 'PUT', `/api/v1/nodes/${node}/status`, {
        ...created,
        status: {
          addresses: [{ type: 'InternalIP', address: '127.0.0.1' }],
          daemonEndpoints: { kubeletEndpoint: { Port: kubeletPort } },
        },
      });
      const tenant = unique('logs');
      const pod = await tenantPod(tenant, node);
      const res = await operator.GET(podPath, inTenant(namespace, tenant, { pod }));
      expect(res.status).toBe(502);
      expect(res.error?.message).toMatch(/^The node's kubelet could not be reached: .*(refused|connect)/);
    });

    it('says the same when the pod is bound to a node that does not exist', async () => {
      const tenant = unique('nonode');
      const pod = await tenantPod(tenant, unique('gone-node'));
      const res = await operator.GET(podPath, inTenant(namespace, tenant, { pod }));
      expect(res.status).toBe(502);
      expect(res.error?.message).toMatch(/^The node's kubelet could not be reached/);
    });

    it("deletes a tenant's pod (it terminates; its StatefulSet would recreate it)", async () => {
      const tenant = unique('delpod');
      const pod = await tenantPod(tenant, 'node-1');
      const res = await operator.DELETE(podPath, inTenant(namespace, tenant, { pod }));
      expect(res.status).toBe(204);
      // No kubelet confirms the stop here, so the pod stays Terminating with its grace period.
      const after = await kubeRequest<{ metadata?: { deletionTimestamp?: string } }>(
        admin,
        'GET',
        `/api/v1/namespaces/${namespace}/pods/${pod}`,
      );
      expect(after.status === 404 || after.body.metadata?.deletionTimestamp !== undefined).toBe(true);
      const pods = dataOf(
        await operator.GET('/api/v1/namespaces/{namespace}/tenants/{tenant}/pods', inTenant(namespace, tenant)),
      );
      expect(pods.pods.every((p) => p.status === 'Terminating')).toBe(true);
    });

    it("refuses to delete another tenant's pod through this tenant", async () => {
      const pod = await tenantPod(unique('owner'), 'node-1');
      const res = await operator.DELETE(podPath, inTenant(namespace, 'someone-else', { pod }));
      expect(res.status).toBe(404);
      const after = await kubeRequest<{ metadata?: { deletionTimestamp?: string } }>(
        admin,
        'GET',
        `/api/v1/namespaces/${namespace}/pods/${pod}`,
      );
      expect(after.body.metadata?.deletionTimestamp).toBeUndefined();
    });
  });
});
