import type { Config } from '../../config/config';
import { ApiError } from '../../platform/errors/api-error';
import type { Logger } from '../../platform/logging/logger';
import type { AuditRow } from './audit-entry';
import { databaseToken, embeddedToken } from './audit-ingest-token';
import { migrate } from './audit-schema';
import { searchStatement, type AuditSearch } from './audit-search';
import { embeddedClient, embeddedDataDir, postgresClient, type SqlClient } from './audit-sql';
import { pruneOnce } from './audit-prune';

/** One stored record, as the search answers it (bigint columns come back as text from `pg`, as BigInt from PGlite). */
export interface StoredRecord {
  readonly [column: string]: unknown;
}

/** Rows per INSERT: one statement of 13 array parameters, whatever the batch size. */
const WRITE_CHUNK = 1000;
const PRUNE_EVERY_MS = 60_000;
const RETRY_MAX_MS = 30_000;
const STATUS_WAIT_MS = 3_000;

const INSERT = `INSERT INTO audit_log (time, api_name, bucket, object, remote_host, request_id, user_agent,
  response_status, response_status_code, request_content_length, response_content_length, time_to_response_ns, entry)
SELECT t::timestamptz, a, b, o, rh, ri, ua, rs, rsc::integer, rq::bigint, rp::bigint, tr::bigint, e::jsonb
FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[],
  $9::text[], $10::text[], $11::text[], $12::text[], $13::text[]) AS u(t, a, b, o, rh, ri, ua, rs, rsc, rq, rp, tr, e)`;

/**
 * The audit log store: entries MinIO posts are queued in memory and written in batches by one writer, so an
 * ingest request never waits on pruning or on another request's write; searches read the same tables. The store
 * opens on first use (an embedded one takes seconds to start, and a console that never shows audit logs should not
 * pay for it). While it is unavailable (PostgreSQL down) the queue holds up to `auditBufferEntries`; a batch that
 * does not fit is refused with 503 and counted.
 */
export class AuditStore {
  readonly kind: 'embedded' | 'postgres';
  private opening: Promise<SqlClient> | undefined;
  private client: SqlClient | undefined;
  private queue: AuditRow[] = [];
  private writing = false;
  private waiters: Array<() => void> = [];
  private retryMs = 1000;
  private retryTimer: NodeJS.Timeout | undefined;
  private pruneTimer: NodeJS.Timeout | undefined;
  private pruning = false;
  private problem: string | undefined;
  private refusedCount = 0;
  private token: Promise<string> | undefined;
  private closed = false;

  constructor(
    private readonly config: Pick<
      Config,
      | 'auditPostgresUrl'
      | 'auditDataDir'
      | 'auditIngestToken'
      | 'auditRetentionMs'
      | 'auditMaxEntries'
      | 'auditBufferEntries'
    >,
    private readonly logger: Logger,
  ) {
    this.kind = config.auditPostgresUrl ? 'postgres' : 'embedded';
  }

  /** The open store, opening (and creating the schema) on first use; a failed open is tried again next time. */
  sql(): Promise<SqlClient> {
    if (this.closed) return Promise.reject(new Error('The audit store is closed'));
    this.opening ??= this.open().catch((error: unknown) => {
      this.opening = undefined;
      this.problem = messageOf(error);
      throw error;
    });
    return this.opening;
  }

  private async open(): Promise<SqlClient> {
    const { auditPostgresUrl: url } = this.config;
    const client = url ? postgresClient(url) : await embeddedClient(embeddedDataDir(this.config.auditDataDir));
    try {
      await migrate(client);
    } catch (error) {
      await client.close().catch(() => undefined);
      throw error;
    }
    this.client = client;
    this.problem = undefined;
    this.logger.info('audit store open', { store: this.kind });
    this.pruneTimer = setInterval(() => void this.prune(), PRUNE_EVERY_MS);
    this.pruneTimer.unref();
    void this.prune();
    return client;
  }

  /**
   * The token MinIO must send: the setting, else one generated once and kept in PostgreSQL (shared by replicas) or
   * beside the embedded store's files (known without opening it: see audit-ingest-token.ts).
   */
  ingestToken(): Promise<string> {
    const configured = this.config.auditIngestToken;
    if (configured) return Promise.resolve(configured);
    this.token ??= this.generatedToken().catch((error: unknown) => {
      this.token = undefined;
      throw error;
    });
    return this.token;
  }

  private async generatedToken(): Promise<string> {
    if (this.kind === 'postgres') return databaseToken(await this.sql());
    return embeddedToken(embeddedDataDir(this.config.auditDataDir), () => this.sql());
  }

  /**
   * Takes a batch whole or refuses it (503 when the buffer cannot hold it). Resolves once a write including it was
   * tried: stored when the store is up, still buffered when it is not.
   */
  async append(rows: readonly AuditRow[]): Promise<void> {
    if (rows.length === 0) return;
    if (this.queue.length + rows.length > this.config.auditBufferEntries) {
      this.refusedCount += rows.length;
      this.logger.warn('audit entries refused: the buffer is full while the store is unavailable', {
        refused: rows.length,
        refusedSinceStart: this.refusedCount,
        buffered: this.queue.length,
        problem: this.problem,
      });
      throw new ApiError(
        503,
        'The audit log store is unavailable',
        `${this.queue.length} entries are waiting in memory (the limit is ${this.config.auditBufferEntries}); this batch of ${rows.length} was refused, send it again later`,
      );
    }
    this.queue.push(...rows);
    const tried = new Promise<void>((resolve) => this.waiters.push(resolve));
    this.kick();
    await tried;
  }

