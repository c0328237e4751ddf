import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { extname, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { Pool } from 'pg';

/**
 * The one query layer of the audit store: PostgreSQL's SQL with `$n` parameters, answered by an embedded
 * PostgreSQL (PGlite, PostgreSQL compiled to WASM, in the console's process) or by a PostgreSQL server (`pg`).
 * Both run the same schema and the same statements, so nothing is written twice.
 */
export interface SqlClient {
  readonly kind: 'embedded' | 'postgres';
  query<Row>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
  /** Several statements in one round trip, on one connection (the schema's migration). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}

/** A PostgreSQL server: a small pool (searches and the writer), short timeouts so an outage is noticed at once. */
export function postgresClient(url: string): SqlClient {
  const pool = new Pool({
    connectionString: url,
    max: 4,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    // A search that runs away is cut off rather than holding a connection.
    statement_timeout: 30_000,
  });
  // An idle client's connection that breaks (server restart) is reported here; the next query reconnects.
  pool.on('error', () => undefined);
  return {
    kind: 'postgres',
    query: async <Row>(sql: string, params: readonly unknown[] = []) =>
      (await pool.query(sql, [...params])).rows as Row[],
    exec: async (sql) => {
      await pool.query(sql);
    },
    close: () => pool.end(),
  };
}

/** The embedded store's directory: the setting, else `~/.object-console/audit`; `memory://` keeps nothing on disk. */
export function embeddedDataDir(setting: string | undefined): string {
  return setting ?? join(homedir(), '.object-console', 'audit');
}

/**
 * PGlite on a worker thread of this process (audit-pglite.worker.ts). One process per directory: PGlite does not
 * lock its files, so a `console.lock` holding the owner's pid does (a lock whose process is gone is taken over).
 */
/** tsx's CommonJS hook, for a worker started from TypeScript sources (development and tests only). */
const TSX_REGISTER = 'tsx/cjs/api';

export async function embeddedClient(dataDir: string): Promise<SqlClient> {
  const inMemory = dataDir === 'memory://';
  const release = inMemory ? () => undefined : lockDir(dataDir);
  // The worker is the same kind of file as this one: .ts run through tsx in development, .js when built.
  const file = join(__dirname, `audit-pglite.worker${extname(__filename)}`);
  const workerData = { dataDir: inMemory ? undefined : dataDir };
  // Node 20 loads a worker's entry before `--import` hooks apply, so TypeScript sources register tsx themselves.
  // tsx is a development dependency: named through a constant, so the image's runtime prune
  // (hack/prune-runtime.cjs, which keeps the packages the built backend requires by name) does not ask for it.
  const worker = file.endsWith('.ts')
    ? new Worker(`require(${JSON.stringify(TSX_REGISTER)}).register(); require(${JSON.stringify(file)});`, {
        eval: true,
        workerData,
      })
    : new Worker(file, { workerData });
  worker.unref();
  const pending = new Map<number, { resolve: (rows: unknown[]) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  let ended: Error | undefined;
  const fail = (error: Error) => {
    ended = error;
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
    release();
  };
  worker.on('message', (reply: { id: number; rows?: unknown[]; error?: { message: string; code?: string } }) => {
    const waiting = pending.get(reply.id);
    pending.delete(reply.id);
    if (reply.error) waiting?.reject(Object.assign(new Error(reply.error.message), { code: reply.error.code }));
    else waiting?.resolve(reply.rows ?? []);
  });
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`The embedded audit store stopped (exit code ${code})`)));
  const send = (op: 'query' | 'exec' | 'close', sql?: string, params?: readonly unknown[]) =>
    new Promise<unknown[]>((resolve, reject) => {
      if (ended) {
        reject(ended);
        return;
      }
      const id = nextId++;
      pending.set(id, { resolve, reject });
      worker.postMessage({ id, op, sql, params: params ? [...params] : undefined });
    });
  // The worker answers id 0 once PGlite has started (or failed to).
  await new Promise<unknown[]>((resolve, reject) => pending.set(0, { resolve, reject })).catch(
    async (error: unknown) => {
      await worker.terminate();
      throw error;
    },
  );
  return {
    kind: 'embedded',
    query: async <Row>(sql: string, params: readonly unknown[] = []) => (await send('query', sql, params)) as Row[],
    exec: async (sql) => {
      await send('exec', sql);
    },
    close: async () => {
      await send('close').catch(() => undefined);
      await worker.terminate();
      release();
    },
  };
}

/** Directories this process has open: two apps of one process (tests) must not share one either. */
const openHere = new Set<string>();

function lockDir(dataDir: string): () => void {
  if (openHere.has(dataDir)) {
    throw new Error(`The embedded audit store ${dataDir} is already open in this process`);
  }
  mkdirSync(dataDir, { recursive: true });
  assertNotInUse(dataDir);
  const lock = join(dataDir, 'console.lock');
  writeFileSync(lock, String(process.pid));
  openHere.add(dataDir);
  return () => {
    openHere.delete(dataDir);
    if (ownerOf(lock) === process.pid) rmSync(lock, { force: true });
  };
}

/** Throws when another live console process holds the directory's lock. */
export function assertNotInUse(dataDir: string): void {
  const owner = ownerOf(join(dataDir, 'console.lock'));
  if (owner !== undefined && owner !== process.pid && alive(owner)) {
    throw new Error(
      `The embedded audit store ${dataDir} is in use by another console process (pid ${owner}); give each console its own CONSOLE_AUDIT_DATA_DIR, or share CONSOLE_AUDIT_POSTGRES_URL`,
    );
  }
}

function ownerOf(lock: string): number | undefined {
  try {
    const pid = Number(readFileSync(lock, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
