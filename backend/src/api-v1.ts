import express, { type Router } from 'express';
import { bucketAdminRouter } from './features/bucket-admin/bucket-admin.router';
import { bucketsRouter } from './features/buckets/buckets.router';
import { iamRouter } from './features/iam/iam.router';
import { objectsRouter } from './features/objects/objects.router';
import { operatorPublicRouter, operatorRouter } from './features/operator/operator.router';
import { loginRouter } from './features/session/login.router';
import { serviceRouter } from './features/service/service.router';
import { sessionRouter } from './features/session/session.router';
import { tiersRouter } from './features/tiers/tiers.router';
import { cookieOptions, type SessionFeatureDeps } from './features/session/session.deps';
import { requireCsrfHeader } from './platform/http/csrf';
import { operationIdOf } from './platform/http/openapi-operation';
import { requireSession } from './platform/session/require-session';

/**
 * Operations anyone may call: logging in, and logging out (which must work with an expired session too). Those not
 * built yet fall through to the 501 catch-all instead of a misleading 401.
 */
const PUBLIC_OPERATIONS = new Set(['getLoginStrategy', 'login', 'loginOperator', 'loginOauth2Callback', 'logout']);

/** The `/api/v1` surface: CSRF check, the public login routes, then everything that needs a session. */
export function apiV1Router(deps: SessionFeatureDeps): Router {
  const router = express.Router();
  router.use(requireCsrfHeader());
  // Operator mode takes over the login routes, so it goes first.
  router.use(operatorPublicRouter(deps));
  router.use(loginRouter(deps));
  router.use(
    requireSession(deps.sessions, cookieOptions(deps.config), deps.logger, (req) =>
      PUBLIC_OPERATIONS.has(operationIdOf(req) ?? ''),
    ),
  );
  // Operator mode answers GET /session itself, so it goes before the console session routes.
  router.use(operatorRouter(deps));
  router.use(sessionRouter(deps));
  router.use(serviceRouter(deps));
  router.use(bucketsRouter(deps));
  router.use(bucketAdminRouter(deps));
  router.use(objectsRouter(deps));
  router.use(iamRouter(deps));
  router.use(tiersRouter(deps));
  return router;
}
