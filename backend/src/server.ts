import type { Server } from 'node:http';
import { createApp } from './app';
import type { Config } from './config/config';
import { homedir } from 'node:os';
import { join } from 'node:path';
import type { Logger } from './platform/logging/logger';
import { loadSessionKey } from './platform/session/session-key';
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
  return new Promise((resolve, reject) => {
    const server = app.listen(config.port, config.host, (error?: Error) => {
      if (error) {
        reject(error);
        return;
      }
      listenForUpgrades(app, server);
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : config.port;
      const host = config.host.includes(':') ? `[${config.host}]` : config.host;
      const url = `http://${host}:${port}${config.subPath}`;
      logger.info('console listening', { url, minioServer: config.minioServer });
      resolve({ server, url, close: () => closeGracefully(server, config.shutdownTimeoutMs) });
    });
  });
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
