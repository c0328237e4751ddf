import express, { type Express } from 'express';
import { apiOperations, apiV1Router } from './api-v1';
import type { Config } from './config/config';
import { healthRouter } from './platform/http/health.router';
import { httpMetrics } from './platform/metrics/http-metrics';
import { metricsEndpoint } from './platform/metrics/metrics-endpoint';
import { DirectTransfers } from './features/objects/direct-transfers';
import { UploadIds } from './features/objects/upload-id';
import { mountTenantProxy } from './features/tenants/tenant-proxy.mount';
import { toolsStreams } from './features/tools/tools.streams';
import { logsStreams } from './features/logs/logs.streams';
import { auditIngestRoute } from './features/logs/audit-ingest.route';
import { auditStoreFor } from './features/logs/audit-store-registry';
import { addUpgradeHandler } from './platform/http/upgrade-handlers';
import { streamSockets } from './platform/ws/stream-sockets';
import { sessionConcurrencyFor } from './platform/limits/session-concurrency';
import { apiNotFound, errorHandler } from './platform/http/error-handler';
import { jsonBody } from './platform/http/json-body';
import { markImplemented } from './platform/http/openapi-implemented';
import { builtOperations } from './platform/operations/operation-table';
import { notImplemented } from './platform/http/openapi-not-implemented';
import { openApiValidator } from './platform/http/openapi-validator';
import { requestLog } from './platform/http/request-log';
import { forgetAccountInfoAfterWrites } from './platform/minio/admin/recent-account-info';
import { securityHeaders } from './platform/http/security-headers';
import { staticFrontend } from './platform/http/static-frontend';
import type { Logger } from './platform/logging/logger';
import { LoginThrottle, refuseThrottledLogins, type LoginPolicy } from './platform/session/login-throttle';
import { SessionManager } from './platform/session/session-manager';

/**
 * Failed logins: 10 per address and account and 20 per address in 5 minutes, then 429; from the 10th failure of an
 * account (from any addresses, forgotten after 15 quiet minutes) addresses that failed for it get one attempt per
 * 1 s, 2 s, 4 s… up to 30 s. The README's security section states this policy.
 */
const LOGIN_POLICY: LoginPolicy = {
  perAddressAndAccount: { limit: 10, windowMs: 5 * 60_000 },
  perAddress: { limit: 20, windowMs: 5 * 60_000 },
  perAccount: { free: 10, baseMs: 1000, capMs: 30_000, forgetMs: 15 * 60_000 },
};

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
  const loginThrottle = new LoginThrottle(LOGIN_POLICY);
  const app = express();
  app.locals.subPath = config.subPath;
  app.disable('x-powered-by');
  // Forwarded headers count only from the configured proxies (CONSOLE_TRUSTED_PROXIES); none by default.
  app.set('trust proxy', config.trustedProxies.length > 0 ? [...config.trustedProxies] : false);
  // API answers are no-store, so an ETag (a SHA-1 of every JSON body) buys nothing; static files have their own.
  app.set('etag', false);
  // Direct transfers (CONSOLE_MINIO_BROWSER_URL): MinIO's browser address joins the CSP where they are on.
  const directTransfers = new DirectTransfers(config.minioBrowserUrl, logger);
  void directTransfers.checkAtStartup();
  app.use(securityHeaders({ behindTls: config.secureCookie === 'on', direct: directTransfers }));
  // An address out of failed logins is refused before any other work (a flood must not slow the other users).
  app.use(refuseThrottledLogins(loginThrottle, logger, [`${config.subPath}api/v1/login`]));
  app.use(requestLog(logger));
  app.use(forgetAccountInfoAfterWrites());
  app.use(httpMetrics(config.subPath));
  // Probes reach /healthz, and scrapers /metrics, whatever the sub-path.
  app.use(healthRouter());
  app.use(metricsEndpoint(config.metrics));

  const deps = { config, logger, sessions, loginThrottle, uploadIds: new UploadIds(sessionKey), directTransfers };
  const root = express.Router();
  root.use(healthRouter());
  root.use(metricsEndpoint(config.metrics));
  // Before the body parser: proxied request bodies stream through to the tenant untouched.
  mountTenantProxy(app, root, deps);
  // The live tools' websockets (trace, logs, watch, heal, diagnostics): one layer, one MinIO stream per socket.
  const streams = streamSockets(
    {
      subPath: config.subPath,
      sessions,
      logger,
      endpoint: config.minioServer,
      concurrency: sessionConcurrencyFor(config),
    },
    [...toolsStreams, ...logsStreams],
  );
  addUpgradeHandler(app, streams.upgrade);
  root.use(streams.probe);
  markImplemented(app, ...streams.operationIds);
  // MinIO's audit webhook: before the JSON parser, the contract, CSRF and session (its token is its credential).
  root.use(auditIngestRoute(config, auditStoreFor(config, logger)));
  markImplemented(app, 'ingestAuditLog');
  root.use(jsonBody());
  // The one form post (downloadObjectsZip) carries its JSON in a `request` field of up to 2 MB.
  root.use(express.urlencoded({ extended: false, limit: '3mb' }));
  // The contract first (malformed requests never reach a handler), then the routers; declared but unbuilt → 501.
  root.use('/api/v1', openApiValidator({ subPath: config.subPath, validateResponses }));
  // Operations of the typed table are served by one dispatcher, which the coverage walk cannot see into.
  const operationTable = apiOperations(deps);
  markImplemented(app, ...builtOperations(operationTable));
  root.use('/api/v1', apiV1Router(deps, operationTable));
  root.use('/api/v1', notImplemented());
  root.use('/api', apiNotFound());
  root.use(staticFrontend(config.staticDir, config.subPath, { sourceMaps: config.sourceMaps === 'on' }));
  app.use(config.subPath, root);
  app.use(errorHandler(logger));
  return app;
}
