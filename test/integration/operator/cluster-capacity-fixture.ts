import { unique } from '@test/support/unique';
import { kubeCall, type KubeConnection } from '@test/world/kube-http';

/** What the wizard's user needs cluster-wide: tenants, their Secrets, namespaces, and the look-ups of its steps. */
export const WIZARD_RULES = [
  { apiGroups: ['minio.min.io'], resources: ['tenants'], verbs: ['get', 'list', 'create'] },
  { apiGroups: [''], resources: ['secrets'], verbs: ['create', 'delete'] },
  { apiGroups: [''], resources: ['namespaces'], verbs: ['get', 'list', 'create'] },
  { apiGroups: [''], resources: ['nodes'], verbs: ['list'] },
  { apiGroups: [''], resources: ['resourcequotas'], verbs: ['get'] },
  { apiGroups: ['storage.k8s.io'], resources: ['storageclasses'], verbs: ['list'] },
];

/**
 * Cluster objects the create-tenant wizard reads, made as the admin the way the cluster's own parts would: Node
 * objects with labels, registered and then given capacity through their status as a kubelet does (no kubelet runs
 * in the test world), and StorageClasses as an administrator installs them.
 */
export class ClusterCapacity {
  private readonly nodes: string[] = [];
  private readonly classes: string[] = [];

  constructor(private readonly admin: KubeConnection) {}

  /** A schedulable node with this much allocatable memory (a quantity like `64Gi`) and these labels; its name. */
  async node(memory: string, labels: Record<string, string> = {}): Promise<string> {
    const name = unique('it-node');
    const node = await kubeCall<Record<string, unknown>>(this.admin, 'POST', '/api/v1/nodes', {
      apiVersion: 'v1',
      kind: 'Node',
      metadata: { name, labels: { 'kubernetes.io/hostname': name, ...labels } },
    });
    this.nodes.push(name);
    const resources = { memory, cpu: '8', pods: '110' };
    await kubeCall(this.admin, 'PUT', `/api/v1/nodes/${name}/status`, {
      ...node,
      status: { capacity: resources, allocatable: resources, conditions: [{ type: 'Ready', status: 'True' }] },
    });
    // The API server taints a new node not-ready (TaintNodesByCondition); the node lifecycle controller lifts the
    // taint once the kubelet reports Ready. No such controller runs here, so the test lifts it the same way.
    const registered = await kubeCall<{ spec?: Record<string, unknown> }>(this.admin, 'GET', `/api/v1/nodes/${name}`);
    const { taints: _taints, ...spec } = registered.spec ?? {};
    await kubeCall(this.admin, 'PUT', `/api/v1/nodes/${name}`, { ...registered, spec });
    return name;
  }

  /** A storage class; its name. */
  async storageClass(prefix = 'it-sc'): Promise<string> {
    const name = unique(prefix);
    await kubeCall(this.admin, 'POST', '/apis/storage.k8s.io/v1/storageclasses', {
      apiVersion: 'storage.k8s.io/v1',
      kind: 'StorageClass',
      metadata: { name },
      provisioner: 'kubernetes.io/no-provisioner',
    });
    this.classes.push(name);
    return name;
  }

  /**
   * The namespace's `{ns}-storagequota` limiting a storage class, with the status the quota controller would
   * compute (none runs here).
   */
  async storageQuota(namespace: string, storageClass: string, hard: string, used: string): Promise<void> {
    const key = `${storageClass}.storageclass.storage.k8s.io/requests.storage`;
    const path = `/api/v1/namespaces/${namespace}/resourcequotas`;
    const quota = await kubeCall<Record<string, unknown>>(this.admin, 'POST', path, {
      apiVersion: 'v1',
      kind: 'ResourceQuota',
      metadata: { name: `${namespace}-storagequota` },
      spec: { hard: { [key]: hard } },
    });
    await kubeCall(this.admin, 'PUT', `${path}/${namespace}-storagequota/status`, {
      ...quota,
      status: { hard: { [key]: hard }, used: { [key]: used } },
    });
  }

  async remove(): Promise<void> {
    for (const name of this.nodes) await kubeCall(this.admin, 'DELETE', `/api/v1/nodes/${name}`, undefined, [404]);
    for (const name of this.classes) {
      await kubeCall(this.admin, 'DELETE', `/apis/storage.k8s.io/v1/storageclasses/${name}`, undefined, [404]);
    }
  }
}

/** Removes the Secrets a test made in a namespace (namespace deletion never finishes without a controller). */
export async function removeSecrets(admin: KubeConnection, namespace: string): Promise<void> {
  await kubeCall(admin, 'DELETE', `/api/v1/namespaces/${namespace}/secrets`, undefined, [404]);
}
