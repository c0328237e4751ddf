import { pbkdf2Sync, randomBytes } from 'node:crypto';
import { request, type Agent, type IncomingMessage } from 'node:http';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import type { MinioCredentials } from '../../backend/src/platform/minio/sign';
import { PBKDF2_ITERATIONS } from '../../backend/src/platform/session/session-key';
import { SessionManager } from '../../backend/src/platform/session/session-manager';
import { login } from '../../test/support/app-under-test';
import { startConsole, type ConsoleInstance } from '../../test/support/console-process';
import { startMinio } from '../../test/world/minio';
import { freePort } from '../../test/world/ports';
import { httpOk, ManagedProcess, stopAll, stopAllOnSignals, tempDir } from '../../test/world/processes';
import type { MinioServer } from '../../test/world/state';

/** The root password of a MinIO whose data outlives the run (its drives keep the first run's credentials). */
const KEPT_DATA_SECRET = 'object-console-bench-kept-data';

/** A benchmark's world: its own erasure MinIO, the built console in its own process, root logged in. */
export interface BenchConsole {
  readonly minio: MinioServer;
  /** MinIO's process id (to wait for its background work between samples). */
  readonly minioPid: number;
  readonly app: ConsoleInstance;
  /** The console's base URL without the trailing slash. */
  readonly base: string;
  /** The session cookie (`name=value`). */
  readonly cookie: string;
  /** The temporary credentials sealed in that cookie, for the direct side of a comparison. */
  readonly connection: { readonly endpoint: string; readonly credentials: MinioCredentials };
}

/**
 * `keptData`: MinIO's drives in a folder the caller keeps (not deleted at the end), so a later run finds its data.
 * Starts MinIO and the console as it ships (the built backend: run `npm run build:backend` first) and logs in. The
 * direct calls of a benchmark use the very credentials sealed in the console's cookie, so MinIO does the same work
 * for both sides. The caller stops everything with stopAll(). To profile the console, pass node its own flags:
 * OBJECT_CONSOLE_NODE_ARGS="--cpu-prof --cpu-prof-dir=<folder>" (written when it stops; open it in DevTools).
 */
export async function startBenchConsole(name: string, keptData?: string): Promise<BenchConsole> {
  const dir = tempDir(name);
  const { state: minio, process: minioProcess } = await startMinio({
    name,
    mode: 'erasure',
    dataDir: keptData ?? join(dir, 'data'),
    logDir: dir,
    ...(keptData ? { secretKey: KEPT_DATA_SECRET } : {}),
  });
  const passphrase = randomBytes(16).toString('hex');
  const salt = randomBytes(16).toString('hex');
  const app = await startConsole({
    CONSOLE_MINIO_SERVER: minio.endpoint,
    CONSOLE_PBKDF_PASSPHRASE: passphrase,
    CONSOLE_PBKDF_SALT: salt,
    CONSOLE_LOG_LEVEL: 'warn',
  });
  const base = app.url.replace(/\/$/, '');
  const cookie = await login(base, minio.accessKey, minio.secretKey);
  const sessionKey = pbkdf2Sync(passphrase, salt, PBKDF2_ITERATIONS, 32, 'sha256');
  const opened = new SessionManager(sessionKey, { durationMs: 3_600_000, idleMs: 3_600_000 }).read(
    decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1)),
  );
  if (!('session' in opened) || opened.session.kind !== 'minio') throw new Error('could not open the benchmark cookie');
  return {
    minio,
    minioPid: minioProcess.pid ?? 0,
    app,
    base,
    cookie,
    connection: { endpoint: minio.endpoint, credentials: opened.session.credentials },
  };
}

/**
 * A floor server of hop-floor-server.ts: `node-http`/`express` make one accountinfo call, `stream` pipes objects,
 * `relay` pipes TCP connections to MinIO.
 */
export type FloorKind = 'node-http' | 'express' | 'stream' | 'relay' | 'prometheus-http' | 'prometheus-express';

/** A floor server's URL (with the trailing slash) and process id. */
export interface Floor {
  readonly url: string;
  readonly pid: number;
}

/** Starts a floor server (hop-floor-server.ts) in its own process; answers once it accepts requests. */
export async function startFloor(
  kind: FloorKind,
  connection: BenchConsole['connection'] | null,
  prometheusUrl?: string,
): Promise<Floor> {
  const port = await freePort();
  const server = new ManagedProcess({
    name: `floor-${kind}`,
    command: process.execPath,
    args: ['--import', 'tsx', join(__dirname, 'hop-floor-server.ts'), kind, String(port)],
    env: {
      BENCH_CONNECTION: JSON.stringify(connection),
      ...(prometheusUrl ? { BENCH_PROMETHEUS: prometheusUrl } : {}),
    },
    logDir: tempDir(`floor-${kind}`),
  });
  const url = `http://127.0.0.1:${port}/`;
  // Any answer will do: the stream floor answers a request without an object with MinIO's refusal.
  await server.waitUntil(() => httpOk(url, undefined, () => true), 30_000);
  return { url, pid: server.pid ?? 0 };
}

/** Runs `task` for 1..count with `width` at a time, answering the results in order. */
export async function inFlight<T>(count: number, width: number, task: (number: number) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  let next = 1;
  const worker = async () => {
    for (let number = next++; number <= count; number = next++) results[number - 1] = await task(number);
  };
  await Promise.all(Array.from({ length: width }, worker));
  return results;
}

/** One request with its whole body; answers the status, the headers and the whole answer as a Buffer. */
export function send(
  url: string,
  options: { method: string; headers: Record<string, string>; agent?: Agent },
  body?: Buffer,
): Promise<{ status: number; body: Buffer; headers: IncomingMessage['headers'] }> {
  return new Promise((resolve, reject) => {
    const req = request(url, options, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks), headers: res.headers }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** Reads a response to its end, answering the byte count. */
export function drain(res: IncomingMessage | Readable): Promise<number> {
  return new Promise((resolve, reject) => {
    let bytes = 0;
    res.on('data', (chunk: Buffer) => (bytes += chunk.length));
    res.on('end', () => resolve(bytes));
    res.on('error', reject);
  });
}

/**
 * Runs a benchmark's `main` on the Node.js `.nvmrc` pins (this script starts again under it when the running node is
 * another: hack/node-runtime.cjs; OBJECT_CONSOLE_NODE=system keeps the running one, to compare versions). The
 * servers it starts (the console, the floors) run on the same node. Ctrl-C stops them, and a failure is printed,
 * stops them, exits 1.
 */
export function runBenchmark(main: () => Promise<void>): void {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- plain CommonJS shared with hack/bootstrap.cjs
  const runtime = require('../node-runtime.cjs') as { reexecUnderPinnedNode: () => boolean };
  if (runtime.reexecUnderPinnedNode()) return;
  console.error(`[bench] Node.js ${process.version}`);
  stopAllOnSignals();
  main().catch(async (error: unknown) => {
    console.error(error);
    await stopAll();
    process.exit(1);
  });
}
