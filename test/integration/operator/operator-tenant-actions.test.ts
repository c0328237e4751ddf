import { freePort } from '../../world/ports';
import { kubeCall, kubeRequest } from '../../world/kube-http';
import { loadWorld, need } from '../../world/state';
import type { AppUnderTest } from '../../support/app-under-test';
import {
  adminOf,
  call,
  createNamespace,
  createTenant,
  loginWithToken,
  mintIdentity,
  startOperatorApp,
  TENANTS,
  unique,
  type MintedIdentity,
} from './operator-fixture';

/** The Summary's endpoints, the update-version dialog, and a pod's log and deletion — against the real API server. */
describe('operator mode: tenant actions', () => {
  const kube = need(loadWorld().kube, 'Kubernetes API server');
  const admin = adminOf(kube);
  let app: AppUnderTest | undefined;
  let operator: MintedIdentity | undefined;
  let cookie = '';
  let namespace = '';
  const nodes: string[] = [];
  const base = () => app?.base ?? '';

  beforeAll(async () => {
    app = await startOperatorApp(kube);
    namespace = await createNamespace(admin, 'op-actions');
    operator = await mintIdentity(admin, kube.namespace, [
      { apiGroups: ['minio.min.io'], resources: ['tenants'], verbs: ['get', 'list', 'update'] },
      { apiGroups: [''], resources: ['services', 'pods', 'pods/log'], verbs: ['get', 'list', 'delete'] },
      { apiGroups: [''], resources: ['secrets'], verbs: ['create', 'update'] },
    ]);
    cookie = await loginWithToken(base(), operator.token);
  }, 120_000);

  afterAll(async () => {
    await kubeCall(admin, 'DELETE', `/api/v1/namespaces/${namespace}/pods?gracePeriodSeconds=0`, undefined, [404]);
    await kubeCall(admin, 'DELETE', `${TENANTS}/namespaces/${namespace}/tenants`, undefined, [404]);
    await kubeCall(admin, 'DELETE', `/api/v1/namespaces/${namespace}`, undefined, [404]);
    for (const node of nodes) await kubeCall(admin, 'DELETE', `/api/v1/nodes/${node}`, undefined, [404]);
    await operator?.remove();
    await app?.close();
  }, 60_000);

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
    const before = (await (await call(base(), cookie, 'GET', `/namespaces/${namespace}/tenants/${tenant}`)).json()) as {
      endpoints?: Record<string, string>;
    };
    expect(before.endpoints).toEqual({});
    await exposedService('minio', 80, '203.0.113.10');
    await exposedService(`${tenant}-console`, 9090, '203.0.113.11');
    const res = await call(base(), cookie, 'GET', `/namespaces/${namespace}/tenants/${tenant}`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { endpoints: unknown }).endpoints).toEqual({
      minio: 'http://203.0.113.10',
      console: 'http://203.0.113.11:9090',
    });
  });

  describe('update version', () => {
    const tenantPath = (tenant: string) => `${TENANTS}/namespaces/${namespace}/tenants/${tenant}`;
    type Stored = {
      metadata: { annotations?: Record<string, string> };
      spec: { image?: string; imagePullSecret?: { name: string } };
    };

    it('sets the image, the registry pull secret and the Prometheus annotations', async () => {
      const tenant = unique('image');
      await createTenant(admin, namespace, tenant);
      const res = await call(base(), cookie, 'PUT', `/namespaces/${namespace}/tenants/${tenant}`, {
        image: 'registry.example/minio/minio:RELEASE.2024-01-01T00-00-00Z',
        enable_prometheus: true,
        image_registry: { registry: 'registry.example', username: 'puller', password: 'pull-secret' },
      });
      expect(res.status).toBe(204);
      const stored = await kubeCall<Stored>(admin, 'GET', tenantPath(tenant));
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
      const res = await call(base(), cookie, 'PUT', `/namespaces/${namespace}/tenants/${tenant}`, { image: '' });
      expect(res.status).toBe(204);
      const stored = await kubeCall<Stored>(admin, 'GET', tenantPath(tenant));
      expect(stored.spec.image).toBeUndefined();
    });

    it('refuses an image that is not repository/name:tag', async () => {
      const tenant = unique('badimage');
      await createTenant(admin, namespace, tenant);
      const res = await call(base(), cookie, 'PUT', `/namespaces/${namespace}/tenants/${tenant}`, {
        image: 'minio without tag',
      });
      expect(res.status).toBe(400);
      const stored = await kubeCall<Stored>(admin, 'GET', tenantPath(tenant));
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
      nodes.push(node);
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
      const res = await call(base(), cookie, 'GET', `/namespaces/${namespace}/tenants/${tenant}/pods/${pod}`);
      expect(res.status).toBe(502);
      const body = (await res.json()) as { message: string };
      expect(body.message).toMatch(/^The node's kubelet could not be reached: .*(refused|connect)/);
    });

    it('says the same when the pod is bound to a node that does not exist', async () => {
      const tenant = unique('nonode');
      const pod = await tenantPod(tenant, unique('gone-node'));
      const res = await call(base(), cookie, 'GET', `/namespaces/${namespace}/tenants/${tenant}/pods/${pod}`);
      expect(res.status).toBe(502);
      expect(((await res.json()) as { message: string }).message).toMatch(/^The node's kubelet could not be reached/);
    });

    it("deletes a tenant's pod (it terminates; its StatefulSet would recreate it)", async () => {
      const tenant = unique('delpod');
      const pod = await tenantPod(tenant, 'node-1');
      const res = await call(base(), cookie, 'DELETE', `/namespaces/${namespace}/tenants/${tenant}/pods/${pod}`);
      expect(res.status).toBe(204);
      // No kubelet confirms the stop here, so the pod stays Terminating with its grace period.
      const after = await kubeRequest<{ metadata?: { deletionTimestamp?: string } }>(
        admin,
        'GET',
        `/api/v1/namespaces/${namespace}/pods/${pod}`,
      );
      expect(after.status === 404 || after.body.metadata?.deletionTimestamp !== undefined).toBe(true);
      const pods = (await (
        await call(base(), cookie, 'GET', `/namespaces/${namespace}/tenants/${tenant}/pods`)
      ).json()) as {
        pods: Array<{ status: string }>;
      };
      expect(pods.pods.every((p) => p.status === 'Terminating')).toBe(true);
    });

    it("refuses to delete another tenant's pod through this tenant", async () => {
      const pod = await tenantPod(unique('owner'), 'node-1');
      const res = await call(base(), cookie, 'DELETE', `/namespaces/${namespace}/tenants/someone-else/pods/${pod}`);
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
