import { join } from 'node:path';
import { newKmsSecretKey, startMinio } from '../world/minio';
import { tempDir } from '../world/processes';
import type { MinioServer } from '../world/state';

/**
 * A MinIO of one test file's own, for tests that stop, restart or reconfigure it, so the shared servers of the run
 * are never disturbed. `restart()` starts it again on the same port with the same data and keys.
 */
export interface OwnMinio {
  readonly server: MinioServer;
  stop(): Promise<void>;
  restart(): Promise<void>;
}

export async function startOwnMinio(
  name: string,
  mode: 'erasure' | 'single' = 'single',
  env?: Readonly<Record<string, string>>,
  /** Root's secret key; MinIO's own default (`minioadmin`) for a test of what the console says about it. */
  secretKey = `${name}-root-secret`,
): Promise<OwnMinio> {
  const dir = tempDir(name);
  const fixed = {
    name,
    mode,
    dataDir: join(dir, 'data'),
    logDir: dir,
    secretKey,
    kmsSecretKey: newKmsSecretKey(),
    ...(env ? { env } : {}),
  };
  let started = await startMinio(fixed);
  const own: OwnMinio = {
    get server() {
      return started.state;
    },
    stop: () => started.process.stop(),
    restart: async () => {
      await started.process.stop();
      started = await startMinio({ ...fixed, port: started.state.port });
    },
  };
  return own;
}
