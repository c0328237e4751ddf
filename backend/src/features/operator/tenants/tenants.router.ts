import express, { type Request, type Router } from 'express';
import type { UpdateTenantRequest } from '../../../../api/generated/api';
import type { K8sClientFactory } from '../../../platform/k8s/k8s-clients';
import { k8sCall } from '../../../platform/k8s/k8s-errors';
import { k8sClientsOf, operatorSessionOf } from '../../../platform/k8s/k8s-session';
import { getTenant, listTenants, TENANT_CRD, tenantAction } from './tenant-resource';
import { updateTenantImage } from './tenant-image';
import { listVisibleTenants } from './tenants-visible';
import { tenantEndpoints } from './tenant-endpoints';
import { toDetail, toListItem } from './tenant-view';
import { applyTenantYaml, tenantToYaml } from './tenant-yaml';

type TenantParams = { namespace: string; tenant: string };

/** Tenants list, one namespace's tenants, detail, delete and Edit YAML — all with the user's own token. */
export function tenantsRouter(k8s: K8sClientFactory, pageSize: number): Router {
  const router = express.Router();
  const one = '/namespaces/:namespace/tenants/:tenant';

  router.get('/tenants', async (_req, res) => {
    const { jwt } = operatorSessionOf(res);
    const tenants = await listVisibleTenants(k8s.forToken(jwt), jwt, pageSize);
    res.json({ tenants: tenants.map(toListItem) });
  });

  router.get('/namespaces/:namespace/tenants', async (req: Request<{ namespace: string }>, res) => {
    const tenants = await listTenants(k8sClientsOf(res, k8s), pageSize, req.params.namespace);
    res.json({ tenants: tenants.map(toListItem) });
  });

  router.get(one, async (req: Request<TenantParams>, res) => {
    const { namespace, tenant } = req.params;
    const clients = k8sClientsOf(res, k8s);
    const detail = toDetail(await getTenant(clients, namespace, tenant));
    const endpoints = await tenantEndpoints(clients, namespace, tenant, detail.minioTLS === true);
    res.json({ ...detail, endpoints });
  });

  router.put(one, async (req: Request<TenantParams>, res) => {
    const { namespace, tenant } = req.params;
    await updateTenantImage(k8sClientsOf(res, k8s), namespace, tenant, req.body as UpdateTenantRequest);
    res.status(204).end();
  });

  router.delete(one, async (req: Request<TenantParams>, res) => {
    const { namespace, tenant: name } = req.params;
    const clients = k8sClientsOf(res, k8s);
    await k8sCall(clients.server, tenantAction('delete', namespace, name), () =>
      clients.custom.deleteNamespacedCustomObject({ ...TENANT_CRD, namespace, name }),
    );
    res.status(204).end();
  });

  router.get(`${one}/yaml`, async (req: Request<TenantParams>, res) => {
    const { namespace, tenant } = req.params;
    res.json({ yaml: tenantToYaml(await getTenant(k8sClientsOf(res, k8s), namespace, tenant)) });
  });

  router.put(`${one}/yaml`, async (req: Request<TenantParams>, res) => {
    const { namespace, tenant: name } = req.params;
    const clients = k8sClientsOf(res, k8s);
    const body = applyTenantYaml(await getTenant(clients, namespace, name), (req.body as { yaml: string }).yaml);
    await k8sCall(clients.server, tenantAction('update', namespace, name), () =>
      clients.custom.replaceNamespacedCustomObject({ ...TENANT_CRD, namespace, name, body }),
    );
    res.status(204).end();
  });

  return router;
}
