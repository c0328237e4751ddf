import { fork } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { copyFileSync, readdirSync, readFileSync } from 'node:fs';
import { get, request } from 'node:http';
import { join } from 'node:path';
import autocannon from 'autocannon';
import WebSocket from 'ws';
import { Client as S3 } from 'minio';
import { CSRF_HEADER, CSRF_VALUE } from '../../backend/src/platform/http/csrf';
import { IDLE_CONNECTION_MS } from '../../backend/src/platform/minio/minio-http';
import { createUserWithPolicy } from '../../test/support/minio-admin';
import { startConsole, startConsoleFromSource, type ConsoleInstance } from '../../test/support/console-process';
import { startOwnMinio, type OwnMinio } from '../../test/support/own-minio';
import { freePort } from '../../test/world/ports';
import { median, summarise } from './stats';

/**
 * Load and soak (issue #24 item 3), shared by `npm run soak` (hack/bench/soak.ts: 200 users, 15 minutes) and the
 * short integration test (test/integration/load/soak.test.ts). The console as it ships runs in its own process
 * against a MinIO of the run's own; autocannon (MIT) drives `users` logged-in sessions over as many keep-alive
 * connections, each connection cycling through listing a folder, uploading a small file, downloading a small file
 * and reading a setting, each cycle as the next user. Phases alternate between quiet and a flood of failed logins
 * from another loopback address for the same users' accounts; meanwhile every user logs in again from its clean
 * address now and then. After the console part, the same list / upload / download calls go straight to MinIO
 * (presigned URLs, same connections, same time share), so p99 is compared in one run.
 */
export interface SoakOptions {
  readonly users: number;
  readonly durationMs: number;
  /** The first part of the console run, not counted for memory and descriptors. */
  readonly warmupMs: number;
  /** Length of one quiet or flood phase after the warm-up (they alternate, quiet first). */
  readonly phaseMs: number;
  /** How long the same calls go straight to MinIO, after the console part. */
  readonly directMs: number;
  readonly log?: (line: string) => void;
  /** Run the console from its TypeScript sources (when no build is at hand) instead of the built one. */
  readonly fromSource?: boolean;
  /** More environment for the run's MinIO (e.g. `MINIO_IDLE_TIMEOUT=1s`, which makes keep-alive races frequent). */
  readonly minioEnv?: Readonly<Record<string, string>>;
}

export interface MemoryFigures {
  readonly rssMiB: number;
  readonly heapUsedMiB: number;
  readonly externalMiB: number;
  /** What V8 holds from the system for its heap (used or not), and of that the young generation. */
  readonly heapTotalMiB: number;
  readonly newSpaceMiB: number;
}

export interface OpStats {
  readonly count: number;
  readonly errors: number;
  readonly tooMany: number;
  readonly p50: number;
  readonly p99: number;
}

export interface SoakResult {
  readonly users: number;
  /** Where the warm-up ended, seconds from the start of the console part. */
  readonly warmupS: number;
  readonly console: Record<string, OpStats>;
  readonly direct: Record<string, OpStats>;
  /** Transport errors and timeouts (autocannon), console side and direct side. */
  readonly transportErrors: { console: number; direct: number };
  /** Error answers by call and status, console side. */
  readonly errorStatuses: Record<string, number>;
  /** Error answers by call and status, direct side (MinIO's own errors under the same load). */
  readonly directErrorStatuses: Record<string, number>;
  /**
   * Why the console answered 5xx, from its log ("storage server failure"), by call: `MinioError` lines are MinIO's
   * own error answers (SlowDown, InternalError: MinIO failed, the console passed it on), `MinioUnreachableError`
   * lines are transport failures between the console and MinIO (a reset, a timeout); `other` is anything else.
   */
  readonly upstreamFailures: Record<string, number>;
  /**
   * The console's count of calls to MinIO that got no answer, by reason (`object_console_upstream_errors_total`,
   * read from /metrics once the load has stopped): a reset here that never became a 5xx was retried.
   */
  readonly upstreamErrors: Record<string, number>;
  /**
   * `growthMiB`: RSS after a full garbage collection near the end of the run (under the same load) minus RSS after
   * one at the end of the warm-up — what the console keeps, leaving out garbage V8 has not collected yet. `trendMiB`:
   * the last quarter's median minus the first quarter's after the warm-up, without collections of ours — V8 lets its
   * heap grow with garbage to a few times what is live before it collects (a sawtooth), which a short run sees rise.
   */
  readonly rss: {
    warmupMiB: number;
    maxAfterMiB: number;
    endMiB: number;
    growthMiB: number;
    trendMiB: number;
    afterGc: { warmup: MemoryFigures; end: MemoryFigures };
  };
  /**
   * `warmup` and `end`: medians of the first and the last quarter after the warm-up (sockets to MinIO open and close
   * in the pool, so one sample says little; how many are in use at once follows how many calls are in flight, which
   * follows the rest of the machine's load); `afterIdle`: 3 s after the load stopped; `afterRest`: once the pool's
   * idle time has passed since the load stopped, when every socket the load opened is closed.
   */
  readonly fds: {
    warmup: number;
    maxAfter: number;
    end: number;
    afterIdle: number;
    afterRest: number;
    beforeLoad: number;
  };
  readonly relogins: { tried: number; refused: Record<string, number> };
  readonly flood: { sent: number; sinkSent: number; statuses: Record<string, number> };
  /**
   * User calls during flood phases against quiet phases: `ratio` is the p50 of every call of the flood phases over
   * the p50 of every call of the quiet phases (calls that began in one phase and ended in another left out);
   * `pairRatios` each flood phase's p50 over the mean of the quiet phases beside it.
   */
  readonly floodSlowdown: {
    ratio: number;
    quietP50: number;
    floodP50: number;
    quietCalls: number;
    floodCalls: number;
    pairs: number;
    pairRatios: number[];
  };
  /** Every second: RSS and descriptors; every fifth: the V8 heap in use and memory outside it (from /metrics). */
  readonly samples: Array<{
    atS: number;
    rssMiB: number;
    fds: number;
    flood: boolean;
    heapUsedMiB?: number;
    externalMiB?: number;
  }>;
}