  private kick(): void {
    if (this.writing || this.retryTimer !== undefined || this.closed) return;
    this.writing = true;
    void this.writeAll().finally(() => {
      this.writing = false;
      if (this.queue.length > 0 && this.retryTimer === undefined) this.kick();
    });
  }

  private async writeAll(): Promise<void> {
    try {
      const sql = await this.sql();
      while (this.queue.length > 0) {
        const chunk = this.queue.slice(0, WRITE_CHUNK);
        try {
          await sql.query(INSERT, columnsOf(chunk));
        } catch (error) {
          if (!isDataError(error)) throw error;
          // Entries the database refuses as data would be refused forever and hold back everything behind them.
          this.refusedCount += chunk.length;
          this.logger.error('audit entries refused by the store', { refused: chunk.length, error: messageOf(error) });
        }
        this.queue.splice(0, chunk.length);
      }
      this.retryMs = 1000;
      this.problem = undefined;
    } catch (error) {
      this.problem = messageOf(error);
      this.logger.warn('audit store write failed; entries stay buffered', {
        buffered: this.queue.length,
        retryInMs: this.retryMs,
        error: this.problem,
      });
      this.retryTimer = setTimeout(() => {
        this.retryTimer = undefined;
        this.kick();
      }, this.retryMs);
      this.retryTimer.unref();
      this.retryMs = Math.min(this.retryMs * 2, RETRY_MAX_MS);
    } finally {
      const waiters = this.waiters;
      this.waiters = [];
      waiters.forEach((resolve) => resolve());
    }
  }

  /** Deletes what is past the retention age or the entry limit, in small steps between the writer's inserts. */
  async prune(): Promise<void> {
    if (this.pruning || !this.client) return;
    this.pruning = true;
    try {
      const deleted = await pruneOnce(this.client, {
        before: new Date(Date.now() - this.config.auditRetentionMs),
        maxEntries: this.config.auditMaxEntries,
      });
      if (deleted > 0) this.logger.info('audit entries pruned', { deleted });
    } catch (error) {
      this.logger.warn('audit prune failed', { error: messageOf(error) });
    } finally {
      this.pruning = false;
    }
  }

  /** One page of records; 503 while the store cannot answer. */
  async search(search: AuditSearch): Promise<StoredRecord[]> {
    const { sql: text, params } = searchStatement(search);
    let sql: SqlClient;
    try {
      sql = await this.sql();
    } catch (error) {
      // Whatever stops the store from opening (no server, no database, a locked directory) makes it unavailable.
      throw new ApiError(503, 'The audit log store is unavailable', messageOf(error));
    }
    try {
      return await sql.query<StoredRecord>(text, params);
    } catch (error) {
      throw unavailable(error);
    }
  }

  /**
   * What the Audit Logs page shows about the store. An embedded store opening for the first time takes seconds:
   * after a short wait the answer says it is starting (the page asks again) instead of holding the page.
   */
  async status(): Promise<{
    available: boolean;
    starting: boolean;
    detail?: string;
    buffered: number;
    refused: number;
  }> {
    let available = false;
    let starting = false;
    try {
      const opened = await Promise.race([
        this.sql().then((sql) => sql.query('SELECT 1').then(() => 'open' as const)),
        new Promise<'waiting'>((resolve) => setTimeout(() => resolve('waiting'), STATUS_WAIT_MS).unref()),
      ]);
      available = opened === 'open';
      starting = opened === 'waiting';
    } catch (error) {
      this.problem = messageOf(error);
    }
    return {
      available,
      starting,
      ...(available || starting || this.problem === undefined ? {} : { detail: this.problem }),
      buffered: this.queue.length,
      refused: this.refusedCount,
    };
  }

  /** Writes what is buffered (when it can), then closes. */
  async close(): Promise<void> {
    if (this.pruneTimer) clearInterval(this.pruneTimer);
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    if (this.client && this.queue.length > 0 && !this.writing) await this.writeAll();
    this.closed = true;
    const opening = this.opening;
    this.opening = undefined;
    const client = opening ? await opening.catch(() => undefined) : undefined;
    await client?.close();
  }
}

function columnsOf(rows: readonly AuditRow[]): unknown[] {
  const keys = [
    'time',
    'api_name',
    'bucket',
    'object',
    'remote_host',
    'request_id',
    'user_agent',
    'response_status',
    'response_status_code',
    'request_content_length',
    'response_content_length',
    'time_to_response_ns',
    'entry',
  ] as const;
  return keys.map((key) => rows.map((row) => (row[key] === null ? null : String(row[key]))));
}

/**
 * A connection failure or a server going away (SQLSTATE classes 08, 53, 57, or no SQLSTATE at all) is the store
 * being unavailable (503); any other SQL error is a fault of ours (500).
 */
function unavailable(error: unknown): ApiError {
  const code = (error as { code?: unknown }).code;
  const sqlState = typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
  if (sqlState !== undefined && !/^(08|53|57)/.test(sqlState)) {
    return new ApiError(500, 'Audit log search failed', messageOf(error));
  }
  return new ApiError(503, 'The audit log store is unavailable', messageOf(error));
}

/** SQLSTATE class 22 (data exception) or 23 (constraint): the rows are at fault, not the connection. */
function isDataError(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && /^(22|23)[0-9A-Z]{3}$/.test(code);
}

function messageOf(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length > 0) return messageOf(error.errors[0]);
  return error instanceof Error ? error.message || String(error) : String(error);
}
