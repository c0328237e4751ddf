import express, { type Router } from 'express';
import type { SessionFeatureDeps } from '../session/session.deps';
import { k8sFactoryFor } from './k8s-factory';
import { operatorLoginRouter } from './login/operator-login.router';
import { operatorSessionRouter } from './session/operator-session.router';
import { tenantPartsRouter } from './tenants/tenant-parts.router';
import { tenantsRouter } from './tenants/tenants.router';

/** Operator-mode login routes; mounted before the console login routes, which they take over in operator mode. */
export function operatorPublicRouter(deps: SessionFeatureDeps): Router {
  return operatorLoginRouter(deps, k8sFactoryFor(deps.config));
}

/**
 * Operator-mode routes that need a session; mounted before the console session routes. In console mode only the
 * tenant routes exist, and they refuse the MinIO session with a clear 400 instead of a 501.
 */
export function operatorRouter(deps: SessionFeatureDeps): Router {
  const k8s = k8sFactoryFor(deps.config);
  const router = express.Router();
  if (deps.config.operatorMode === 'on') router.use(operatorSessionRouter(k8s));
  router.use(tenantsRouter(k8s, deps.config.k8sListPageSize));
  router.use(tenantPartsRouter(k8s));
  return router;
}
