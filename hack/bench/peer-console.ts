/**
 * MinIO Console v1.7.6, the console our users come from, as the side-by-side peer of a benchmark
 * (/work/shared/docs/peer-console.md says what its API expects). Built once from its Go module with `go install`
 * into the cache beside MinIO's (keyed by version), and started as its own process against a given MinIO.
 */
import { randomBytes } from 'node:crypto';
import { goInstall } from '../../test/world/install';
import { freePort } from '../../test/world/ports';
import { httpOk, ManagedProcess, tempDir } from '../../test/world/processes';

export const PEER_MODULE = 'github.com/minio/console/cmd/console';
export const PEER_VERSION = 'v1.7.6';

export interface PeerConsole {
  /** Its base URL without the trailing slash. */
  readonly base: string;
  readonly pid: number;
  /** The session cookie (`token=…`) of the login given. */
  readonly cookie: string;
}

/** The peer's binary, built on first use (`go install`, about 1.5–2.5 minutes here) and then taken from the cache. */
export function peerBinary(): string {
  return goInstall('console', PEER_MODULE, PEER_VERSION, 'console');
}

/**
 * Starts the peer against `minioEndpoint` and logs in with `accessKey`/`secretKey` (its `POST /api/v1/login`);
 * `env` adds its settings (e.g. CONSOLE_PROMETHEUS_URL and CONSOLE_PROMETHEUS_JOB_ID for its metrics dashboard).
 */
export async function startPeerConsole(
  minioEndpoint: string,
  credentials: { readonly accessKey: string; readonly secretKey: string },
  env: Readonly<Record<string, string>> = {},
): Promise<PeerConsole> {
  const binary = peerBinary();
  const port = await freePort();
  const peer = new ManagedProcess({
    name: `peer-console-${port}`,
    command: binary,
    args: ['server', '--host', '127.0.0.1', '--port', String(port)],
    env: {
      CONSOLE_MINIO_SERVER: minioEndpoint,
      CONSOLE_PBKDF_PASSPHRASE: randomBytes(16).toString('hex'),
      CONSOLE_PBKDF_SALT: randomBytes(16).toString('hex'),
      ...env,
    },
    logDir: tempDir('peer-console'),
  });
  const base = `http://127.0.0.1:${port}`;
  await peer.waitUntil(() => httpOk(`${base}/api/v1/login`, undefined, (status) => status === 200), 60_000);
  return { base, pid: peer.pid ?? 0, cookie: await peerLogin(base, credentials) };
}

/** The peer's login: answers its `token` cookie (`name=value`). */
export async function peerLogin(
  base: string,
  credentials: { readonly accessKey: string; readonly secretKey: string },
): Promise<string> {
  const res = await fetch(`${base}/api/v1/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ accessKey: credentials.accessKey, secretKey: credentials.secretKey }),
  });
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('token='));
  if (res.status >= 300 || !cookie) throw new Error(`peer login: ${res.status} ${await res.text()}`);
  return cookie.split(';')[0] ?? '';
}
