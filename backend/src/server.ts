import { createServer, type Server } from 'node:http';
import type { Express } from 'express';
import { createApp } from './app';
import type { Config } from './config/config';
import { closeAuditStore } from './features/logs/audit-store-registry';
import { homedir } from 'node:os';
import { join } from 'node:path';
import type { Logger } from './platform/logging/logger';
import { loadSessionKey } from './platform/session/session-key';
import { serverTimeoutOptions, watchBodies } from './platform/http/request-timeouts';
import { answerClientErrors } from './platform/http/client-errors';
import { listenForUpgrades } from './platform/http/upgrade-handlers';

export interface RunningServer {
  readonly server: Server;
  /** `http://host:port/sub-path/` */
  readonly url: string;
  /** Stops accepting connections, lets requests in flight finish (up to the configured timeout), then closes. */
  close(): Promise<void>;
}

/** Creates the app and listens on the configured address. */
export function startServer(config: Config, logger: Logger): Promise<RunningServer> {
  const sessionKey = loadSessionKey(
    {
      passphrase: config.pbkdfPassphrase,
      salt: config.pbkdfSalt,
      keyFile: config.sessionKeyFile ?? join(homedir(), '.object-console', 'session.key'),
    },
    logger,
  );
  const app = createApp({ config, logger, sessionKey });
  const server = httpServerFor(app, config);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => {
      server.off('error', reject);
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : config.port;
      const host = config.host.includes(':') ? `[${config.host}]` : config.host;
      const url = `http://${host}:${port}${config.subPath}`;
      logger.info('console listening', { url, minioServer: config.minioServer });
      resolve({
        server,
        url,
        // The audit store last: requests in flight may still be writing to it.
        close: () => closeGracefully(server, config.shutdownTimeoutMs).then(() => closeAuditStore(config)),
      });
    });
  });
}

/**
 * The HTTP server of an app, not yet listening: with the client deadlines of the configuration (slow clients must not
 * hold sockets for minutes) and the app's websocket handlers.
 */
export function httpServerFor(app: Express, config: Pick<Config, 'headersTimeoutMs' | 'bodyTimeoutMs'>): Server {
  const timeouts = { headersMs: config.headersTimeoutMs, bodyMs: config.bodyTimeoutMs };
  const server = createServer(serverTimeoutOptions(timeouts), app);
  watchBodies(server, timeouts.bodyMs);
  answerClientErrors(server);
  listenForUpgrades(app, server);
  return server;
}

function closeGracefully(server: Server, timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    const force = setTimeout(() => server.closeAllConnections(), timeoutMs);
    force.unref();
    server.close(() => {
      clearTimeout(force);
      resolve();
    });
    server.closeIdleConnections();
  });
}
