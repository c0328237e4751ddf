/**
 * `npm start`: builds what is missing, starts a local MinIO erasure set (data kept between runs) unless
 * CONSOLE_MINIO_SERVER names one, starts the console on http://127.0.0.1:9090 and prints how to log in.
 * Ctrl-C stops everything it started.
 */
import { join } from 'node:path';
import { loadConfig } from '../backend/src/config/config';
import { createLogger } from '../backend/src/platform/logging/logger';
import { startServer } from '../backend/src/server';
import { stopAll, stopAllOnSignals, tempDir } from '../test/world/processes';
import { ensureFrontendBuilt } from './lib/frontend-build';
import { localDataDir, startLocalMinio } from './lib/local-minio';

async function main(): Promise<void> {
  stopAllOnSignals();
  const root = join(__dirname, '..');
  await ensureFrontendBuilt(root);

  let login = 'the credentials of your MinIO server';
  if (!process.env.CONSOLE_MINIO_SERVER) {
    console.error(`[start] starting a local MinIO (data in ${localDataDir()})…`);
    const minio = await startLocalMinio(tempDir('start-logs'));
    process.env.CONSOLE_MINIO_SERVER = minio.endpoint;
    // Everything of a local start runs on this machine: a second local MinIO as a replication or tier target too.
    process.env.CONSOLE_OUTBOUND_ALLOW_LOOPBACK ??= 'on';
    login = `access key ${minio.accessKey}  secret key ${minio.secretKey}`;
  }

  const config = loadConfig();
  const running = await startServer(config, createLogger(config.logLevel));
  process.on('exit', () => running.server.close());
  console.error(
    [
      '',
      `  Object Console is running at ${running.url}`,
      `  MinIO: ${config.minioServer}`,
      `  Log in with ${login}`,
      '  Ctrl-C stops it.',
      '',
    ].join('\n'),
  );
}

main().catch(async (error: unknown) => {
  console.error(`npm start failed: ${error instanceof Error ? error.message : String(error)}`);
  await stopAll();
  process.exit(1);
});
