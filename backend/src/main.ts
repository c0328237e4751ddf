import { loadConfig } from './config/config';
import { ConfigError } from './config/variables';
import { createLogger } from './platform/logging/logger';
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
  const running = await startServer(config, logger);
  const shutdown = (signal: NodeJS.Signals) => {
    logger.info('shutting down', { signal });
    void running.close().then(() => {
      logger.info('stopped');
      process.exit(0);
    });
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}

void main();
