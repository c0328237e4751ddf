import { ApiError } from '@platform/errors/api-error';
import type { K8sClients } from '@platform/k8s/k8s-clients';
import { describe, k8sToApiError } from '@platform/k8s/k8s-errors';

/** Lines of the log the Logs tab shows: the end of it, like `kubectl logs --tail`, so a long-lived pod stays fast. */
const TAIL_LINES = 5000;

/**
 * The log of a pod's default container, through the API server's `pods/log` subresource. The API server does not
 * keep logs: it fetches them from the kubelet of the pod's node. When that fails (the node is gone, or its kubelet
 * does not answer — as in the test cluster, where no kubelet runs) the answer is a 502 saying so, never an empty or
 * made-up log. Refusals (401, 403) and a pod that has no log yet (400) keep their own meaning.
 */
export async function podLog(clients: K8sClients, namespace: string, name: string): Promise<string> {
  const action = { verb: 'get', resource: 'pods/log', namespace, name };
  try {
    return await clients.core.readNamespacedPodLog({ namespace, name, tailLines: TAIL_LINES });
  } catch (error) {
    const apiError = k8sToApiError(error, clients.server, action);
    // 503: the API server itself is unreachable, which is not the kubelet's fault.
    if ([400, 401, 403, 503].includes(apiError.status)) throw apiError;
    // The API server says `pods "<node>" not found` when the pod's node object is missing: still the node's fault.
    const reason =
      apiError.status === 404 ? apiError.message : apiError.detailedMessage.replace(`${describe(action)}: `, '');
    throw new ApiError(502, `The node's kubelet could not be reached: ${reason}`, reason);
  }
}
