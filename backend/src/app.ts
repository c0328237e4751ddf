import express, { type Express } from 'express';
import { apiV1Router } from './api-v1';
import type { Config } from './config/config';
import { healthRouter } from './features/health/health.router';
import { mountTenantProxy } from './features/operator/operator.router';
import { apiNotFound, errorHandler } from './platform/http/error-handler';
import { notImplemented } from './platform/http/openapi-not-implemented';
import { openApiValidator } from './platform/http/openapi-validator';
import { requestLog } from './platform/http/request-log';
import { securityHeaders } from './platform/http/security-headers';
import { staticFrontend } from './platform/http/static-frontend';
import { FailureRateLimiter } from './platform/http/rate-limiter';
import type { Logger } from './platform/logging/logger';
import { SessionManager } from './platform/session/session-manager';

/** Failed logins allowed per window: per client address, and per access key (whatever the address). */
const LOGIN_FAILURES_PER_CLIENT = { limit: 20, windowMs: 5 * 60_000 };
const LOGIN_FAILURES_PER_ACCESS_KEY = { limit: 10, windowMs: 5 * 60_000 };

/** What the app is built from; tests build the real app against the real servers with their own values. */
export interface AppDependencies {
  readonly config: Config;
  readonly logger: Logger;
  /** The 32-byte key that seals session cookies (see platform/session/session-key.ts). */
  readonly sessionKey: Buffer;
  /** Check every JSON response against the API contract too (tests turn it on; see openapi-validator.ts). */
  readonly validateResponses?: boolean;
}

/** Builds the Express application: health, the API under the sub-path, and the frontend. */
export function createApp({ config, logger, sessionKey, validateResponses }: AppDependencies): Express {
  const sessions = new SessionManager(sessionKey, {
    durationMs: config.sessionDurationMs,
    idleMs: config.sessionIdleMs,
  });
  const loginLimits = {
    byClient: new FailureRateLimiter(LOGIN_FAILURES_PER_CLIENT),
    byAccessKey: new FailureRateLimiter(LOGIN_FAILURES_PER_ACCESS_KEY),
  };
  const app = express();
  app.locals.subPath = config.subPath;
  app.disable('x-powered-by');
  app.set('trust proxy', false);
  // API answers are no-store, so an ETag (a SHA-1 of every JSON body) buys nothing; static files have their own.
  app.set('etag', false);
  app.use(securityHeaders({ behindTls: config.secureCookie === 'on' }));
  app.use(requestLog(logger));
  // Probes reach /healthz whatever the sub-path.
  app.use(healthRouter());

  const deps = { config, logger, sessions, loginLimits };
  const root = express.Router();
  root.use(healthRouter());
  // Before the body parser: proxied request bodies stream through to the tenant untouched.
  mountTenantProxy(app, root, deps);
  root.use(express.json({ limit: '1mb' }));
  // The one form post (downloadObjectsZip) carries its JSON in a `request` field of up to 2 MB.
  root.use(express.urlencoded({ extended: false, limit: '3mb' }));
  // The contract first (malformed requests never reach a handler), then the routers; declared but unbuilt → 501.
  root.use('/api/v1', openApiValidator({ subPath: config.subPath, validateResponses }));
  root.use('/api/v1', apiV1Router(deps));
  root.use('/api/v1', notImplemented());
  root.use('/api', apiNotFound());
  root.use(staticFrontend(config.staticDir, config.subPath));
  app.use(config.subPath, root);
  app.use(errorHandler(logger));
  return app;
}
