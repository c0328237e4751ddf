/**
 * Trace and audit ingest under `warp` (issue #19, Benchmarks): `npx tsx hack/bench/tools-warp.ts [seconds=60]
 * [concurrency=32]` with OBJECT_CONSOLE_WORLD set (its PostgreSQL holds the audit store of the run, in a database
 * created and dropped here) after `npm run build:backend`. Starts its own erasure MinIO and the built console, points
 * MinIO's audit webhook at the console the way the Audit Logs page does (`POST /logs/audit/webhook`), opens the
 * console's `/ws/trace?calls=s3` as a browser would and, beside it, a trace of its own straight from MinIO; then runs
 * `warp mixed` (MinIO's S3 benchmark, AGPL, built from its Go module into the cache and only run as a program) with
 * small objects at `concurrency` for `seconds`. Counts for warp's bucket:
 *   - trace: calls the console delivered / calls MinIO traced to the direct subscriber (≥ 0.99), the console's
 *     `{dropped}` counter against the difference, and the console's RSS growth over the run (≤ 64 MiB);
 *   - audit: entries stored / calls MinIO traced (≥ 0.999), once the store stops growing.
 *
 * Attribution: TOOLS_WARP_PARTS=trace (no audit webhook) or =audit (no console trace socket) runs one part alone;
 * the default is both. The console's RSS is sampled every 500 ms from before warp until the audit store settled and
 * printed as a curve; with MEM_PROBE_FILE and OBJECT_CONSOLE_NODE_ARGS="--require hack/bench/mem-probe.cjs" the
 * console also logs its heap, external and native memory (see mem-probe.cjs), summarised at the end.
 */
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';
import { WebSocket } from 'ws';
import { setConfigKV } from '../../backend/src/platform/minio/admin/config-kv';
import { trace } from '../../backend/src/platform/minio/admin/trace';
import { jsonHeaders, login } from '../../test/support/app-under-test';
import { startConsole } from '../../test/support/console-process';
import { startMinio } from '../../test/world/minio';
import { freePort } from '../../test/world/ports';
import { stopAll, tempDir } from '../../test/world/processes';
import { loadWorld, need } from '../../test/world/state';
import { ensureWarp } from '../../test/world/warp';
import { runBenchmark } from './bench-console';

const SECONDS = Number(process.argv[2] ?? 60);
const CONCURRENCY = Number(process.argv[3] ?? 32);
const PARTS = new Set((process.env.TOOLS_WARP_PARTS ?? 'trace,audit').split(','));
const withTrace = PARTS.has('trace');
const withAudit = PARTS.has('audit');
/** MinIO's audit_webhook `batch_size` to set after the console configured the webhook (a measuring knob). */
const AUDIT_BATCH = process.env.TOOLS_WARP_AUDIT_BATCH;
const run = promisify(execFile);