const FILE_BYTES = 4096;
/** Descriptors that may be open at rest and not before the load (a lazily opened file, a socket still closing). */
export const FD_SLACK = 8;
/** Failed logins a second from the flooding address (to the console in flood phases, to a sink in quiet ones). */
const FLOOD_PER_S = 25;
const LIST_OBJECTS = 50;
/**
 * One round of a user's calls, in order: browsing (list, download) most, a small upload now and then, one setting
 * read. Reading a setting is by far the dearest call: MinIO's full configuration export comes encrypted with
 * argon2id, which MinIO derives a key for and the console again (see docs/benchmarks.md).
 */
const MIX = ['list', 'download', 'upload', 'list', 'download', 'list', 'download', 'upload', 'list', 'settings'];
const BOUNDARY = `soak-${randomUUID()}`;
const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

export async function runSoak(options: SoakOptions): Promise<SoakResult> {
  const log = options.log ?? (() => undefined);
  let minio: OwnMinio | undefined;
  let app: ConsoleInstance | undefined;
  try {
    minio = await startOwnMinio(`soak-${randomUUID().slice(0, 8)}`, 'erasure', options.minioEnv);
    const server = minio.server;
    const s3 = new S3({
      endPoint: '127.0.0.1',
      port: server.port,
      useSSL: false,
      accessKey: server.accessKey,
      secretKey: server.secretKey,
    });
    const bucket = `soak-${randomUUID().slice(0, 8)}`;
    await s3.makeBucket(bucket);
    const content = randomBytes(FILE_BYTES);
    await inParallel(LIST_OBJECTS, 8, (n) => s3.putObject(bucket, `list/item-${n}.bin`, content));
    log(`creating ${options.users} users`);
    const users = await inParallel(options.users, 8, async (n) => {
      const user = await createUserWithPolicy(server, 'consoleAdmin');
      await s3.putObject(bucket, `u${n}/small.bin`, content);
      return { ...user, prefix: `u${n}/` };
    });
    // Metrics on: the run reads the console's heap figures from /metrics, beside RSS from /proc.
    const env: Record<string, string> = {
      CONSOLE_MINIO_SERVER: server.endpoint,
      CONSOLE_LOG_LEVEL: 'warn',
      CONSOLE_METRICS: 'on',
    };
    // The inspector (loopback, this run's console only) lets the run ask for a full garbage collection.
    const inspectPort = await freePort();
    const savedArgs = process.env['OBJECT_CONSOLE_NODE_ARGS'];
    process.env['OBJECT_CONSOLE_NODE_ARGS'] = `${savedArgs ?? ''} --inspect=127.0.0.1:${inspectPort}`.trim();
    try {
      app = await (options.fromSource ? startConsoleFromSource(env) : startConsole(env));
    } finally {
      if (savedArgs === undefined) delete process.env['OBJECT_CONSOLE_NODE_ARGS'];
      else process.env['OBJECT_CONSOLE_NODE_ARGS'] = savedArgs;
    }
    const inspector = await connectInspector(inspectPort);
    const base = app.url.replace(/\/$/, '');
    const pid = app.process.pid;
    if (!pid) throw new Error('no console process id');
    const cookies = await inParallel(options.users, 8, async (n) => {
      const user = users[n]!;
      const answer = await loginFrom(base, '127.0.0.1', user.accessKey, user.secretKey);
      if (answer.status !== 204 || !answer.cookie) throw new Error(`login of ${user.accessKey}: ${answer.status}`);
      return answer.cookie;
    });
    const beforeLoad = fdCount(pid);

    // --- the console part: quiet and flood phases, memory and descriptors sampled every second ---
    const flooder = await startFlood(
      base,
      users.map((u) => u.accessKey),
    );
    const started = Date.now();
    let flooding = false;
    let phaseNo = -1;
    const samples: SoakResult['samples'] = [];
    let tick = 0;
    const sampler = setInterval(() => {
      const sample: SoakResult['samples'][number] = {
        atS: (Date.now() - started) / 1000,
        rssMiB: rssMiB(pid),
        fds: fdCount(pid),
        flood: flooding,
      };
      samples.push(sample);
      if (tick++ % 5 === 0) {
        void heapOf(base).then((heap) => {
          if (heap) Object.assign(sample, heap);
        });
      }
    }, 1000);
    const phaseAt = (at: number) => {
      const since = at - started - options.warmupMs;
      return since > 0 ? Math.floor(since / options.phaseMs) : -1;
    };
    const phaseTimer = setInterval(() => {
      phaseNo = phaseAt(Date.now());
      const next = phaseNo % 2 === 1;
      if (next !== flooding) flooder.mode(next ? 'flood' : 'quiet');
      flooding = next;
    }, 20);
    const relogins = { tried: 0, refused: {} as Record<string, number> };
    let running = true;
    const reloginLoop = async () => {
      for (let n = 0; running; n = (n + 1) % users.length) {
        const user = users[n]!;
        const answer = await loginFrom(base, '127.0.0.1', user.accessKey, user.secretKey).catch(() => ({ status: 0 }));
        relogins.tried += 1;
        if (answer.status !== 204) relogins.refused[answer.status] = (relogins.refused[answer.status] ?? 0) + 1;
        await pause(250);
      }
    };
    const reloginDone = reloginLoop();
    // Memory after a full collection, once the warm-up is over and again shortly before the load ends.
    // RSS is the lowest of 12 samples over 3 s: a settings read's Argon2id key derivation holds 64 MiB while it runs
    // (one at a time, at most one every CONFIGURATION_FRESH_MS), which is not memory the console keeps.
    const collected = async (): Promise<MemoryFigures> => {
      await inspector.collectGarbage();
      const heap = await heapOf(base);
      const rss: number[] = [];
      for (let n = 0; n < 12; n += 1) {
        rss.push(rssMiB(pid));
        await pause(250);
      }
      return {
        rssMiB: Math.min(...rss),
        heapUsedMiB: heap?.heapUsedMiB ?? NaN,
        externalMiB: heap?.externalMiB ?? NaN,
        heapTotalMiB: heap?.heapTotalMiB ?? NaN,
        newSpaceMiB: heap?.newSpaceMiB ?? NaN,
      };
    };
    const gcWarmup = pause(options.warmupMs).then(collected);
    const gcEnd = pause(options.durationMs - 5000).then(collected);
    log(`console part: ${options.users} users for ${options.durationMs / 1000} s`);
    const consoleRun = await drive({
      url: base,
      connections: options.users,
      durationMs: options.durationMs,
      phaseAt: (at) => {
        const n = phaseAt(at);
        return n < 0 ? 'warmup' : String(n);
      },
      requests: consoleRequests(bucket, users, cookies),
    });
    running = false;
    clearInterval(phaseTimer);
    clearInterval(sampler);
    const flood = await flooder.stop();
    await reloginDone;
    const loadEnded = Date.now();
    await pause(3000);
    const afterIdle = fdCount(pid);
    const upstreamErrors = await upstreamErrorsOf(base);
    const afterGc = { warmup: await gcWarmup, end: await gcEnd };
    inspector.close();

    log(`direct part: the same calls to MinIO for ${options.directMs / 1000} s`);
    const directRun = await drive({
      url: server.endpoint,
      connections: options.users,
      durationMs: options.directMs,
      phaseAt: () => 'direct',
      requests: await directRequests(s3, bucket, users, content),
    });
    // The console rests during the direct part; its sockets to MinIO close after the pool's idle time without use.
    await pause(Math.max(0, loadEnded + IDLE_CONNECTION_MS + 2000 - Date.now()));
    const afterRest = fdCount(pid);

    const after = samples.filter((s) => s.atS * 1000 >= options.warmupMs);
    const atWarmup = after[0] ?? samples[samples.length - 1]!;
    const last = samples[samples.length - 1]!;
    const maxRss = Math.max(...after.map((s) => s.rssMiB));
    // All calls of the flood phases against all calls of the quiet phases between them (both kinds alternate, so the
    // load of the rest of the machine, which drifts over minutes, weighs the same on both); and, as before, each flood
    // phase against the quiet phases on either side of it.
    const phaseCount = Math.floor((options.durationMs - options.warmupMs) / options.phaseMs);
    const ratios: number[] = [];
    const floodTimes: number[] = [];
    const quietTimes: number[] = [];
    for (let k = 0; k < phaseCount; k += 1)
      (k % 2 === 1 ? floodTimes : quietTimes).push(...consoleRun.timesOf(String(k)));
    for (let k = 1; k < phaseCount; k += 2) {
      const neighbours = [k - 1, k + 1].filter((q) => q < phaseCount).map((q) => consoleRun.byPhase(String(q)));
      const quietP50 = neighbours.reduce((sum, x) => sum + x, 0) / neighbours.length;
      const floodP50 = consoleRun.byPhase(String(k));
      if (Number.isFinite(quietP50) && Number.isFinite(floodP50)) ratios.push(floodP50 / quietP50);
    }
    const floodP50 = floodTimes.length ? summarise(floodTimes).p50 : NaN;
    const quietP50 = quietTimes.length ? summarise(quietTimes).p50 : NaN;
    const rest = samples.filter((s) => s.atS * 1000 >= options.warmupMs);
    const quarter = Math.max(1, Math.floor(rest.length / 4));
    const rssFirst = median(rest.slice(0, quarter).map((s) => s.rssMiB));
    const rssLast = median(rest.slice(-quarter).map((s) => s.rssMiB));
    return {
      users: options.users,
      warmupS: options.warmupMs / 1000,
      console: consoleRun.stats(),
      direct: directRun.stats(),
      transportErrors: { console: consoleRun.transportErrors, direct: directRun.transportErrors },
      errorStatuses: consoleRun.errorStatuses,
      directErrorStatuses: directRun.errorStatuses,
      upstreamFailures: upstreamFailuresIn(app.process.logFile),
      upstreamErrors,
      rss: {
        warmupMiB: atWarmup.rssMiB,
        maxAfterMiB: maxRss,
        endMiB: last.rssMiB,
        // Growth is the trend: the last quarter of the run against the first quarter after the warm-up (medians);
        // the highest sample is reported beside it (a setting read makes a 64 MiB argon2id derivation).
        growthMiB: afterGc.end.rssMiB - afterGc.warmup.rssMiB,
        trendMiB: rssLast - rssFirst,
        afterGc,
      },
      fds: {
        beforeLoad,
        warmup: median(rest.slice(0, quarter).map((s) => s.fds)),
        maxAfter: Math.max(...after.map((s) => s.fds)),
        end: median(rest.slice(-quarter).map((s) => s.fds)),
        afterIdle,
        afterRest,
      },
      relogins,
      flood,
      floodSlowdown: {
        ratio: floodP50 / quietP50,
        quietP50,
        floodP50,
        quietCalls: quietTimes.length,
        floodCalls: floodTimes.length,
        pairs: ratios.length,
        pairRatios: ratios,
      },
      samples,
    };
  } finally {
    // The console's own log (with OBJECT_CONSOLE_NODE_ARGS=--trace-gc, the live heap after each collection).
    const keepLog = process.env['OBJECT_CONSOLE_SOAK_LOG'];
    if (keepLog && app) copyFileSync(app.process.logFile, keepLog);
    await app?.stop();
    await minio?.stop();
  }
}

