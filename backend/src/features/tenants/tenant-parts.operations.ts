import type { CoreV1Event, V1PersistentVolumeClaim, V1Pod } from '@kubernetes/client-node';
import type { K8sClientFactory, K8sClients } from '@platform/k8s/k8s-clients';
import { k8sCall } from '@platform/k8s/k8s-errors';
import { k8sClientsOf } from '@platform/k8s/k8s-session';
import { ApiError } from '@platform/errors/api-error';
import type { Schema } from '@contract/shared/contract-types';
import { operations } from '@platform/operations/operation-table';
import { podLog } from './pod-log';
import { withoutUndefined } from '../../platform/k8s/without-undefined';

/** The label the operator puts on everything it creates for a tenant (pods, PVCs, secrets). */
const TENANT_LABEL = 'v1.min.io/tenant';

/** A tenant's pods, a pod's events, and its volume claims — found by the operator's tenant label. */
export function tenantPartsOperations(k8s: K8sClientFactory) {
  return operations({
    listTenantPods: async ({ params: { namespace, tenant }, res }) => {
      const clients = k8sClientsOf(res, k8s);
      const pods = await k8sCall(clients.server, { verb: 'list', resource: 'pods', namespace }, () =>
        clients.core.listNamespacedPod({ namespace, labelSelector: `${TENANT_LABEL}=${tenant}` }),
      );
      return { pods: pods.items.map((pod) => toPod(pod, tenant)) };
    },

    listTenantPodEvents: async ({ params: { namespace, tenant, pod: name }, res }) => {
      const clients = k8sClientsOf(res, k8s);
      const pod = await tenantPod(clients, namespace, tenant, name);
      const events = await k8sCall(clients.server, { verb: 'list', resource: 'events', namespace }, () =>
        clients.core.listNamespacedEvent({ namespace, fieldSelector: `involvedObject.uid=${pod.metadata?.uid ?? ''}` }),
      );
      return { events: events.items.map(toEvent).sort((a, b) => (b.last_seen ?? 0) - (a.last_seen ?? 0)) };
    },

    // Plain text, not JSON: the handler writes the answer itself.
    getTenantPodLog: async ({ params: { namespace, tenant, pod: name }, res }) => {
      const clients = k8sClientsOf(res, k8s);
      await tenantPod(clients, namespace, tenant, name);
      res.type('text/plain').send(await podLog(clients, namespace, name));
    },

    deleteTenantPod: async ({ params: { namespace, tenant, pod: name }, res }) => {
      const clients = k8sClientsOf(res, k8s);
      await tenantPod(clients, namespace, tenant, name);
      // The default grace period: the pod stops cleanly and its StatefulSet recreates it.
      await k8sCall(clients.server, { verb: 'delete', resource: 'pods', namespace, name }, () =>
        clients.core.deleteNamespacedPod({ namespace, name }),
      );
    },

    listTenantPvcs: async ({ params: { namespace, tenant }, res }) => {
      const clients = k8sClientsOf(res, k8s);
      const claims = await k8sCall(
        clients.server,
        { verb: 'list', resource: 'persistentvolumeclaims', namespace },
        () =>
          clients.core.listNamespacedPersistentVolumeClaim({ namespace, labelSelector: `${TENANT_LABEL}=${tenant}` }),
      );
      return { pvcs: claims.items.map((claim) => toPvc(claim, tenant)) };
    },
  });
}

/** A pod of the tenant; a pod of another tenant is "not found" here, since the path names the tenant. */
async function tenantPod(clients: K8sClients, namespace: string, tenant: string, name: string): Promise<V1Pod> {
  const pod = await k8sCall(clients.server, { verb: 'get', resource: 'pods', namespace, name }, () =>
    clients.core.readNamespacedPod({ namespace, name }),
  );
  if (pod.metadata?.labels?.[TENANT_LABEL] !== tenant) {
    throw new ApiError(404, `Pod ${name} does not belong to tenant ${tenant}`, `Its ${TENANT_LABEL} label differs`);
  }
  return pod;
}

function toPod(pod: V1Pod, tenant: string): Schema<'Pod'> {
  return withoutUndefined({
    name: pod.metadata?.name ?? '',
    status: pod.metadata?.deletionTimestamp ? 'Terminating' : (pod.status?.phase ?? 'Unknown'),
    timeCreated: seconds(pod.metadata?.creationTimestamp),
    podIP: pod.status?.podIP,
    restarts: pod.status?.containerStatuses?.[0]?.restartCount ?? 0,
    node: pod.spec?.nodeName,
    namespace: pod.metadata?.namespace,
    tenant,
  });
}

function toEvent(event: CoreV1Event): Schema<'KubernetesEvent'> {
  return withoutUndefined({
    namespace: event.metadata?.namespace,
    last_seen: seconds(event.lastTimestamp ?? event.eventTime ?? event.metadata?.creationTimestamp),
    message: event.message ?? '',
    event_type: event.type,
    reason: event.reason,
  });
}

function toPvc(claim: V1PersistentVolumeClaim, tenant: string): Schema<'Pvc'> {
  return withoutUndefined({
    name: claim.metadata?.name ?? '',
    namespace: claim.metadata?.namespace ?? '',
    status: claim.metadata?.deletionTimestamp ? 'Terminating' : (claim.status?.phase ?? 'Pending'),
    tenant,
    capacity: claim.status?.capacity?.storage ?? claim.spec?.resources?.requests?.storage,
    storageClass: claim.spec?.storageClassName,
  });
}

/** Unix seconds of a Kubernetes timestamp (client-node parses them into Dates). */
function seconds(time: Date | string | undefined): number | undefined {
  if (time === undefined) return undefined;
  const ms = new Date(time).getTime();
  return Number.isNaN(ms) ? undefined : Math.floor(ms / 1000);
}
