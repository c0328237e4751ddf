import express, { type Router } from 'express';
import { ApiError } from '@platform/errors/api-error';
import { requireCsrfHeader } from '@platform/http/csrf';
import { operatorSessionOf } from '@platform/k8s/k8s-session';
import { requireSession } from '@platform/session/require-session';
import { cookieOptions, type SessionFeatureDeps } from '@platform/session/session-deps';
import { forwardHttp } from './forward-http';
import { parseProxyPath, proxyBasePath } from './proxy-path';
import type { TenantConsoleLogins } from './tenant-console-logins';
import type { TlsPolicy } from './upstream-http';

/**
 * `/api/proxy/{namespace}/{tenant}/…` (proxyTenantConsole, proxyTenantMetrics): the tenant's own console, reached
 * with a login the backend made with the tenant's root credentials. Mounted before the JSON body parser, so request
 * bodies stream through untouched. The operator's session and CSRF rules apply as for any API call.
 */
export function tenantProxyRouter(deps: SessionFeatureDeps, logins: TenantConsoleLogins, policy: TlsPolicy): Router {
  const router = express.Router();
  router.use(requireCsrfHeader());
  router.use(requireSession(deps.sessions, cookieOptions(deps.config), deps.logger));
  router.use(async (req, res) => {
    const path = parseProxyPath(req.url);
    if (!path) throw new ApiError(404, 'Not found', 'A proxy path is /api/proxy/{namespace}/{tenant}/…');
    const session = operatorSessionOf(res);
    const request = { sessionId: session.sid, jwt: session.jwt, namespace: path.namespace, tenant: path.tenant };
    const common = { policy, upstreamPath: path.upstreamPath, basePath: proxyBasePath(deps.config.subPath, path) };
    const login = await logins.get(request);
    const mayRetry = req.method === 'GET' || req.method === 'HEAD';
    if ((await forwardHttp(req, res, { ...common, login, mayRetry })) === 'answered') return;
    // The tenant's console no longer accepts the kept login (it expired there, or was logged out): log in again once.
    logins.forget(request, login);
    await forwardHttp(req, res, { ...common, login: await logins.get(request), mayRetry: false });
  });
  return router;
}