/**
 * The console's "storage server failure" log lines (warn, written for every 5xx that came from MinIO), counted by
 * call and error (`download MinioUnreachableError: cannot reach … (connection closed unexpectedly)`).
 */
function upstreamFailuresIn(logFile: string): Record<string, number> {
  const counts: Record<string, number> = {};
  let text: string;
  try {
    text = readFileSync(logFile, 'utf8');
  } catch {
    return counts;
  }
  for (const line of text.split('\n')) {
    if (!line.includes('"storage server failure"')) continue;
    try {
      const record = JSON.parse(line) as { path?: string; error?: { name?: string; message?: string } };
      const path = record.path ?? '';
      const call = path.includes('/objects/download')
        ? 'download'
        : path.includes('/objects/upload')
          ? 'upload'
          : path.endsWith('/objects')
            ? 'list'
            : path.includes('/configs/')
              ? 'settings'
              : path;
      const key = `${call} ${record.error?.name ?? 'other'}: ${record.error?.message ?? ''}`;
      counts[key] = (counts[key] ?? 0) + 1;
    } catch {
      // Not a log record (node's own output).
    }
  }
  return counts;
}

interface LoadRequest {
  readonly label: string;
  readonly method: string;
  /** The path, headers and body of the next call, for the user at `n`. */
  readonly build: (n: number) => { path: string; headers?: Record<string, string>; body?: Buffer };
}

