import { loadConfig } from './config/config';
import { ConfigError } from './config/variables';
import { createLogger, type Logger } from './platform/logging/logger';
import { startServer } from './server';

/** Entry point: configuration → server → graceful shutdown on SIGTERM/SIGINT. */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`object-console: invalid configuration: ${error.message}\n`);
      process.exit(2);
    }
    throw error;
  }
  const logger = createLogger(config.logLevel);
  logFatalErrors(logger);
  const running = await startServer(config, logger);
  const shutdown = (signal: NodeJS.Signals) => {
    logger.info('shutting down', { signal });
    running.close().then(
      () => {
        logger.info('stopped');
        process.exit(0);
      },
      // Stopped all the same (no new requests, those in flight ended), but what failed to close is said, with a
      // status a supervisor can see, rather than as an unhandled rejection.
      (error: unknown) => {
        logger.error('stopped, but closing failed', { error, stack: error instanceof Error ? error.stack : undefined });
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}

/**
 * An error nothing handled still ends the process, as Node does by default: what it broke (a request half-done, a
 * stream, an upload in MinIO) is unknown, and a restart by the supervisor is safer than going on. Every stream's
 * errors are handled where it is used; this only makes a missed one a JSON log line that says what happened, not
 * just a stack trace on stderr. (The monitor runs before Node's own handling, which it does not change.)
 */
function logFatalErrors(logger: Logger): void {
  process.on('uncaughtExceptionMonitor', (error, origin) => {
    logger.error('the console stops on an error nothing handled', {
      origin,
      error,
      stack: error instanceof Error ? error.stack : undefined,
    });
  });
}

void main();