function rssMiB(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : NaN;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `read` until it has not changed for `quietMs` (or `maxMs` passed); answers the last value. */
async function settled(read: () => Promise<number> | number, quietMs: number, maxMs: number): Promise<number> {
  const until = Date.now() + maxMs;
  let last = await read();
  let since = Date.now();
  while (Date.now() < until) {
    await pause(500);
    const now = await read();
    if (now !== last) {
      last = now;
      since = Date.now();
    } else if (Date.now() - since >= quietMs) break;
  }
  return last;
}

async function main(): Promise<void> {
  const warp = ensureWarp();
  const pg = need(loadWorld().notify?.postgres, 'PostgreSQL');
  const database = `audit_warp_${randomUUID().replace(/-/g, '')}`;
  const pgClient = (db: string) =>
    new Client({ host: pg.host, port: pg.port, user: pg.user, password: pg.password, database: db });
  const admin = pgClient(pg.database);
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database}`);
  const store = pgClient(database);
  const dir = tempDir('tools-warp');
  const aborter = new AbortController();
  try {
    const { state: minio } = await startMinio({
      name: 'tools-warp',
      mode: 'erasure',
      dataDir: join(dir, 'data'),
      logDir: dir,
    });
    const port = await freePort();
    const ingestUrl = `http://127.0.0.1:${port}/api/v1/logs/audit/ingest`;
    const app = await startConsole(
      {
        CONSOLE_MINIO_SERVER: minio.endpoint,
        CONSOLE_LOG_LEVEL: 'warn',
        CONSOLE_AUDIT_POSTGRES_URL: `postgres://${pg.user}:${encodeURIComponent(pg.password)}@${pg.host}:${pg.port}/${database}`,
        CONSOLE_AUDIT_INGEST_URL: ingestUrl,
      },
      port,
    );
    const base = app.url.replace(/\/$/, '');
    const pid = app.process.pid ?? 0;
    const cookie = await login(base, minio.accessKey, minio.secretKey);
    if (withAudit) {
      const configured = await fetch(`${base}/api/v1/logs/audit/webhook`, {
        method: 'POST',
        headers: { ...jsonHeaders, Cookie: cookie },
      });
      if (configured.status !== 200) throw new Error(`webhook set-up: ${configured.status} ${await configured.text()}`);
      if (AUDIT_BATCH) {
        await setConfigKV(
          { endpoint: minio.endpoint, credentials: { accessKey: minio.accessKey, secretKey: minio.secretKey } },
          `audit_webhook:objectconsole batch_size=${AUDIT_BATCH}`,
        );
      }
    }
    await store.connect();

    const bucket = `warp-${randomUUID().slice(0, 8)}`;
    const inBucket = (path: string | undefined) => path === `/${bucket}` || !!path?.startsWith(`/${bucket}/`);
    // The browser's side: the console's trace socket, counting the calls on warp's bucket and the drop reports.
    const delivered = { calls: 0, dropped: 0, frames: 0 };
    const ws = withTrace
      ? new WebSocket(`${base.replace(/^http/, 'ws')}/ws/trace?calls=s3`, { headers: { cookie }, origin: base })
      : undefined;
    ws?.on('message', (data: Buffer) => {
      delivered.frames += 1;
      const message = JSON.parse(data.toString('utf8')) as { dropped?: number; path?: string };
      if (typeof message.dropped === 'number') delivered.dropped = message.dropped;
      else if (inBucket(message.path)) delivered.calls += 1;
    });
    if (ws) {
      await new Promise<void>((resolve, reject) => {
        ws.once('open', () => resolve());
        ws.once('error', reject);
      });
    }
    // MinIO's side: the same trace straight from MinIO.
    const traced = { calls: 0 };
    const direct = await trace(
      { endpoint: minio.endpoint, credentials: { accessKey: minio.accessKey, secretKey: minio.secretKey } },
      { s3: true, signal: aborter.signal },
    );
    const directDone = (async () => {
      try {
        for await (const event of direct) if (inBucket(event.http?.request.path ?? event.path)) traced.calls += 1;
      } catch {
        // aborted at the end
      }
    })();
    await pause(1000);

    const rss: Array<{ at: number; mib: number }> = [];
    const rssBefore = rssMiB(pid);
    const sampler = setInterval(() => rss.push({ at: Date.now(), mib: rssMiB(pid) }), 500);
    const probeFrom = Date.now();
    console.log(`warp mixed, 4 KiB objects, concurrency ${CONCURRENCY}, ${SECONDS} s, bucket ${bucket}…`);
    const started = Date.now();
    const warpRun = await run(
      warp,
      [
        'mixed',
        `--host=127.0.0.1:${minio.port}`,
        `--access-key=${minio.accessKey}`,
        `--secret-key=${minio.secretKey}`,
        `--bucket=${bucket}`,
        '--obj.size=4KiB',
        '--objects=1000',
        `--concurrent=${CONCURRENCY}`,
        `--duration=${SECONDS}s`,
        '--no-color',
        `--benchdata=${join(dir, 'warp-data')}`,
      ],
      { maxBuffer: 64 * 1024 * 1024, cwd: dir, env: { ...process.env, HOME: dir } },
    ).catch((error: { stdout?: string; stderr?: string }) => {
      throw new Error(`warp failed: ${error.stderr ?? ''}${error.stdout ?? ''}`);
    });
    const warpMs = Date.now() - started;
    const tracedCalls = await settled(() => traced.calls, 3000, 60_000);
    const deliveredCalls = withTrace ? await settled(() => delivered.calls + delivered.dropped, 3000, 60_000) : 0;
    const traceSettled = Date.now();
    const count = async () =>
      Number(
        (await store.query<{ n: string }>('SELECT count(*)::text AS n FROM audit_log WHERE bucket = $1', [bucket]))
          .rows[0]?.n ?? 0,
      );
    const stored = withAudit ? await settled(count, 5000, 300_000) : 0;
    // A few seconds more, so the curve shows whether the memory stays or is given back.
    await pause(10_000);
    clearInterval(sampler);
    const rssMax = Math.max(...rss.map((sample) => sample.mib));
    const rssEnd = rss.at(-1)?.mib ?? NaN;
    ws?.close();
    aborter.abort();
    await directDone;

    const summary = warpRun.stdout
      .split('\n')
      .filter((line) => /Report:|Average:|Total:|Cluster Total|obj\/s|ops\/s/i.test(line))
      .slice(0, 12);
    console.log(summary.join('\n'));
    console.log(
      `console (${[...PARTS].join(' + ')}${AUDIT_BATCH ? `, audit batch_size ${AUDIT_BATCH}` : ''}) on Node.js ${process.version}, load average ${loadAverage()} at the end`,
    );
    console.log(
      `warp ran ${(warpMs / 1000).toFixed(1)} s; MinIO traced ${tracedCalls} S3 calls on the bucket (${(tracedCalls / (warpMs / 1000)).toFixed(0)}/s)`,
    );
    if (withTrace)
      console.log(
        `trace: console delivered ${delivered.calls}, reported dropped ${delivered.dropped}; delivered / traced ${(delivered.calls / tracedCalls).toFixed(4)} (target ≥ 0.99); ` +
          `traced − delivered = ${tracedCalls - delivered.calls} vs the drop counter ${delivered.dropped} (${deliveredCalls} delivered + dropped)`,
      );
    console.log(
      `console RSS ${rssBefore.toFixed(1)} MiB before warp, max ${rssMax.toFixed(1)} MiB: growth ${(rssMax - rssBefore).toFixed(1)} MiB (target ≤ 64 MiB); ` +
        `${rssEnd.toFixed(1)} MiB 10 s after the store settled`,
    );
    const second = (at: number) => ((at - started) / 1000).toFixed(0);
    console.log(
      `RSS curve (s from warp start: MiB; warp ended at ${second(started + warpMs)} s, the trace settled at ${second(traceSettled)} s): ` +
        rss
          .filter((_, index) => index % 10 === 0)
          .map((sample) => `${second(sample.at)}: ${sample.mib.toFixed(0)}`)
          .join(', '),
    );
    probeSummary(probeFrom);
    if (withAudit)
      console.log(
        `audit: ${stored} entries stored / ${tracedCalls} calls traced = ${(stored / tracedCalls).toFixed(4)} (target ≥ 0.999)`,
      );
    if (withAudit) {
      const status = await fetch(`${base}/api/v1/logs/audit/status`, { headers: { Cookie: cookie } });
      console.log(`audit store status after the run: ${await status.text()}`);
    }
  } finally {
    aborter.abort();
    await store.end().catch(() => undefined);
    await stopAll();
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).catch(() => undefined);
    await admin.end();
  }
}