function consoleRequests(
  bucket: string,
  users: ReadonlyArray<{ prefix: string }>,
  cookies: readonly string[],
): LoadRequest[] {
  const form = (name: string) =>
    Buffer.concat([
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      ),
      randomBytes(FILE_BYTES),
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]);
  const upload = form('upload.bin');
  const session = (n: number) => ({ cookie: cookies[n]!, [CSRF_HEADER]: CSRF_VALUE });
  const calls: Record<string, LoadRequest> = {
    list: {
      label: 'list',
      method: 'GET',
      build: (n) => ({
        path: `/api/v1/buckets/${bucket}/objects?prefix=${encodeURIComponent(b64('list/'))}`,
        headers: session(n),
      }),
    },
    upload: {
      label: 'upload',
      method: 'POST',
      build: (n) => ({
        path: `/api/v1/buckets/${bucket}/objects/upload?prefix=${encodeURIComponent(b64(users[n]!.prefix))}`,
        headers: { ...session(n), 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
        body: upload,
      }),
    },
    download: {
      label: 'download',
      method: 'GET',
      build: (n) => ({
        path: `/api/v1/buckets/${bucket}/objects/download?prefix=${encodeURIComponent(b64(`${users[n]!.prefix}small.bin`))}`,
        headers: session(n),
      }),
    },
    settings: {
      label: 'settings',
      method: 'GET',
      build: (n) => ({ path: '/api/v1/configs/region', headers: session(n) }),
    },
  };
  return MIX.map((label) => calls[label]!);
}

