import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLogger } from '../../platform/logging/logger';
import type { SqlClient } from './audit-sql';
import { AuditStore } from './audit-store';

const SETTINGS = {
  auditPostgresUrl: undefined,
  auditIngestToken: undefined,
  auditRetentionMs: 86_400_000,
  auditMaxEntries: 1000,
  auditBufferEntries: 1000,
};
let dataDir: string;

beforeEach(() => {
  dataDir = join(mkdtempSync(join(tmpdir(), 'audit-token-')), 'audit');
});
afterEach(() => rmSync(join(dataDir, '..'), { recursive: true, force: true }));

/** An embedded store in `dataDir` whose opening is replaced by `open` (PGlite does not run in Jest's sandbox). */
function storeOpening(open: () => Promise<SqlClient>): { store: AuditStore; opened: jest.Mock } {
  const store = new AuditStore(
    { ...SETTINGS, auditDataDir: dataDir },
    createLogger('error', () => undefined),
  );
  const opened = jest.fn(open);
  jest.spyOn(store, 'sql').mockImplementation(opened);
  return { store, opened };
}

const neverOpens = () => Promise.reject(new Error('the store was opened'));

describe('the generated ingest token of an embedded store', () => {
  it('is known without opening the store, so setting up the webhook does not wait for its first opening', async () => {
    const { store, opened } = storeOpening(neverOpens);
    const token = await store.ingestToken();
    expect(token).toMatch(/^[\w-]{32}$/);
    expect(opened).not.toHaveBeenCalled();
    expect(existsSync(join(dataDir, 'PG_VERSION'))).toBe(false);
    expect(statSync(join(dataDir, 'ingest-token')).mode & 0o777).toBe(0o600);
  });

  it('stays the same after a restart', async () => {
    const first = await storeOpening(neverOpens).store.ingestToken();
    const { store, opened } = storeOpening(neverOpens);
    expect(await store.ingestToken()).toBe(first);
    expect(opened).not.toHaveBeenCalled();
  });

  it('is refused while another console process holds the store, so MinIO is not pointed at this console', async () => {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(join(dataDir, 'console.lock'), String(process.ppid));
    await expect(storeOpening(neverOpens).store.ingestToken()).rejects.toThrow(
      `in use by another console process (pid ${process.ppid})`,
    );
    expect(existsSync(join(dataDir, 'ingest-token'))).toBe(false);
  });

  it("of a store made before is the one kept in its table, so MinIO's configured token stays valid", async () => {
    await storeOpening(neverOpens).store.ingestToken();
    rmSync(join(dataDir, 'ingest-token'));
    writeFileSync(join(dataDir, 'PG_VERSION'), '17\n');
    const query = jest.fn(async (sql: string) =>
      sql.startsWith('SELECT') ? [{ value: 'token-kept-in-the-store' }] : [],
    );
    const legacy = storeOpening(
      async () => ({ kind: 'embedded', query, exec: jest.fn(), close: jest.fn() }) as SqlClient,
    );
    expect(await legacy.store.ingestToken()).toBe('token-kept-in-the-store');
    expect(legacy.opened).toHaveBeenCalledTimes(1);
    expect(readFileSync(join(dataDir, 'ingest-token'), 'utf8')).toBe('token-kept-in-the-store');
    expect(await storeOpening(neverOpens).store.ingestToken()).toBe('token-kept-in-the-store');
  });
});
