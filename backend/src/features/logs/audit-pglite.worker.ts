import { parentPort, workerData } from 'node:worker_threads';

/**
 * The embedded store's own thread: PGlite runs PostgreSQL compiled to WebAssembly synchronously, so starting it
 * (initdb on first use, seconds) and a search over millions of rows would otherwise stop every request of the
 * console. Messages: `{ id, op: 'query' | 'exec' | 'close', sql, params }` → `{ id, rows }` or `{ id, error }`.
 */
interface Request {
  readonly id: number;
  readonly op: 'query' | 'exec' | 'close';
  readonly sql?: string;
  readonly params?: unknown[];
}

async function main(): Promise<void> {
  const port = parentPort;
  if (!port) return;
  const { dataDir } = workerData as { dataDir: string | undefined };
  let db;
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    db = await PGlite.create(dataDir);
  } catch (error) {
    port.postMessage({ id: 0, error: describe(error) });
    return;
  }
  port.postMessage({ id: 0, rows: [] });
  // One statement at a time, in order: PGlite has one connection.
  let chain = Promise.resolve();
  port.on('message', (request: Request) => {
    chain = chain.then(async () => {
      try {
        if (request.op === 'close') {
          await db.close();
          port.postMessage({ id: request.id, rows: [] });
          port.close();
          return;
        }
        if (request.op === 'exec') {
          await db.exec(request.sql ?? '');
          port.postMessage({ id: request.id, rows: [] });
          return;
        }
        const result = await db.query(request.sql ?? '', request.params ?? []);
        port.postMessage({ id: request.id, rows: result.rows });
      } catch (error) {
        port.postMessage({ id: request.id, error: describe(error) });
      }
    });
  });
}

function describe(error: unknown): { message: string; code?: string } {
  const code = (error as { code?: unknown }).code;
  return {
    message: error instanceof Error ? error.message : String(error),
    ...(typeof code === 'string' ? { code } : {}),
  };
}

void main();