/** The same list / upload / download as presigned URLs (an hour is longer than any run), one set per user. */
async function directRequests(
  s3: S3,
  bucket: string,
  users: ReadonlyArray<{ prefix: string }>,
  content: Buffer,
): Promise<LoadRequest[]> {
  const pathOf = (url: string) => {
    const parsed = new URL(url);
    return `${parsed.pathname}${parsed.search}`;
  };
  const list = pathOf(
    await s3.presignedUrl('GET', bucket, '', 3600, { 'list-type': '2', prefix: 'list/', delimiter: '/' }),
  );
  const puts = await Promise.all(
    users.map(async (u) => pathOf(await s3.presignedPutObject(bucket, `${u.prefix}upload.bin`, 3600))),
  );
  const gets = await Promise.all(
    users.map(async (u) => pathOf(await s3.presignedGetObject(bucket, `${u.prefix}small.bin`, 3600))),
  );
  const calls: Record<string, LoadRequest> = {
    list: { label: 'list', method: 'GET', build: () => ({ path: list }) },
    upload: {
      label: 'upload',
      method: 'PUT',
      build: (n) => ({ path: puts[n]!, headers: { 'content-type': 'application/octet-stream' }, body: content }),
    },
    download: { label: 'download', method: 'GET', build: (n) => ({ path: gets[n]! }) },
  };
  // Settings are read through MinIO's admin API, which takes no presigned URL: the direct side has no such call.
  return MIX.filter((label) => label !== 'settings').map((label) => calls[label]!);
}

interface Driven {
  stats(): Record<string, OpStats>;
  /** p50 of every call answered in a phase. */
  byPhase(phase: string): number;
  /** Response times of the calls that began and ended in `phase`. */
  timesOf(phase: string): number[];
  readonly transportErrors: number;
  /** Error answers by call and status (`settings 503`: count). */
  readonly errorStatuses: Record<string, number>;
}

/**
 * autocannon over `connections` keep-alive connections for `durationMs`; each connection goes through the requests
 * in order, each round as the next user. Every answer is recorded with its call's label and the phase it came in.
 */
