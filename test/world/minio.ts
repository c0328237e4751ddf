import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { goInstall } from './install';
import { freePort } from './ports';
import { httpOk, ManagedProcess } from './processes';
import type { MinioServer } from './state';

/** The MinIO server build the project tests against (the last commit before the repository was archived). */
export const MINIO_MODULE = 'github.com/minio/minio';
export const MINIO_VERSION = 'v0.0.0-20260212201848-7aac2a2c5b7c';

/** Path of the cached MinIO binary, building it on first use. */
export function ensureMinio(): string {
  return goInstall('minio', MINIO_MODULE, MINIO_VERSION, 'minio');
}

export interface MinioOptions {
  readonly name: string;
  readonly mode: 'erasure' | 'single';
  /** Parent directory of the drives (kept across runs by `npm start`, temporary in tests). */
  readonly dataDir: string;
  readonly logDir: string;
  readonly accessKey?: string;
  readonly secretKey?: string;
  /** `name:base64(32 bytes)`: MinIO's built-in KMS key, so SSE-S3 and SSE-KMS work without KES. */
  readonly kmsSecretKey?: string;
  readonly port?: number;
  /** More environment, e.g. `MINIO_IDENTITY_OPENID_*` / `MINIO_IDENTITY_LDAP_*` for a test's own MinIO. */
  readonly env?: Readonly<Record<string, string>>;
}

/** A fresh key for MinIO's single built-in KMS key. */
export function newKmsSecretKey(): string {
  return `object-console-key:${randomBytes(32).toString('base64')}`;
}

/**
 * Starts MinIO on 127.0.0.1: `erasure` is one node with 4 drives (MinIO's own `{1...4}` expansion),
 * `single` one drive. Its embedded console is off; Prometheus metrics are public. Resolves once it is ready.
 */
export async function startMinio(options: MinioOptions): Promise<{ state: MinioServer; process: ManagedProcess }> {
  const binary = ensureMinio();
  const port = options.port ?? (await freePort());
  const accessKey = options.accessKey ?? 'minioadmin';
  const secretKey = options.secretKey ?? randomBytes(18).toString('base64url');
  const drives =
    options.mode === 'erasure'
      ? [1, 2, 3, 4].map((n) => join(options.dataDir, `d${n}`))
      : [join(options.dataDir, 'd1')];
  drives.forEach((drive) => mkdirSync(drive, { recursive: true }));
  const driveArg = options.mode === 'erasure' ? join(options.dataDir, 'd{1...4}') : drives[0]!;
  const minio = new ManagedProcess({
    name: `minio-${options.name}`,
    command: binary,
    args: ['server', '--quiet', '--address', `127.0.0.1:${port}`, driveArg],
    logDir: options.logDir,
    env: {
      MINIO_ROOT_USER: accessKey,
      MINIO_ROOT_PASSWORD: secretKey,
      MINIO_CI_CD: '1',
      MINIO_BROWSER: 'off',
      MINIO_UPDATE: 'off',
      MINIO_PROMETHEUS_AUTH_TYPE: 'public',
      MINIO_KMS_SECRET_KEY: options.kmsSecretKey ?? newKmsSecretKey(),
      ...options.env,
    },
  });
  const endpoint = `http://127.0.0.1:${port}`;
  // /minio/health/ready answers 200 before the object layer is up (S3 calls still get "Server not initialized yet",
  // seen after a restart with a notification target); the cluster check answers 200 only once it serves requests.
  await minio.waitUntil(() => httpOk(`${endpoint}/minio/health/cluster`, undefined, (s) => s === 200), 60_000);
  return {
    process: minio,
    state: {
      name: options.name,
      endpoint,
      port,
      accessKey,
      secretKey,
      mode: options.mode,
      drives,
      logFile: minio.logFile,
    },
  };
}
