import { dataOf, type ApiClient } from '@test/support/api-client';
import { kubeCall, kubeRequest } from '@test/world/kube-http';
import { inTenant, operatorFixture } from './operator-app';
import { createTenant, TENANTS } from './operator-fixture';

const GiB = 2 ** 30;
const usage = { capacity: 6 * GiB, rawCapacity: 8 * GiB, usage: 3 * GiB, rawUsage: 4 * GiB };

/** Tenants, their YAML, pods and claims, through the console with a real token against the real API server. */
describe('operator mode: tenants', () => {
  // Pages of 10, so 25 tenants need three round trips with `continue`.
  const world = operatorFixture({ CONSOLE_K8S_LIST_PAGE_SIZE: '10' });
  const { admin } = world;
  const namespaces: string[] = [];
  let operator: ApiClient;

  beforeAll(async () => {
    namespaces.push(await world.namespace('op-a'), await world.namespace('op-b'));
    for (let i = 0; i < 25; i++) {
      const namespace = namespaces[i % 2] ?? '';
      const name = `tenant-${String(i).padStart(2, '0')}`;
      await createTenant(admin, namespace, name, { currentState: 'Initialized', healthStatus: 'green', usage });
    }
    operator = await world.persona([
      { apiGroups: ['minio.min.io'], resources: ['tenants'], verbs: ['get', 'list', 'update', 'delete'] },
      { apiGroups: [''], resources: ['pods', 'persistentvolumeclaims', 'events'], verbs: ['get', 'list'] },
    ]);
  }, 120_000);

  const [nsA, nsB] = [() => namespaces[0] ?? '', () => namespaces[1] ?? ''];

  it('lists every tenant across namespaces exactly once, paging through the API server', async () => {
    const res = await operator.GET('/api/v1/tenants');
    expect(res.status).toBe(200);
    const mine = (dataOf(res).tenants ?? []).filter((t) => namespaces.includes(t.namespace));
    expect(mine).toHaveLength(25);
    expect(new Set(mine.map((t) => `${t.namespace}/${t.name}`)).size).toBe(25);
    expect(mine.find((t) => t.name === 'tenant-00')).toEqual({
      name: 'tenant-00',
      namespace: nsA(),
      pool_count: 1,
      currentState: 'Initialized',
      health_status: 'green',
      capacity_raw: usage.rawCapacity,
      capacity_raw_usage: usage.rawUsage,
      capacity: usage.capacity,
      capacity_usage: usage.usage,
      total_size: 4 * 2 * GiB,
    });
  });

  it('lists the tenants of one namespace', async () => {
    const res = await operator.GET('/api/v1/namespaces/{namespace}/tenants', {
      params: { path: { namespace: nsB() } },
    });
    expect(dataOf(res).tenants).toHaveLength(12);
  });

  it('shows a tenant in detail', async () => {
    const res = await operator.GET('/api/v1/namespaces/{namespace}/tenants/{tenant}', inTenant(nsA(), 'tenant-02'));
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({
      name: 'tenant-02',
      namespace: nsA(),
      image: 'minio/minio:RELEASE.2022-12-12T19-27-27Z',
      currentState: 'Initialized',
      total_instances: 4,
      total_volumes: 8,
      total_size: 8 * GiB,
      pools: [{ name: 'pool-0', servers: 4, volumes_per_server: 2, volume_configuration: { size: GiB } }],
      status: { health_status: 'green', usage: { raw: usage.rawCapacity, raw_usage: usage.rawUsage } },
      minioTLS: false,
      logEnabled: false,
    });
  });

  it('answers 404 with the API server message for a tenant that does not exist', async () => {
    const res = await operator.GET(
      '/api/v1/namespaces/{namespace}/tenants/{tenant}',
      inTenant(nsA(), 'no-such-tenant'),
    );
    expect(res.status).toBe(404);
    expect(res.error).toMatchObject({ message: expect.stringMatching(/not found/) });
  });

  describe('Edit YAML', () => {
    const path = '/api/v1/namespaces/{namespace}/tenants/{tenant}/yaml';
    const yamlNow = async () => dataOf(await operator.GET(path, inTenant(nsA(), 'tenant-04'))).yaml;
    const save = (yaml: string) => operator.PUT(path, { ...inTenant(nsA(), 'tenant-04'), body: { yaml } });

    it('shows the resource without status and managed fields', async () => {
      const yaml = await yamlNow();
      expect(yaml).toMatch(/^kind: Tenant$/m);
      expect(yaml).toMatch(/volumesPerServer: 2/);
      expect(yaml).not.toMatch(/^status:/m);
      expect(yaml).not.toMatch(/managedFields/);
    });

    it('saves a valid change', async () => {
      const edited = (await yamlNow()).replace(/image: .*/, 'image: minio/minio:RELEASE.2023-01-01T00-00-00Z');
      expect((await save(edited)).status).toBe(204);
      const stored = await kubeCall<{ spec: { image: string }; status?: { healthStatus?: string } }>(
        admin,
        'GET',
        `${TENANTS}/namespaces/${nsA()}/tenants/tenant-04`,
      );
      expect(stored.spec.image).toBe('minio/minio:RELEASE.2023-01-01T00-00-00Z');
      // The status subresource is untouched by a spec update.
      expect(stored.status?.healthStatus).toBe('green');
    });

    it('explains invalid YAML with the parser message', async () => {
      const res = await save('spec:\n  pools: [\n');
      expect(res.status).toBe(400);
      expect(res.error?.message).toBe('Invalid YAML');
      expect(res.error?.detailedMessage).toMatch(/flow sequence|Missing|line/i);
    });

    it('passes on what the API server rejects, in its own words', async () => {
      const res = await save((await yamlNow()).replace(/servers: 4/, 'servers: four'));
      expect(res.status).toBe(422);
      expect(res.error?.message).toMatch(/servers/);
    });
  });

  it('deletes a tenant', async () => {
    const res = await operator.DELETE('/api/v1/namespaces/{namespace}/tenants/{tenant}', inTenant(nsB(), 'tenant-01'));
    expect(res.status).toBe(204);
    const after = await kubeRequest(admin, 'GET', `${TENANTS}/namespaces/${nsB()}/tenants/tenant-01`);
    expect(after.status).toBe(404);
  });

  it("lists a tenant's pods, a pod's events and the tenant's volume claims", async () => {
    const namespace = nsA();
    const labels = { 'v1.min.io/tenant': 'tenant-06' };
    const pod = await kubeCall<Record<string, unknown> & { metadata: { uid: string } }>(
      admin,
      'POST',
      `/api/v1/namespaces/${namespace}/pods`,
      {
        apiVersion: 'v1',
        kind: 'Pod',
        metadata: { name: 'tenant-06-pool-0-0', labels },
        spec: { nodeName: 'node-1', containers: [{ name: 'minio', image: 'minio/minio' }] },
      },
    );
    await kubeCall(admin, 'PUT', `/api/v1/namespaces/${namespace}/pods/tenant-06-pool-0-0/status`, {
      ...pod,
      status: {
        phase: 'Running',
        podIP: '10.1.2.3',
        containerStatuses: [
          { name: 'minio', image: 'minio/minio', imageID: '', ready: true, restartCount: 3, state: { running: {} } },
        ],
      },
    });
    await kubeCall(admin, 'POST', `/api/v1/namespaces/${namespace}/events`, {
      apiVersion: 'v1',
      kind: 'Event',
      metadata: { name: 'tenant-06-pool-0-0.started' },
      involvedObject: { kind: 'Pod', namespace, name: 'tenant-06-pool-0-0', uid: pod.metadata.uid },
      reason: 'Started',
      message: 'Started container minio',
      type: 'Normal',
      lastTimestamp: new Date().toISOString(),
    });
    await kubeCall(admin, 'POST', `/api/v1/namespaces/${namespace}/persistentvolumeclaims`, {
      apiVersion: 'v1',
      kind: 'PersistentVolumeClaim',
      metadata: { name: 'data-tenant-06-pool-0-0', labels },
      spec: { accessModes: ['ReadWriteOnce'], storageClassName: 'fast', resources: { requests: { storage: '1Gi' } } },
    });
    const tenant = inTenant(namespace, 'tenant-06');

    const pods = dataOf(await operator.GET('/api/v1/namespaces/{namespace}/tenants/{tenant}/pods', tenant));
    expect(pods.pods).toEqual([
      expect.objectContaining({
        name: 'tenant-06-pool-0-0',
        status: 'Running',
        podIP: '10.1.2.3',
        restarts: 3,
        node: 'node-1',
        namespace,
        tenant: 'tenant-06',
        timeCreated: expect.any(Number),
      }),
    ]);

    const events = dataOf(
      await operator.GET(
        '/api/v1/namespaces/{namespace}/tenants/{tenant}/pods/{pod}/events',
        inTenant(namespace, 'tenant-06', { pod: 'tenant-06-pool-0-0' }),
      ),
    );
    expect(events.events).toEqual([
      expect.objectContaining({
        message: 'Started container minio',
        reason: 'Started',
        event_type: 'Normal',
        namespace,
      }),
    ]);

    const pvcsPath = '/api/v1/namespaces/{namespace}/tenants/{tenant}/pvcs';
    const pvcs = dataOf(await operator.GET(pvcsPath, tenant));
    expect(pvcs.pvcs).toEqual([
      {
        name: 'data-tenant-06-pool-0-0',
        namespace,
        status: 'Pending',
        tenant: 'tenant-06',
        capacity: '1Gi',
        storageClass: 'fast',
      },
    ]);
    // Another tenant's claims and pods are not listed.
    const other = dataOf(await operator.GET(pvcsPath, inTenant(namespace, 'tenant-08')));
    expect(other.pvcs).toEqual([]);
  });
});