async function drive(options: {
  url: string;
  connections: number;
  durationMs: number;
  /** The phase a moment (ms since the epoch) belongs to. */
  phaseAt: (at: number) => string;
  requests: LoadRequest[];
}): Promise<Driven> {
  let nextUser = 0;
  const labels = options.requests.map((r) => r.label);
  const times = new Map<string, number[]>(labels.map((label) => [label, []]));
  const errors = new Map<string, number>(labels.map((label) => [label, 0]));
  const tooMany = new Map<string, number>(labels.map((label) => [label, 0]));
  const phases = new Map<string, number[]>();
  const errorStatuses: Record<string, number> = {};
  const requests = options.requests.map((r, index) => ({
    method: r.method as 'GET',
    setupRequest: (req: Record<string, unknown>, context: Record<string, unknown>) => {
      if (index === 0) context.user = nextUser++ % options.connections;
      const built = r.build(Number(context.user ?? 0));
      return { ...req, method: r.method, path: built.path, headers: built.headers ?? {}, body: built.body };
    },
  }));
  let finished: (result: autocannon.Result) => void = () => undefined;
  let failed: (error: unknown) => void = () => undefined;
  const done = new Promise<autocannon.Result>((resolve, reject) => {
    finished = resolve;
    failed = reject;
  });
  const instance = autocannon(
    {
      url: options.url,
      connections: options.connections,
      duration: options.durationMs / 1000,
      timeout: 60,
      requests: requests as never,
    },
    (error, result) => (error ? failed(error) : finished(result)),
  );
  instance.on('response', (client: unknown, status: number, _bytes: number, ms: number) => {
    const index = (client as { requestIterator: { currentRequestIndex: number } }).requestIterator.currentRequestIndex;
    const label = labels[index] ?? '?';
    times.get(label)?.push(ms);
    if (status === 429) tooMany.set(label, (tooMany.get(label) ?? 0) + 1);
    else if (status < 200 || status >= 300) {
      errors.set(label, (errors.get(label) ?? 0) + 1);
      const key = `${label} ${status}`;
      errorStatuses[key] = (errorStatuses[key] ?? 0) + 1;
    }
    // A call counts for its phase only if it began in it too (one that spans a switch belongs to neither).
    const now = Date.now();
    const phase = options.phaseAt(now);
    if (options.phaseAt(now - ms) !== phase) return;
    if (!phases.has(phase)) phases.set(phase, []);
    phases.get(phase)!.push(ms);
  });
  const result = await done;
  return {
    transportErrors: result.errors + result.timeouts,
    errorStatuses,
    stats: () =>
      Object.fromEntries(
        labels.map((label) => {
          const list = times.get(label) ?? [];
          const s = list.length ? summarise(list) : { p50: NaN, p99: NaN };
          return [
            label,
            {
              count: list.length,
              errors: errors.get(label) ?? 0,
              tooMany: tooMany.get(label) ?? 0,
              p50: s.p50,
              p99: s.p99,
            },
          ];
        }),
      ),
    timesOf: (phase) => phases.get(phase) ?? [],
    byPhase: (phase) => {
      const list = phases.get(phase) ?? [];
      return list.length ? summarise(list).p50 : NaN;
    },
  };
}

