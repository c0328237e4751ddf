import express, { type Express, type Router } from 'express';
import { markImplemented } from '../../platform/http/openapi-implemented';
import { addUpgradeHandler } from '../../platform/http/upgrade-handlers';
import type { SessionFeatureDeps } from '../session/session.deps';
import { k8sFactoryFor } from './k8s-factory';
import { operatorLoginRouter } from './login/operator-login.router';
import { TenantConsoleLogins } from './proxy/tenant-console-logins';
import { tenantProxyRouter } from './proxy/tenant-proxy.router';
import { tenantProxyUpgrade } from './proxy/tenant-proxy-upgrade';
import { tlsPolicyOf } from './proxy/upstream-http';
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

/**
 * The tenant console proxy, operator mode only: HTTP under `/api/proxy` on `root` (to be mounted before the JSON
 * body parser) and its websockets through the app's upgrade handlers. One login store for both.
 */
export function mountTenantProxy(app: Express, root: Router, deps: SessionFeatureDeps): void {
  const { config, sessions, logger } = deps;
  if (config.operatorMode !== 'on') return;
  const policy = tlsPolicyOf(config.tenantTlsVerify, config.k8sCaFile);
  const logins = new TenantConsoleLogins({ k8s: k8sFactoryFor(config), mode: config.tenantAddressMode, tls: policy });
  root.use('/api/proxy', tenantProxyRouter(deps, logins, policy));
  addUpgradeHandler(app, tenantProxyUpgrade({ subPath: config.subPath, sessions, logger, logins, policy }));
  markImplemented(app, 'proxyTenantConsole', 'proxyTenantMetrics');
}