function loadAverage(): string {
  return readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' / ');
}

/** Before / peak / end of the console's own memory figures, when it ran with hack/bench/mem-probe.cjs. */
function probeSummary(from: number): void {
  const file = process.env.MEM_PROBE_FILE;
  if (!file) return;
  type Sample = {
    t: number;
    rss: number;
    anon: number;
    heapTotal: number;
    heapUsed: number;
    external: number;
    arrayBuffers: number;
    spaces: Record<string, number>;
  };
  let samples: Sample[];
  try {
    samples = readFileSync(file, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Sample)
      .filter((sample) => sample.t >= from);
  } catch {
    return;
  }
  if (samples.length === 0) return;
  const first = samples[0] as Sample;
  const last = samples.at(-1) as Sample;
  const field = (name: string, read: (sample: Sample) => number) =>
    `${name} ${read(first)} → max ${Math.max(...samples.map(read))} → ${read(last)}`;
  console.log(
    `console memory (MiB, before → peak → end; ${file}): ` +
      [
        field('rss', (s) => s.rss),
        field('anonymous', (s) => s.anon),
        field('heapTotal', (s) => s.heapTotal),
        field('heapUsed', (s) => s.heapUsed),
        field('new space', (s) => s.spaces.new ?? NaN),
        field('old space', (s) => s.spaces.old ?? NaN),
        field('external', (s) => s.external),
        field('arrayBuffers', (s) => s.arrayBuffers),
      ].join('; '),
  );
}

runBenchmark(main);