/** POST /api/v1/login from one loopback address; the status and the session cookie. */
function loginFrom(
  base: string,
  localAddress: string,
  accessKey: string,
  secretKey: string,
): Promise<{ status: number; cookie?: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${base}/api/v1/login`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', [CSRF_HEADER]: CSRF_VALUE },
        localAddress,
        agent: false,
      },
      (res) => {
        res.resume();
        res.on('end', () => {
          const setCookie = res.headers['set-cookie']?.find((c) => c.includes('oc-session='));
          resolve({ status: res.statusCode ?? 0, ...(setCookie ? { cookie: setCookie.split(';')[0] } : {}) });
        });
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify({ accessKey, secretKey }));
  });
}

interface Flooder {
  mode(mode: 'flood' | 'quiet'): void;
  stop(): Promise<SoakResult['flood']>;
}

/** The flood's own process (soak-flood.mjs), sending from the start, to its sink until told `flood`. */
async function startFlood(base: string, accounts: string[]): Promise<Flooder> {
  const child = fork(join(__dirname, 'soak-flood.mjs'), [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const messages: Array<(message: { type: string } & Record<string, unknown>) => void> = [];
  child.on('message', (message) => messages.shift()?.(message as never));
  const next = () => new Promise<{ type: string } & Record<string, unknown>>((resolve) => messages.push(resolve));
  const ready = next();
  child.send({
    type: 'setup',
    base,
    accounts,
    perSecond: FLOOD_PER_S,
    headers: { [CSRF_HEADER]: CSRF_VALUE },
  });
  await ready;
  return {
    mode: (mode) => child.send({ type: 'mode', mode }),
    stop: async () => {
      const done = next();
      child.send({ type: 'stop' });
      const result = await done;
      return {
        sent: Number(result.sent),
        sinkSent: Number(result.sinkSent),
        statuses: result.statuses as Record<string, number>,
      };
    },
  };
}

/** The V8 heap in use and the memory Node holds outside it (buffers), in MiB, from the console's /metrics. */
function heapOf(
  base: string,
): Promise<{ heapUsedMiB: number; externalMiB: number; heapTotalMiB: number; newSpaceMiB: number } | undefined> {
  return new Promise((resolve) => {
    const req = get(`${base}/metrics`, { headers: { accept: 'text/plain' } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => {
        const value = (name: string) => Number(new RegExp(`^${name} (\\S+)`, 'm').exec(text)?.[1] ?? NaN) / 2 ** 20;
        resolve({
          heapUsedMiB: value('nodejs_heap_size_used_bytes'),
          externalMiB: value('nodejs_external_memory_bytes'),
          heapTotalMiB: value('nodejs_heap_size_total_bytes'),
          newSpaceMiB: value('nodejs_heap_space_size_total_bytes\\{space="new"\\}'),
        });
      });
    });
    req.on('error', () => resolve(undefined));
    req.setTimeout(10_000, () => req.destroy());
  });
}

/** `object_console_upstream_errors_total` for MinIO by reason, from the console's /metrics. */
function upstreamErrorsOf(base: string): Promise<Record<string, number>> {
  return new Promise((resolve) => {
    const req = get(`${base}/metrics`, { headers: { accept: 'text/plain' } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => {
        const counts: Record<string, number> = {};
        const pattern = /^object_console_upstream_errors_total\{([^}]*)\} (\S+)/gm;
        for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
          const labels = match[1]!;
          if (!labels.includes('upstream="minio"')) continue;
          const reason = /reason="([^"]*)"/.exec(labels)?.[1] ?? '?';
          counts[reason] = (counts[reason] ?? 0) + Number(match[2]);
        }
        resolve(counts);
      });
    });
    req.on('error', () => resolve({}));
    req.setTimeout(10_000, () => req.destroy());
  });
}

/** RSS / V8 heap in use / external, one triple every 5 samples after the warm-up (at most 12 shown). */
function memoryCurve(result: SoakResult): string {
  const withHeap = result.samples.filter((s) => s.heapUsedMiB !== undefined && s.atS >= result.warmupS);
  const step = Math.max(1, Math.ceil(withHeap.length / 12));
  return (
    withHeap
      .filter((_, i) => i % step === 0)
      .map(
        (s) =>
          `${s.atS.toFixed(0)} s ${s.rssMiB.toFixed(0)}/${(s.heapUsedMiB ?? NaN).toFixed(0)}/${(s.externalMiB ?? NaN).toFixed(0)}`,
      )
      .join(', ') + ' MiB (RSS/heap used/external)'
  );
}

/** A Chrome DevTools Protocol session with the console's inspector, for `HeapProfiler.collectGarbage`. */
async function connectInspector(port: number): Promise<{ collectGarbage(): Promise<void>; close(): void }> {
  const targets = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as Array<{
    webSocketDebuggerUrl: string;
  }>;
  const socket = new WebSocket(targets[0]!.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  let id = 0;
  const waiting = new Map<number, () => void>();
  socket.on('message', (data: Buffer) => {
    const message = JSON.parse(data.toString('utf8')) as { id?: number };
    if (message.id !== undefined) waiting.get(message.id)?.();
  });
  return {
    collectGarbage: () =>
      new Promise<void>((resolve) => {
        id += 1;
        waiting.set(id, resolve);
        socket.send(JSON.stringify({ id, method: 'HeapProfiler.collectGarbage' }));
      }),
    close: () => socket.close(),
  };
}

function rssMiB(pid: number): number {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : NaN;
  } catch {
    return NaN;
  }
}

function fdCount(pid: number): number {
  try {
    return readdirSync(`/proc/${pid}/fd`).length;
  } catch {
    return NaN;
  }
}

function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

async function inParallel<T>(count: number, width: number, task: (n: number) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      for (let n = next++; n < count; n = next++) results[n] = await task(n);
    }),
  );
  return results;
}

/** The result as the lines the script and the test print. */
export function describeSoak(result: SoakResult): string[] {
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  const lines = [`${result.users} users; per call: count, errors, 429s, p50, p99 (console | direct MinIO)`];
  for (const [label, c] of Object.entries(result.console)) {
    const d = result.direct[label];
    lines.push(
      `  ${label.padEnd(9)} console ${c.count} calls, ${c.errors} errors, ${c.tooMany} 429, p50 ${ms(c.p50)}, p99 ${ms(c.p99)}` +
        (d
          ? ` | direct ${d.count} calls, ${d.errors} errors, p50 ${ms(d.p50)}, p99 ${ms(d.p99)}, p99 ratio ${(c.p99 / d.p99).toFixed(2)}`
          : ' | direct: n/a (admin API)'),
    );
  }
  lines.push(
    `  transport errors/timeouts: console ${result.transportErrors.console}, direct ${result.transportErrors.direct}; error answers: console ${JSON.stringify(result.errorStatuses)}, direct (MinIO's own) ${JSON.stringify(result.directErrorStatuses)}`,
    `  console 5xx by cause (its log): ${JSON.stringify(result.upstreamFailures)}; calls to MinIO without an answer (its metrics, retried ones included): ${JSON.stringify(result.upstreamErrors)}`,
    `  console RSS after a full collection: ${result.rss.afterGc.warmup.rssMiB.toFixed(1)} MiB after warm-up, ${result.rss.afterGc.end.rssMiB.toFixed(1)} near the end: growth ${result.rss.growthMiB.toFixed(1)} MiB (V8 heap in use ${result.rss.afterGc.warmup.heapUsedMiB.toFixed(1)} → ${result.rss.afterGc.end.heapUsedMiB.toFixed(1)}, external ${result.rss.afterGc.warmup.externalMiB.toFixed(1)} → ${result.rss.afterGc.end.externalMiB.toFixed(1)}, V8 heap held ${result.rss.afterGc.warmup.heapTotalMiB.toFixed(1)} → ${result.rss.afterGc.end.heapTotalMiB.toFixed(1)}, of which young generation ${result.rss.afterGc.warmup.newSpaceMiB.toFixed(1)} → ${result.rss.afterGc.end.newSpaceMiB.toFixed(1)})`,
    `  console RSS sampled: ${result.rss.warmupMiB.toFixed(1)} MiB after warm-up, end ${result.rss.endMiB.toFixed(1)}, trend (last quarter − first quarter, medians) ${result.rss.trendMiB.toFixed(1)} MiB, highest sample ${result.rss.maxAfterMiB.toFixed(1)}`,
    `  console fds: ${result.fds.beforeLoad} before load, ${result.fds.warmup} after warm-up (median of the first quarter), max ${result.fds.maxAfter}, end ${result.fds.end} (median of the last quarter), 3 s after ${result.fds.afterIdle}, at rest ${result.fds.afterRest}`,
    `  re-logins of users who never failed: ${result.relogins.tried}, refused ${JSON.stringify(result.relogins.refused)}`,
    `  failed-login flood from 127.0.0.2 to the console in flood phases: ${result.flood.sent} attempts, statuses ${JSON.stringify(result.flood.statuses)}`,
    `  failed-login flood from 127.0.0.2 to a sink in quiet phases: ${result.flood.sinkSent} attempts`,
    `  user calls p50, flood phases / quiet phases (${result.floodSlowdown.floodCalls} / ${result.floodSlowdown.quietCalls} calls): ${ms(result.floodSlowdown.floodP50)} / ${ms(result.floodSlowdown.quietP50)}, ratio ${result.floodSlowdown.ratio.toFixed(2)}; per flood phase over the quiet ones beside it: ${result.floodSlowdown.pairRatios.map((r) => r.toFixed(2)).join(', ')}`,
    `  console memory after warm-up (every 5 s): ${memoryCurve(result)}`,
  );
  return lines;
}

