import type { CoreV1Event, V1PersistentVolumeClaim, V1Pod } from '@kubernetes/client-node';
import express, { type Request, type Router } from 'express';
import type { KubernetesEvent, Pod, Pvc } from '../../../../api/generated/api';
import type { K8sClientFactory, K8sClients } from '../../../platform/k8s/k8s-clients';
import { podLog } from './pod-log';
import { k8sCall } from '../../../platform/k8s/k8s-errors';
import { k8sClientsOf } from '../../../platform/k8s/k8s-session';
import { ApiError } from '../../../platform/errors/api-error';
import { withoutUndefined } from '../without-undefined';

type TenantParams = { namespace: string; tenant: string };
type PodParams = TenantParams & { pod: string };

/** The label the operator puts on everything it creates for a tenant (pods, PVCs, secrets). */
const TENANT_LABEL = 'v1.min.io/tenant';

/** A tenant's pods, a pod's events, and its volume claims — found by the operator's tenant label. */
export function tenantPartsRouter(k8s: K8sClientFactory): Router {
  const router = express.Router();
  const one = '/namespaces/:namespace/tenants/:tenant';

  router.get(`${one}/pods`, async (req: Request<TenantParams>, res) => {
    const { namespace, tenant } = req.params;
    const clients = k8sClientsOf(res, k8s);
    const pods = await k8sCall(clients.server, { verb: 'list', resource: 'pods', namespace }, () =>
      clients.core.listNamespacedPod({ namespace, labelSelector: `${TENANT_LABEL}=${tenant}` }),
    );
    res.json({ pods: pods.items.map((pod) => toPod(pod, tenant)) });
  });

  router.get(`${one}/pods/:pod/events`, async (req: Request<PodParams>, res) => {
    const { namespace, tenant, pod: name } = req.params;
    const clients = k8sClientsOf(res, k8s);
    const pod = await tenantPod(clients, namespace, tenant, name);
    const events = await k8sCall(clients.server, { verb: 'list', resource: 'events', namespace }, () =>
      clients.core.listNamespacedEvent({ namespace, fieldSelector: `involvedObject.uid=${pod.metadata?.uid ?? ''}` }),
    );
    const mapped = events.items.map(toEvent).sort((a, b) => (b.last_seen ?? 0) - (a.last_seen ?? 0));
    res.json({ events: mapped });
  });

  router.get(`${one}/pods/:pod`, async (req: Request<PodParams>, res) => {
    const { namespace, tenant, pod: name } = req.params;
    const clients = k8sClientsOf(res, k8s);
    await tenantPod(clients, namespace, tenant, name);
    res.type('text/plain').send(await podLog(clients, namespace, name));
  });

  router.delete(`${one}/pods/:pod`, async (req: Request<PodParams>, res) => {
    const { namespace, tenant, pod: name } = req.params;
    const clients = k8sClientsOf(res, k8s);
    await tenantPod(clients, namespace, tenant, name);
    // The default grace period: the pod stops cleanly and its StatefulSet recreates it.
    await k8sCall(clients.server, { verb: 'delete', resource: 'pods', namespace, name }, () =>
      clients.core.deleteNamespacedPod({ namespace, name }),
    );
    res.status(204).end();
  });

  router.get(`${one}/pvcs`, async (req: Request<TenantParams>, res) => {
    const { namespace, tenant } = req.params;
    const clients = k8sClientsOf(res, k8s);
    const claims = await k8sCall(clients.server, { verb: 'list', resource: 'persistentvolumeclaims', namespace }, () =>
      clients.core.listNamespacedPersistentVolumeClaim({ namespace, labelSelector: `${TENANT_LABEL}=${tenant}` }),
    );
    res.json({ pvcs: claims.items.map((claim) => toPvc(claim, tenant)) });
  });

  return router;
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

function toPod(pod: V1Pod, tenant: string): Pod {
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

function toEvent(event: CoreV1Event): KubernetesEvent {
  return withoutUndefined({
    namespace: event.metadata?.namespace,
    last_seen: seconds(event.lastTimestamp ?? event.eventTime ?? event.metadata?.creationTimestamp),
    message: event.message ?? '',
    event_type: event.type,
    reason: event.reason,
  });
}

function toPvc(claim: V1PersistentVolumeClaim, tenant: string): Pvc {
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
