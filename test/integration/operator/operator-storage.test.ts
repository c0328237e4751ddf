import { dataOf } from '@test/support/api-client';
import { unique } from '@test/support/unique';
import { kubeCall, kubeRequest } from '@test/world/kube-http';
import { inTenant, operatorFixture } from './operator-app';
import { tokenFor } from './operator-fixture';

jest.setTimeout(120_000);

const RBAC = '/apis/rbac.authorization.k8s.io/v1';
const DIRECT_CSI = '/apis/direct.csi.min.io/v1beta1';
const STORAGE_RULES = [
  { apiGroups: [''], resources: ['persistentvolumeclaims'], verbs: ['list'] },
  { apiGroups: ['direct.csi.min.io'], resources: ['directcsidrives', 'directcsivolumes'], verbs: ['list', 'update'] },
];

/**
 * Cluster storage: the tenants' claims across namespaces and the direct-csi drives, against the API server with the
 * direct-csi v1.3.5 CRDs. No direct-csi node driver runs here: drives and volumes are created as it would create them
 * (status included: these resources have no status subresource), and a format request is checked in the drive's spec.
 */
describe('operator mode: cluster storage', () => {
  const world = operatorFixture();
  const { admin } = world;
  let first = '';
  let second = '';
  const node = unique('node');
  const drives: string[] = [];

  async function claim(namespace: string, name: string, tenant: string, storageClass: string) {
    await kubeCall(admin, 'POST', `/api/v1/namespaces/${namespace}/persistentvolumeclaims`, {
      apiVersion: 'v1',
      kind: 'PersistentVolumeClaim',
      metadata: { name, labels: { 'v1.min.io/tenant': tenant } },
      spec: {
        accessModes: ['ReadWriteOnce'],
        storageClassName: storageClass,
        resources: { requests: { storage: '5Gi' } },
      },
    });
  }

  /** A drive as direct-csi's node driver reports it. */
  async function drive(device: string, status: Record<string, unknown>) {
    const name = unique('drive');
    drives.push(name);
    await kubeCall(admin, 'POST', `${DIRECT_CSI}/directcsidrives`, {
      apiVersion: 'direct.csi.min.io/v1beta1',
      kind: 'DirectCSIDrive',
      metadata: { name },
      spec: { directCSIOwned: false },
      status: {
        path: `/var/lib/direct-csi/devices/${device}`,
        nodeName: node,
        totalCapacity: 100 * 1024 ** 3,
        allocatedCapacity: 0,
        freeCapacity: 100 * 1024 ** 3,
        rootPartition: device,
        partitionNum: 0,
        filesystem: '',
        mountpoint: '',
        mountOptions: [],
        driveStatus: 'Available',
        conditions: [],
        ...status,
      },
    });
    return name;
  }

  beforeAll(async () => {
    first = await world.namespace('op-st-a');
    second = await world.namespace('op-st-b');
    await claim(first, 'data-0-t1-pool-0-0', 't1', 'fast');
    await claim(second, 'data-0-t2-pool-0-0', 't2', 'slow');
    // Not a tenant's claim: not listed.
    await kubeCall(admin, 'POST', `/api/v1/namespaces/${first}/persistentvolumeclaims`, {
      apiVersion: 'v1',
      kind: 'PersistentVolumeClaim',
      metadata: { name: 'unrelated' },
      spec: { accessModes: ['ReadWriteOnce'], resources: { requests: { storage: '1Gi' } } },
    });
    const used = await drive('sdb', {
      driveStatus: 'InUse',
      allocatedCapacity: 20 * 1024 ** 3,
      filesystem: 'xfs',
      conditions: [
        { type: 'Owned', status: 'True', reason: 'x', message: '', lastTransitionTime: new Date().toISOString() },
      ],
    });
    await drive('sdc-part-1', { driveStatus: 'Available' });
    await drive('sdd', { driveStatus: 'Available', filesystem: 'ext4' });
    const volume = unique('volume');
    await kubeCall(admin, 'POST', `${DIRECT_CSI}/directcsivolumes`, {
      apiVersion: 'direct.csi.min.io/v1beta1',
      kind: 'DirectCSIVolume',
      metadata: { name: volume },
      status: { drive: used, nodeName: node, totalCapacity: 20 * 1024 ** 3 },
    });
    world.cleanup.later(async () => {
      await kubeCall(admin, 'DELETE', `${DIRECT_CSI}/directcsivolumes/${volume}`, undefined, [404]);
      for (const name of drives)
        await kubeCall(admin, 'DELETE', `${DIRECT_CSI}/directcsidrives/${name}`, undefined, [404]);
    });
  }, 120_000);

  it('lists the tenants’ claims of every namespace: name, namespace, status, tenant, capacity, storage class', async () => {
    const user = await world.persona(STORAGE_RULES);
    const { pvcs } = dataOf(await user.GET('/api/v1/list-pvcs'));
    const ours = pvcs.filter((pvc) => pvc.namespace === first || pvc.namespace === second);
    expect(ours).toEqual(
      [
        {
          name: 'data-0-t1-pool-0-0',
          namespace: first,
          status: 'Pending',
          tenant: 't1',
          capacity: '5Gi',
          storageClass: 'fast',
        },
        {
          name: 'data-0-t2-pool-0-0',
          namespace: second,
          status: 'Pending',
          tenant: 't2',
          capacity: '5Gi',
          storageClass: 'slow',
        },
      ].sort((a, b) => a.namespace.localeCompare(b.namespace)),
    );
  });

  it('lists the drives: label, node, capacity, allocated, volumes on it, status', async () => {
    const user = await world.persona(STORAGE_RULES);
    const { drives: listed } = dataOf(await user.GET('/api/v1/direct-csi/drives'));
    expect(listed.filter((d) => d.node === node)).toEqual([
      { drive: '/dev/sdb', node, capacity: 100 * 1024 ** 3, allocated: 20 * 1024 ** 3, volumes: 1, status: 'InUse' },
      { drive: '/dev/sdc1', node, capacity: 100 * 1024 ** 3, allocated: 0, volumes: 0, status: 'Available' },
      { drive: '/dev/sdd', node, capacity: 100 * 1024 ** 3, allocated: 0, volumes: 0, status: 'Available' },
    ]);
  });

  it('formats the drives that may be, and lists why the others may not', async () => {
    const user = await world.persona(STORAGE_RULES);
    const res = await user.POST('/api/v1/direct-csi/drives/format', {
      body: { drives: [`${node}:/dev/sdb`, `${node}:/dev/sdc1`, `${node}:/dev/sdd`, `${node}:/dev/sdz`], force: false },
    });
    expect(res.status).toBe(200);
    expect(dataOf(res).formatIssuesList).toEqual([
      { node, drive: '/dev/sdb', error: 'Drive in use. Cannot be formatted' },
      { node, drive: '/dev/sdd', error: 'Drive already has a fs. Use force to overwrite' },
      { node, drive: '/dev/sdz', error: 'No such drive on this node' },
    ]);
    const spec = async (name: string) =>
      (await kubeCall<{ spec: Record<string, unknown> }>(admin, 'GET', `${DIRECT_CSI}/directcsidrives/${name}`)).spec;
    expect(await spec(drives[1] ?? '')).toEqual({
      directCSIOwned: true,
      requestedFormat: { filesystem: 'xfs', force: false },
    });
    expect(await spec(drives[2] ?? '')).toEqual({ directCSIOwned: false });

    const forced = await user.POST('/api/v1/direct-csi/drives/format', {
      body: { drives: [`${node}:/dev/sdd`], force: true },
    });
    expect(dataOf(forced).formatIssuesList).toEqual([]);
    expect(await spec(drives[2] ?? '')).toMatchObject({ requestedFormat: { filesystem: 'xfs', force: true } });

    const none = await user.POST('/api/v1/direct-csi/drives/format', {
      body: { drives: [`${node}:/dev/nope`], force: false },
    });
    expect(none.status).toBe(404);
  });

  it('a user whose RBAC covers one namespace sees exactly its claims, and a 403 for drives and other tenants', async () => {
    const name = unique('ns-user');
    await kubeCall(admin, 'POST', `/api/v1/namespaces/${first}/serviceaccounts`, {
      apiVersion: 'v1',
      kind: 'ServiceAccount',
      metadata: { name },
    });
    await kubeCall(admin, 'POST', `${RBAC}/namespaces/${first}/roles`, {
      apiVersion: 'rbac.authorization.k8s.io/v1',
      kind: 'Role',
      metadata: { name },
      rules: [{ apiGroups: [''], resources: ['persistentvolumeclaims'], verbs: ['list'] }],
    });
    await kubeCall(admin, 'POST', `${RBAC}/namespaces/${first}/rolebindings`, {
      apiVersion: 'rbac.authorization.k8s.io/v1',
      kind: 'RoleBinding',
      metadata: { name },
      roleRef: { apiGroup: 'rbac.authorization.k8s.io', kind: 'Role', name },
      subjects: [{ kind: 'ServiceAccount', name, namespace: first }],
    });
    const user = await world.login(await tokenFor(admin, first, name));
    const { pvcs } = dataOf(await user.GET('/api/v1/list-pvcs'));
    expect(pvcs.map((pvc) => `${pvc.namespace}/${pvc.name}`)).toEqual([`${first}/data-0-t1-pool-0-0`]);

    const others = await user.GET('/api/v1/namespaces/{namespace}/tenants/{tenant}/pvcs', inTenant(second, 't2'));
    expect(others.status).toBe(403);
    expect(others.error?.message).toMatch(new RegExp(`list persistentvolumeclaims in namespace ${second}`));
    const listDrives = await user.GET('/api/v1/direct-csi/drives');
    expect(listDrives.status).toBe(403);
    expect(listDrives.error?.message).toMatch(/list directcsidrives/);
    const format = await user.POST('/api/v1/direct-csi/drives/format', {
      body: { drives: [`${node}:/dev/sdc1`], force: false },
    });
    expect(format.status).toBe(403);
    // Nothing was asked of the drive.
    const unchanged = await kubeRequest<{ spec: Record<string, unknown> }>(
      admin,
      'GET',
      `${DIRECT_CSI}/directcsidrives/${drives[0] ?? ''}`,
    );
    expect(unchanged.body.spec).toEqual({ directCSIOwned: false });
  });
});
