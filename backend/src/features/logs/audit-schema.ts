import type { SqlClient } from './audit-sql';

/**
 * The audit store's one schema, for PGlite and PostgreSQL alike. The searchable fields are columns (the filters
 * and the sort use them); the whole entry MinIO sent is kept as JSON for the 'Full Log Information' dialog.
 * `(time, id)` orders a page; `(bucket, time, id)` serves the usual "this bucket, this time range" search in the
 * page's own order, so its first page reads 100 index entries instead of sorting every match of the range (1,000,000
 * entries: p50 189 → see docs/benchmarks.md). It replaces the earlier `(bucket, time)` index.
 * Replicas sharing one PostgreSQL may start together: a transaction-scoped advisory lock runs the DDL once at a time.
 */
const SCHEMA = `
BEGIN;
SELECT pg_advisory_xact_lock(70233411);
CREATE TABLE IF NOT EXISTS audit_log (
  id bigserial PRIMARY KEY,
  time timestamptz NOT NULL,
  api_name text NOT NULL DEFAULT '',
  bucket text NOT NULL DEFAULT '',
  object text NOT NULL DEFAULT '',
  remote_host text NOT NULL DEFAULT '',
  request_id text NOT NULL DEFAULT '',
  user_agent text NOT NULL DEFAULT '',
  response_status text NOT NULL DEFAULT '',
  response_status_code integer NOT NULL DEFAULT 0,
  request_content_length bigint,
  response_content_length bigint,
  time_to_response_ns bigint,
  entry jsonb NOT NULL
);
CREATE INDEX IF NOT EXISTS audit_log_time_id ON audit_log (time, id);
CREATE INDEX IF NOT EXISTS audit_log_bucket_time_id ON audit_log (bucket, time, id);
DROP INDEX IF EXISTS audit_log_bucket_time;
CREATE TABLE IF NOT EXISTS audit_meta (key text PRIMARY KEY, value text NOT NULL);
COMMIT;
`;

/** Creates the tables and indexes when they are missing. */
export async function migrate(sql: SqlClient): Promise<void> {
  await sql.exec(SCHEMA);
}

/** A value kept beside the entries (the generated ingest token): the first replica to write it wins. */
export async function sharedValue(sql: SqlClient, key: string, candidate: string): Promise<string> {
  await sql.query('INSERT INTO audit_meta (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING', [key, candidate]);
  const rows = await sql.query<{ value: string }>('SELECT value FROM audit_meta WHERE key = $1', [key]);
  return rows[0]?.value ?? candidate;
}
