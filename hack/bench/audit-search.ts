/**
 * Audit search over many stored entries, embedded store (PGlite) against PostgreSQL, in one run:
 * `npx tsx hack/bench/audit-search.ts [entries=1000000]` with OBJECT_CONSOLE_WORLD set (the world's PostgreSQL; a
 * database of the run's own is created and dropped). Both stores get the same entries through the store's own
 * write path (entry lines as MinIO sends them, parsed by the ingest route's parser, appended 10,000 at a time and
 * inserted 1,000 per statement), then the Audit Logs page's usual first page — one bucket, the last 24 hours,
 * newest first, 100 records — is searched 50 times on each, interleaved; prints p50/p95 and the ratio.
 */
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { Client } from 'pg';
import { AuditStore } from '../../backend/src/features/logs/audit-store';
import { parseIngestBody, type AuditRow } from '../../backend/src/features/logs/audit-entry';
import { searchStatement, type AuditSearch } from '../../backend/src/features/logs/audit-search';
import { tempDir } from '../../test/world/processes';
import { loadWorld, need } from '../../test/world/state';
import { summarise } from './stats';

const ENTRIES = Number(process.argv[2] ?? 1_000_000);
const BUCKETS = 100;
const SPAN_MS = 7 * 86_400_000;
const ROUNDS = 50;
const silent = { debug: () => undefined, info: () => undefined, warn: () => undefined, error: console.error };

/** Entry lines as MinIO's audit webhook sends them, turned into rows by the ingest route's own parser. */
function rowsFrom(start: number, count: number, now: number): AuditRow[] {
  const lines = Array.from({ length: count }, (_, k) => {
    const n = start + k;
    const time = new Date(now - SPAN_MS + Math.floor((n / ENTRIES) * SPAN_MS)).toISOString();
    return JSON.stringify({
      version: '1',
      deploymentid: '6faeded5-5cf3-4133-8a37-07c5d500207c',
      time,
      event: 'audit',
      trigger: 'incoming',
      api: {
        name: 'PutObject',
        bucket: `bench-${n % BUCKETS}`,
        object: `data/${n}.bin`,
        status: 'OK',
        statusCode: 200,
        rx: 1024,
        tx: 0,
        timeToResponse: '250000ns',
        timeToResponseInNS: '250000',
      },
      remotehost: '10.0.0.7',
      requestID: n.toString(16).toUpperCase().padStart(16, '0'),
      userAgent: 'warp/1.0',
      requestHeader: { 'Content-Type': 'application/octet-stream', 'User-Agent': 'warp/1.0' },
      responseHeader: { 'X-Amz-Request-Id': n.toString(16).toUpperCase().padStart(16, '0') },
    });
  });
  return parseIngestBody(lines.join('\n'));
}

function storeOf(settings: { auditPostgresUrl?: string; auditDataDir?: string }): AuditStore {
  return new AuditStore(
    {
      auditPostgresUrl: settings.auditPostgresUrl,
      auditDataDir: settings.auditDataDir,
      auditIngestToken: 'bench-token-not-used',
      auditRetentionMs: 3650 * 86_400_000,
      auditMaxEntries: 1_000_000_000,
      auditBufferEntries: 5_000_000,
    },
    silent as never,
  );
}

async function fill(name: string, store: AuditStore, now: number): Promise<void> {
  const started = Date.now();
  for (let at = 0; at < ENTRIES; at += 10_000) {
    await store.append(rowsFrom(at, Math.min(10_000, ENTRIES - at), now));
  }
  await (await store.sql()).exec('ANALYZE audit_log');
  console.log(`${name}: ${ENTRIES} entries stored in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

async function main(): Promise<void> {
  const pg = need(loadWorld().notify?.postgres, 'PostgreSQL');
  const database = `audit_bench_${randomUUID().replace(/-/g, '')}`;
  const admin = async (sql: string) => {
    const client = new Client({
      host: pg.host,
      port: pg.port,
      user: pg.user,
      password: pg.password,
      database: pg.database,
    });
    await client.connect();
    await client.query(sql).finally(() => client.end());
  };
  await admin(`CREATE DATABASE ${database}`);
  const embedded = storeOf({ auditDataDir: join(tempDir('audit-bench'), 'data') });
  const postgres = storeOf({
    auditPostgresUrl: `postgres://${pg.user}:${encodeURIComponent(pg.password)}@${pg.host}:${pg.port}/${database}`,
  });
  try {
    const now = Date.now();
    await fill('embedded (PGlite)', embedded, now);
    await fill('PostgreSQL', postgres, now);
    const search: AuditSearch = {
      filters: [{ field: 'bucket', pattern: 'bench-42' }],
      timeStart: new Date(now - 86_400_000),
      timeEnd: new Date(now),
      order: 'timeDesc',
      pageSize: 100,
      pageNo: 0,
    };
    const stores = [
      ['embedded', embedded],
      ['postgres', postgres],
    ] as const;
    const { sql: text, params } = searchStatement(search);
    const measure = async (label: string) => {
      for (const [name, store] of stores) {
        const plan = await (await store.sql()).query<{ 'QUERY PLAN': string }>(`EXPLAIN ANALYZE ${text}`, params);
        console.log(`${name} plan, ${label}:\n${plan.map((row) => `  ${row['QUERY PLAN']}`).join('\n')}`);
      }
      const samples = { embedded: [] as number[], postgres: [] as number[] };
      for (let round = 0; round < ROUNDS + 3; round++) {
        for (const [name, store] of stores) {
          const started = process.hrtime.bigint();
          const page = await store.search(search);
          const ms = Number(process.hrtime.bigint() - started) / 1e6;
          // 1,000,000 entries give ~1,400 per bucket and day, so a full page; a small trial run may give fewer.
          if (page.length === 0 || (ENTRIES >= 1_000_000 && page.length !== 100)) {
            throw new Error(`${name} answered ${page.length} records`);
          }
          if (round >= 3) samples[name].push(ms);
        }
      }
      const e = summarise(samples.embedded);
      const p = summarise(samples.postgres);
      console.log(`first page, bucket + 24 h of ${ENTRIES} entries, ${ROUNDS} rounds, ${label} (target p50 ≤ 200 ms):`);
      console.log(`  embedded   p50 ${e.p50.toFixed(2)} ms  p99 ${e.p99.toFixed(2)} ms`);
      console.log(`  PostgreSQL p50 ${p.p50.toFixed(2)} ms  p99 ${p.p99.toFixed(2)} ms`);
      console.log(`  ratio embedded / PostgreSQL at p50: ${(e.p50 / p.p50).toFixed(2)}`);
    };
    await measure('index (bucket, time, id) as the schema makes it');
    // The same data with the index the schema had before, for the before/after comparison.
    for (const [, store] of stores) {
      const sql = await store.sql();
      await sql.exec('CREATE INDEX audit_log_bucket_time ON audit_log (bucket, time)');
      await sql.exec('DROP INDEX audit_log_bucket_time_id');
      await sql.exec('ANALYZE audit_log');
    }
    await measure('earlier index (bucket, time)');
  } finally {
    await embedded.close();
    await postgres.close();
    await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  }
}

void main();
