import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sharedValue } from './audit-schema';
import { assertNotInUse, type SqlClient } from './audit-sql';

/** The generated token's key in `audit_meta`, and its file's name in an embedded store's directory. */
const TOKEN_KEY = 'ingest-token';

function newToken(): string {
  return randomBytes(24).toString('base64url');
}

/** PostgreSQL: the token is kept in the database, so replicas sharing it share the token (the first to write wins). */
export function databaseToken(sql: SqlClient): Promise<string> {
  return sharedValue(sql, TOKEN_KEY, newToken());
}

/**
 * An embedded store: the token is a file in the store's directory (mode 0600), so setting up MinIO's webhook does not
 * wait for the store's first opening (PGlite's initdb, about 5 CPU-seconds: 15–30 s on a busy two-core machine). A
 * store made by an earlier console kept its token in `audit_meta`: that one is read once (the store opens for it) and
 * then kept in the file, so MinIO's configured token stays valid.
 */
export async function embeddedToken(dataDir: string, openStore: () => Promise<SqlClient>): Promise<string> {
  // `memory://`: kept as long as the store is, for this process's life.
  if (dataDir === 'memory://') return newToken();
  // Another console's store: MinIO must not be pointed at a console whose store cannot open.
  assertNotInUse(dataDir);
  const file = join(dataDir, TOKEN_KEY);
  const kept = readToken(file);
  if (kept) return kept;
  const madeBefore = existsSync(join(dataDir, 'PG_VERSION'));
  const token = madeBefore ? await databaseToken(await openStore()) : newToken();
  mkdirSync(dataDir, { recursive: true });
  // Written whole or not at all: a token cut short by a crash would lock MinIO out after the next start.
  writeFileSync(`${file}.new`, token, { mode: 0o600 });
  renameSync(`${file}.new`, file);
  return token;
}

function readToken(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8').trim() || undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
