import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { newKmsSecretKey, startMinio } from '../../test/world/minio';
import { freePort } from '../../test/world/ports';
import type { MinioServer } from '../../test/world/state';

interface StoredSecrets {
  readonly accessKey: string;
  readonly secretKey: string;
  readonly kmsSecretKey: string;
}

/** Where `npm start` keeps its MinIO data between runs: OBJECT_CONSOLE_DATA, or the user's XDG data directory. */
export function localDataDir(): string {
  return (
    process.env.OBJECT_CONSOLE_DATA ??
    join(process.env.XDG_DATA_HOME ?? join(homedir(), '.local', 'share'), 'object-console')
  );
}

/**
 * The root credentials and KMS key of the local MinIO, made on the first start and kept (mode 0600) beside the
 * data, since the data (and what SSE encrypted) is only readable with them.
 */
function secrets(dir: string): StoredSecrets {
  const file = join(dir, 'credentials.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as StoredSecrets;
  const created: StoredSecrets = {
    accessKey: 'minioadmin',
    secretKey: randomBytes(18).toString('base64url'),
    kmsSecretKey: newKmsSecretKey(),
  };
  writeFileSync(file, JSON.stringify(created, null, 2), { mode: 0o600 });
  return created;
}

async function portOrFree(preferred: number): Promise<number> {
  const probe = await fetch(`http://127.0.0.1:${preferred}/`, { signal: AbortSignal.timeout(500) }).catch(
    () => undefined,
  );
  return probe ? freePort() : preferred;
}

/** Starts the local MinIO erasure set of `npm start` (4 drives on 127.0.0.1, port 9000 when free). */
export async function startLocalMinio(logDir: string): Promise<MinioServer> {
  const dir = join(localDataDir(), 'minio');
  mkdirSync(dir, { recursive: true });
  const { accessKey, secretKey, kmsSecretKey } = secrets(dir);
  const started = await startMinio({
    name: 'local',
    mode: 'erasure',
    dataDir: dir,
    logDir,
    accessKey,
    secretKey,
    kmsSecretKey,
    port: await portOrFree(9000),
  });
  return started.state;
}
