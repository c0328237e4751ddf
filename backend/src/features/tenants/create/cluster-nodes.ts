import type { V1Node } from '@kubernetes/client-node';
import type { K8sClients } from '@platform/k8s/k8s-clients';
import { k8sCall } from '@platform/k8s/k8s-errors';
import { quantityToBytes } from '@platform/k8s/quantity';

/**
 * The cluster's nodes, as the user may see them: the API server's JSON as it is (only the fields of {@link V1Node}
 * read below are used, named the same in both), without client-node's model classes.
 */
export async function listNodes(clients: K8sClients): Promise<V1Node[]> {
  const list = await k8sCall(clients.server, { verb: 'list', resource: 'nodes' }, () =>
    clients.json<{ items?: V1Node[] }>('GET', '/api/v1/nodes'),
  );
  return list.items ?? [];
}

/** Whether a server pod could be scheduled there: no NoSchedule/NoExecute taint, not a control-plane master. */
function schedulable(node: V1Node): boolean {
  if (node.spec?.unschedulable) return false;
  return !(node.spec?.taints ?? []).some(
    (taint) =>
      taint.effect === 'NoSchedule' ||
      taint.effect === 'NoExecute' ||
      taint.key === 'node-role.kubernetes.io/master' ||
      taint.key === 'node-role.kubernetes.io/control-plane',
  );
}

/**
 * The most memory each of `servers` server pods can get when every pod has a node of its own (the pool's pods are
 * spread one per node): the `servers`-th largest allocatable memory among schedulable nodes, 0 when there are fewer
 * such nodes than servers (kubernetes.md §2.2).
 */
export function maxAllocatableMemory(nodes: readonly V1Node[], servers: number): number {
  const memories = nodes
    .filter(schedulable)
    .map((node) => quantityToBytes(node.status?.allocatable?.memory) ?? 0)
    .sort((a, b) => b - a);
  return memories[servers - 1] ?? 0;
}

/** Each label key of the nodes with the distinct values seen, sorted (the Pod Placement step's choices). */
export function nodeLabels(nodes: readonly V1Node[]): Record<string, string[]> {
  const byKey = new Map<string, Set<string>>();
  for (const node of nodes) {
    for (const [key, value] of Object.entries(node.metadata?.labels ?? {})) {
      const values = byKey.get(key) ?? new Set<string>();
      values.add(value);
      byKey.set(key, values);
    }
  }
  return Object.fromEntries(
    [...byKey.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => [k, [...v].sort()]),
  );
}
