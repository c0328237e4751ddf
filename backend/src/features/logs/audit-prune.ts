import type { SqlClient } from './audit-sql';

/** Rows per DELETE: each statement is short, so the writer's inserts (and PGlite's one connection) never wait long. */
const PRUNE_CHUNK = 5000;

/**
 * Deletes entries older than `before`, then the oldest beyond `maxEntries`, one chunk per statement. The count is
 * estimated from the id range (an index lookup, not a scan of millions of rows): ids only grow, so the range is an
 * upper bound and the store never keeps more than the limit.
 */
export async function pruneOnce(sql: SqlClient, limits: { before: Date; maxEntries: number }): Promise<number> {
  let deleted = 0;
  for (;;) {
    const n = await deleteChunk(
      sql,
      `SELECT id FROM audit_log WHERE time < $1 ORDER BY time LIMIT ${PRUNE_CHUNK}`,
      limits.before.toISOString(),
    );
    deleted += n;
    if (n < PRUNE_CHUNK) break;
  }
  for (;;) {
    const [range] = await sql.query<{ low: string | null; high: string | null }>(
      'SELECT min(id)::text AS low, max(id)::text AS high FROM audit_log',
    );
    if (!range?.low || !range.high) break;
    const excess = Number(range.high) - Number(range.low) + 1 - limits.maxEntries;
    if (excess <= 0) break;
    const below = String(Number(range.low) + Math.min(excess, PRUNE_CHUNK));
    const n = await deleteChunk(sql, 'SELECT id FROM audit_log WHERE id < $1::bigint', below);
    deleted += n;
    if (n === 0) break;
  }
  return deleted;
}

async function deleteChunk(sql: SqlClient, select: string, param: string): Promise<number> {
  const [row] = await sql.query<{ n: number }>(
    `WITH gone AS (DELETE FROM audit_log WHERE id IN (${select}) RETURNING 1) SELECT count(*)::int AS n FROM gone`,
    [param],
  );
  return row?.n ?? 0;
}