/** The targets of issue #24 item 3 that a result misses (empty when all are met). */
export function soakVerdict(result: SoakResult): string[] {
  const missed: string[] = [];
  for (const [label, stats] of Object.entries(result.console)) {
    if (stats.errors > 0) missed.push(`${label}: ${stats.errors} errors through the console`);
    if (stats.tooMany > 0) missed.push(`${label}: ${stats.tooMany} answers 429 to users who never failed a login`);
  }
  if (result.transportErrors.console > 0) missed.push(`${result.transportErrors.console} transport errors/timeouts`);
  // Why (MinioError: MinIO's own error answer, passed on; MinioUnreachableError: the console's exchange with MinIO).
  if (Object.keys(result.upstreamFailures).length > 0) {
    missed.push(`console 5xx by cause: ${JSON.stringify(result.upstreamFailures)}`);
  }
  if (!(result.rss.growthMiB <= 32))
    missed.push(`console RSS grew ${result.rss.growthMiB.toFixed(1)} MiB after warm-up`);
  // Once the load stops the count falls back, and at rest it is what it was before the load. Under load it is printed,
  // not judged: how many sockets are open at once follows how many calls are in flight (a CI run saw 142 after the
  // warm-up and 157 at the end, then 103 three seconds after the load), while a leak stays open at rest.
  if (!(result.fds.afterIdle <= result.fds.warmup) || !(result.fds.afterRest <= result.fds.beforeLoad + FD_SLACK)) {
    missed.push(
      `console descriptors not closed: ${result.fds.beforeLoad} before load, ${result.fds.warmup} after warm-up, ${result.fds.afterIdle} 3 s after it, ${result.fds.afterRest} at rest`,
    );
  }
  if (Object.keys(result.relogins.refused).length > 0) {
    missed.push(`logins of users who never failed refused: ${JSON.stringify(result.relogins.refused)}`);
  }
  if (!(result.floodSlowdown.ratio <= 1.2)) {
    missed.push(`user calls ${result.floodSlowdown.ratio.toFixed(2)} × as slow during the failed-login flood`);
  }
  return missed;
}
