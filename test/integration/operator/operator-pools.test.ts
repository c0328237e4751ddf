import { dataOf } from '@test/support/api-client';
import { kubeCall } from '@test/world/kube-http';
import { inTenant, operatorFixture } from './operator-app';
import { createTenant, TENANTS } from './operator-fixture';

jest.setTimeout(120_000);

const RULES = [{ apiGroups: ['minio.min.io'], resources: ['tenants'], verbs: ['get', 'list', 'update'] }];
const POOLS = '/api/v1/namespaces/{namespace}/tenants/{tenant}/pools';
const DECOMMISSION = '/api/v1/namespaces/{namespace}/tenants/{tenant}/pools/{pool}/decommission';
const GIB = 1024 ** 3;

interface PoolSpec {
  name: string;
  servers: number;
  volumesPerServer: number;
  volumeClaimTemplate: { spec: { storageClassName?: string; resources: { requests: { storage: string } } } };
  affinity?: unknown;
}

describe('operator mode: a tenant’s pools (Pools tab)', () => {
  const world = operatorFixture();
  let namespace = '';

  beforeAll(async () => {
    namespace = await world.namespace('op-pools');
  });

  const tenantPath = (name: string) => `${TENANTS}/namespaces/${namespace}/tenants/${name}`;
  const readTenant = (name: string) =>
    kubeCall<
      { metadata: { annotations?: Record<string, string> }; spec: { pools: PoolSpec[] } } & Record<string, unknown>
    >(world.admin, 'GET', tenantPath(name));

  it('expands a tenant with a pool named pool-<n>, with its size and storage class, shown in the detail', async () => {
    await createTenant(world.admin, namespace, 'grow');
    const user = await world.persona(RULES);
    const added = await user.POST(POOLS, {
      ...inTenant(namespace, 'grow'),
      body: {
        servers: 4,
        volumes_per_server: 4,
        volume_configuration: { size: 10 * GIB, storage_class_name: 'fast' },
      },
    });
    expect(added.status).toBe(204);

    const pools = (await readTenant('grow')).spec.pools;
    expect(pools.map((pool) => pool.name)).toEqual(['pool-0', 'pool-1']);
    expect(pools[1]).toMatchObject({
      servers: 4,
      volumesPerServer: 4,
      volumeClaimTemplate: { spec: { storageClassName: 'fast', resources: { requests: { storage: '10Gi' } } } },
      affinity: { podAntiAffinity: expect.any(Object) },
    });

    const detail = dataOf(
      await user.GET('/api/v1/namespaces/{namespace}/tenants/{tenant}', inTenant(namespace, 'grow')),
    );
    expect(detail.pools?.[1]).toMatchObject({ name: 'pool-1', servers: 4, volumes_per_server: 4 });
    expect(detail.total_volumes).toBe(4 * 2 + 4 * 4);

    const again = await user.POST(POOLS, {
      ...inTenant(namespace, 'grow'),
      body: { name: 'pool-1', servers: 4, volumes_per_server: 1, volume_configuration: { size: GIB } },
    });
    expect(again).toMatchObject({
      status: 409,
      error: { message: expect.stringMatching(/already has a pool pool-1/) },
    });
  });

  it('refuses a pool below 1 GiB per volume before it reaches the cluster', async () => {
    await createTenant(world.admin, namespace, 'tiny');
    const user = await world.persona(RULES);
    const res = await user.POST(POOLS, {
      ...inTenant(namespace, 'tiny'),
      body: { servers: 4, volumes_per_server: 1, volume_configuration: { size: 1000 } },
    });
    expect(res.status).toBe(400);
    expect((await readTenant('tiny')).spec.pools).toHaveLength(1);
  });

  it('refuses a pool shape MinIO cannot run: drives that form no erasure set, or more servers than it takes', async () => {
    await createTenant(world.admin, namespace, 'odd');
    const user = await world.persona(RULES);
    for (const [servers, volumes, message] of [
      [17, 1, /No erasure-code parity is possible with 17 drives/],
      [1, 1, /No erasure-code parity is possible with 1 drives/],
      [1e12, 16, /at most 10000 servers/],
    ] as const) {
      const res = await user.POST(POOLS, {
        ...inTenant(namespace, 'odd'),
        body: { servers, volumes_per_server: volumes, volume_configuration: { size: GIB } },
      });
      expect(res).toMatchObject({ status: 400, error: { message: expect.stringMatching(message) } });
    }
    expect((await readTenant('odd')).spec.pools).toHaveLength(1);
  });

  it('decommissions a pool: requested, then draining and done as the operator reports it in the status', async () => {
    await createTenant(world.admin, namespace, 'shrink');
    const user = await world.persona(RULES);
    const detailOf = async () =>
      dataOf(await user.GET('/api/v1/namespaces/{namespace}/tenants/{tenant}', inTenant(namespace, 'shrink')));

    // The last pool cannot go: its data would have nowhere to move.
    const last = await user.POST(DECOMMISSION, inTenant(namespace, 'shrink', { pool: 'pool-0' }));
    expect(last).toMatchObject({ status: 400, error: { message: expect.stringMatching(/last pool/) } });

    await user.POST(POOLS, {
      ...inTenant(namespace, 'shrink'),
      body: { servers: 4, volumes_per_server: 2, volume_configuration: { size: GIB } },
    });
    const asked = await user.POST(DECOMMISSION, inTenant(namespace, 'shrink', { pool: 'pool-0' }));
    expect(asked.status).toBe(204);
    expect((await readTenant('shrink')).metadata.annotations?.['object-console/decommission-pools']).toBe('pool-0');
    expect((await detailOf()).pool_states).toEqual([{ name: 'pool-0', decommission: 'requested' }, { name: 'pool-1' }]);
    const twice = await user.POST(DECOMMISSION, inTenant(namespace, 'shrink', { pool: 'pool-0' }));
    expect(twice.status).toBe(409);
    const missing = await user.POST(DECOMMISSION, inTenant(namespace, 'shrink', { pool: 'pool-9' }));
    expect(missing.status).toBe(404);

    // No operator runs here: the test writes the status the way the operator reports a draining pool, then a done one.
    const writeStatus = async (state: string) => {
      const current = await readTenant('shrink');
      await kubeCall(world.admin, 'PUT', `${tenantPath('shrink')}/status`, {
        ...current,
        status: {
          availableReplicas: 8,
          revision: 0,
          syncVersion: 'v4.5.8',
          currentState: 'Initialized',
          certificates: { autoCertEnabled: false },
          pools: [
            { ssName: 'shrink-pool-0', state },
            { ssName: 'shrink-pool-1', state: 'PoolInitialized' },
          ],
        },
      });
    };
    await writeStatus('PoolDecommissioning');
    expect((await detailOf()).pool_states?.[0]).toEqual({
      name: 'pool-0',
      state: 'PoolDecommissioning',
      decommission: 'draining',
    });
    await writeStatus('PoolDecommissioned');
    expect((await detailOf()).pool_states).toEqual([
      { name: 'pool-0', state: 'PoolDecommissioned', decommission: 'done' },
      { name: 'pool-1', state: 'PoolInitialized' },
    ]);
  });

  it('a user who may only read tenants gets Kubernetes’ 403 on expanding one', async () => {
    await createTenant(world.admin, namespace, 'locked');
    const user = await world.persona([{ apiGroups: ['minio.min.io'], resources: ['tenants'], verbs: ['get'] }]);
    const res = await user.POST(POOLS, {
      ...inTenant(namespace, 'locked'),
      body: { servers: 4, volumes_per_server: 1, volume_configuration: { size: GIB } },
    });
    expect(res.status).toBe(403);
    expect(res.error?.message).toMatch(/update tenants/);
  });
});
