import type { Express, Router } from 'express';
import { markImplemented } from '../../platform/http/openapi-implemented';
import { addUpgradeHandler } from '../../platform/http/upgrade-handlers';
import type { SessionFeatureDeps } from '../../platform/session/session-deps';
import { k8sFactoryFor } from '../../platform/k8s/k8s-factory';
import { TenantConsoleLogins } from './proxy/tenant-console-logins';
import { tenantProxyRouter } from './proxy/tenant-proxy.router';
import { tenantProxyUpgrade } from './proxy/tenant-proxy-upgrade';
import { tlsPolicyOf } from './proxy/upstream-http';

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
