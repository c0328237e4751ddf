/**
 * Benchmark (not a test): our console side by side with MinIO Console v1.7.6, the one it replaces (issue #22), on
 * one MinIO, in one run. Prints ratios ours/peer and ours/direct, where "direct" is the MinIO call itself made
 * straight from this process with the same credentials (the least either console could cost):
 *   1. API latency (vs-peer-api.ts): p50 and p90 of VS_PEER_CALLS interleaved calls per side (default 200), the
 *      whole part run VS_PEER_API_RUNS times (default 3) to show the spread: login (direct: STS AssumeRole, what
 *      both consoles' logins ask MinIO), GET /session and list buckets (direct: accountinfo; beside them the floors:
 *      the smallest Express app and a bare node:http server answering accountinfo), and the lists of users, groups,
 *      policies and service accounts (30 of each); CPU per call of each process and MinIO calls per console call.
 *   2. The first page of a folder of VS_PEER_OBJECTS one-byte objects (default 10,000; 100,000 takes 3–9 minutes to
 *      seed here): ours asks for 100 entries as its object browser does, the peer's REST call answers its default
 *      page, direct is ListObjectsV2 for 100 keys. Each sample waits until MinIO is idle (it goes on walking a
 *      listed folder after it answers).
 *   3. Transfers of one VS_PEER_BYTES object (default 1 GiB) with curl as the client, VS_PEER_ROUNDS interleaved
 *      rounds (default 3), after one untimed read per side: download (direct: a signed GET), upload as each
 *      console's upload form does (direct: one signed PUT). MB/s and the ratio of each round.
 *   4. Page loads in Debian's Chromium, VS_PEER_PAGE_RUNS times per side (default 3): the login page, the buckets
 *      page and the folder of 2., cold (a new browser context: empty cache) and warm (the same page again, cache
 *      kept), to the element a user waits for (its insertion, noted inside the page; the harness's own view, which
 *      adds Playwright's wait and a round trip, beside it); bytes on the wire, of which scripts, and their encoding.
 * VS_PEER_ONLY=api,list,transfer,pages runs only those parts. The peer is built once from its Go module into the
 * cache (`go install`, ~1.5–2.5 min) — peer-console.ts. Our console runs as it ships: `npm run build` first.
 *   npx tsx hack/bench/vs-peer.ts
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { Agent } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import playwrightConfig from '../../playwright.config';
import { s3Call } from '../../backend/src/features/objects/s3-raw';
import { CSRF_HEADER, CSRF_VALUE } from '../../backend/src/platform/http/csrf';
import { createS3Client, DEFAULT_S3_REGION } from '../../backend/src/platform/minio/s3/s3-client';
import { stopAll } from '../../test/world/processes';
import { runBenchmark, send, startBenchConsole, type BenchConsole } from './bench-console';
import { cpuSeconds, download } from './download-sides';
import { loadPage, sideContext, type PageLoad } from './page-loads';
import { peerBinary, PEER_VERSION, startPeerConsole, type PeerConsole } from './peer-console';
import { seedObjects } from './seed-objects';
import { apiLatency, seedLists } from './vs-peer-api';
import { rowSelector } from './browser-probes';
import { median, settled, summarise, timeEach } from './stats';

const OBJECTS = Number(process.env.VS_PEER_OBJECTS ?? 10_000);
const CALLS = Number(process.env.VS_PEER_CALLS ?? 200);
const ROUNDS = Number(process.env.VS_PEER_ROUNDS ?? 3);
const PAGE_RUNS = Number(process.env.VS_PEER_PAGE_RUNS ?? 3);
const BYTES = Number(process.env.VS_PEER_BYTES ?? 1024 ** 3);
const ONLY = new Set((process.env.VS_PEER_ONLY ?? 'api,list,transfer,pages').split(','));
const BUCKET = 'bench';
const FOLDER = 'many/';
const BIG = 'big/one.bin';
/** Our object browser's first page (frontend/src/features/objects/objects.queries.ts FIRST_PAGE_SIZE). */
const FIRST_PAGE = 100;
const keyOf = (index: number) => `${FOLDER}obj-${String(index).padStart(6, '0')}`;

/** One row of the printed table: a measure and each side's value (lower is better unless `higherIsBetter`). */
interface Row {
  readonly measure: string;
  readonly unit: string;
  readonly ours: number;
  readonly peer?: number;
  readonly direct?: number;
  readonly higherIsBetter?: boolean;
  readonly note?: string;
}
const rows: Row[] = [];

const keepAlive = new Agent({ keepAlive: true, maxSockets: 4 });

/** One request with node:http over a kept-alive connection; throws unless the status is 2xx. */
async function call(url: string, method = 'GET', headers: Record<string, string> = {}, body?: Buffer): Promise<Buffer> {
  const answer = await send(url, { method, headers, agent: keepAlive }, body);
  if (answer.status < 200 || answer.status >= 300) {
    throw new Error(`${method} ${url}: ${answer.status} ${answer.body.toString().slice(0, 300)}`);
  }
  return answer.body;
}

/** Each side's calls interleaved `count` times (after a few untimed ones); answers each side's p50 in ms. */
async function interleaved(
  count: number,
  sides: Record<string, () => Promise<unknown>>,
  between?: () => Promise<void>,
): Promise<Record<string, number>> {
  const samples: Record<string, number[]> = Object.fromEntries(Object.keys(sides).map((side) => [side, []]));
  for (const body of Object.values(sides)) for (let i = 0; i < 3; i += 1) await body();
  for (let i = 0; i < count; i += 1) {
    for (const [side, body] of Object.entries(sides)) {
      await between?.();
      samples[side]?.push(...(await timeEach(1, body)));
    }
  }
  return Object.fromEntries(Object.entries(samples).map(([side, values]) => [side, summarise(values).p50]));
}

async function listing(bench: BenchConsole, peer: PeerConsole): Promise<void> {
  const prefix = encodeURIComponent(Buffer.from(FOLDER).toString('base64'));
  const firstPages = await interleaved(
    Math.max(5, Math.round(CALLS / 20)),
    {
      ours: () =>
        call(`${bench.base}/api/v1/buckets/${BUCKET}/objects?prefix=${prefix}&max_keys=${FIRST_PAGE}`, 'GET', {
          Cookie: bench.cookie,
          [CSRF_HEADER]: CSRF_VALUE,
        }),
      peer: () =>
        call(`${peer.base}/api/v1/buckets/${BUCKET}/objects?prefix=${encodeURIComponent(FOLDER)}`, 'GET', {
          Cookie: peer.cookie,
        }),
      direct: async () =>
        (
          await s3Call(bench.connection, {
            method: 'GET',
            bucket: BUCKET,
            query: { 'list-type': '2', prefix: FOLDER, delimiter: '/', 'max-keys': String(FIRST_PAGE) },
          })
        ).bytes(),
    },
    () => settled(bench.minioPid),
  );
  rows.push({
    measure: `first page of a ${OBJECTS.toLocaleString('en')}-object folder (p50)`,
    unit: 'ms',
    ...pick(firstPages),
    note: `ours and direct ${FIRST_PAGE} keys; the peer's REST default page`,
  });
}

/** A file of `size` random-looking bytes (one random MiB repeated), removed by the caller. */
function bigFile(size: number): { dir: string; path: string } {
  const dir = mkdtempSync(join(tmpdir(), 'oc-vs-peer-'));
  const path = join(dir, 'one.bin');
  const chunk = randomBytes(1024 ** 2);
  const fd = openSync(path, 'w');
  for (let written = 0; written < size; written += chunk.length) {
    writeSync(fd, chunk, 0, Math.min(chunk.length, size - written));
  }
  closeSync(fd);
  return { dir, path };
}

/** Runs curl with `args`; answers the seconds it took (`%{time_total}`), throwing on a failed transfer. */
function curl(args: readonly string[]): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn('curl', ['--silent', '--show-error', '--fail', '--write-out', '%{time_total}', ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(Number(out)) : reject(new Error(`curl: exit ${code} ${err}`))));
  });
}

async function transfers(bench: BenchConsole, peer: PeerConsole): Promise<void> {
  const file = bigFile(BYTES);
  try {
    const { accessKey, secretKey, sessionToken } = bench.connection.credentials;
    const signed = [
      '--aws-sigv4',
      `aws:amz:${DEFAULT_S3_REGION}:s3`,
      '--user',
      `${accessKey}:${secretKey}`,
      '--header',
      'x-amz-content-sha256: UNSIGNED-PAYLOAD',
      ...(sessionToken ? ['--header', `x-amz-security-token: ${sessionToken}`] : []),
    ];
    const uploads: Record<string, () => Promise<number>> = {
      direct: () =>
        curl([
          ...signed,
          '--output',
          '/dev/null',
          '--upload-file',
          file.path,
          `${bench.minio.endpoint}/${BUCKET}/${BIG}`,
        ]),
      ours: () =>
        curl([
          '--output',
          '/dev/null',
          '--header',
          `Cookie: ${bench.cookie}`,
          '--header',
          `${CSRF_HEADER}: ${CSRF_VALUE}`,
          '--form',
          `file=@${file.path};filename=one.bin`,
          `${bench.base}/api/v1/buckets/${BUCKET}/objects/upload?prefix=${encodeURIComponent(Buffer.from('big/').toString('base64'))}`,
        ]),
      // The peer's form field must be named by the file's size (peer-console.md).
      peer: () =>
        curl([
          '--output',
          '/dev/null',
          '--header',
          `Cookie: ${peer.cookie}`,
          '--form',
          `${BYTES}=@${file.path};filename=one.bin`,
          `${peer.base}/api/v1/buckets/${BUCKET}/objects/upload?prefix=${encodeURIComponent('big/')}`,
        ]),
    };
    const pids = { ours: bench.app.process.pid ?? 0, peer: peer.pid };
    await transferRounds('upload', uploads, pids);
    const downloads: Record<string, () => Promise<number>> = {
      direct: () =>
        timed(() => download('curl', { kind: 's3', connection: bench.connection, bucket: BUCKET, key: BIG }, BYTES)),
      ours: () =>
        timed(() =>
          download(
            'curl',
            {
              kind: 'plain',
              url: `${bench.base}/api/v1/buckets/${BUCKET}/objects/download?prefix=${encodeURIComponent(Buffer.from(BIG).toString('base64'))}`,
              headers: { Cookie: bench.cookie },
            },
            BYTES,
          ),
        ),
      peer: () =>
        timed(() =>
          download(
            'curl',
            {
              kind: 'plain',
              url: `${peer.base}/api/v1/buckets/${BUCKET}/objects/download?prefix=${encodeURIComponent(BIG)}`,
              headers: { Cookie: peer.cookie },
            },
            BYTES,
          ),
        ),
    };
    await transferRounds('download', downloads, pids);
  } finally {
    rmSync(file.dir, { recursive: true, force: true });
  }
}

async function timed(body: () => Promise<void>): Promise<number> {
  const started = process.hrtime.bigint();
  await body();
  return Number(process.hrtime.bigint() - started) / 1e9;
}

/** ROUNDS rounds of every side in turn after one untimed run each; a row of median MB/s and the per-round ratios. */
async function transferRounds(
  kind: string,
  sides: Record<string, () => Promise<number>>,
  pids: Record<string, number>,
): Promise<void> {
  for (const body of Object.values(sides)) await body();
  const rates: Record<string, number[]> = {};
  /** CPU seconds per GiB of each console's process over its transfers (load-independent, unlike MiB/s). */
  const cpu: Record<string, number[]> = {};
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [side, body] of Object.entries(sides)) {
      const pid = pids[side];
      const before = pid ? cpuSeconds(pid) : 0;
      (rates[side] ??= []).push(BYTES / 1024 ** 2 / (await body()));
      if (pid) (cpu[side] ??= []).push((cpuSeconds(pid) - before) / (BYTES / 1024 ** 3));
    }
  }
  const cpuNote = Object.entries(cpu)
    .map(([side, values]) => `${side} ${median(values).toFixed(2)}`)
    .join(', ');
  const perRound = (a: string, b: string) =>
    (rates[a] ?? []).map((value, index) => (value / (rates[b]?.[index] ?? NaN)).toFixed(2)).join(' / ');
  rows.push({
    measure: `${kind} ${(BYTES / 1024 ** 3).toFixed(BYTES % 1024 ** 3 ? 2 : 0)} GiB, curl (median of ${ROUNDS})`,
    unit: 'MiB/s',
    ours: median(rates.ours ?? []),
    peer: median(rates.peer ?? []),
    direct: median(rates.direct ?? []),
    higherIsBetter: true,
    note: `per round ours/peer ${perRound('ours', 'peer')}; ours/direct ${perRound('ours', 'direct')}; CPU s/GiB ${cpuNote}`,
  });
}

/** What each page of a side is: its address and the element a user waits for. */
interface SidePages {
  readonly base: string;
  readonly cookie: string;
  readonly login: { url: string; ready: string };
  readonly buckets: { url: string; ready: string };
  readonly folder: { url: string; ready: string };
}

interface PageRow {
  readonly page: string;
  readonly load: 'cold' | 'warm';
  readonly ours: PageLoad[];
  readonly peer: PageLoad[];
}
const pageRows: PageRow[] = [];

async function pageLoads(browser: Browser, bench: BenchConsole, peer: PeerConsole): Promise<void> {
  const sides: Record<'ours' | 'peer', SidePages> = {
    ours: {
      base: bench.base,
      cookie: bench.cookie,
      login: { url: `${bench.base}/login`, ready: '[data-test="login-username"]' },
      buckets: { url: `${bench.base}/buckets`, ready: `[data-test="bucket-card-${BUCKET}"]` },
      folder: { url: `${bench.base}/buckets/${BUCKET}/browse/${FOLDER}`, ready: rowSelector(keyOf(0)) },
    },
    peer: {
      base: peer.base,
      cookie: peer.cookie,
      login: { url: `${peer.base}/login`, ready: '#accessKey' },
      buckets: { url: `${peer.base}/buckets`, ready: `#manageBucket-${BUCKET}` },
      folder: {
        url: `${peer.base}/browser/${BUCKET}/${encodeURIComponent(FOLDER)}`,
        ready: `text=${keyOf(0).slice(FOLDER.length)}`,
      },
    },
  };
  for (const name of ['login', 'buckets', 'folder'] as const) {
    const cold: Record<string, PageLoad[]> = { ours: [], peer: [] };
    const warm: Record<string, PageLoad[]> = { ours: [], peer: [] };
    for (let run = 0; run < PAGE_RUNS; run += 1) {
      for (const side of ['ours', 'peer'] as const) {
        const pages = sides[side];
        await settled(bench.minioPid);
        // The login page is what a visitor without a session sees.
        const context = await sideContext(browser, pages.base, name === 'login' ? undefined : pages.cookie);
        try {
          const page = await context.newPage();
          cold[side]?.push(await loadPage(page, pages[name].url, pages[name].ready));
          await settled(bench.minioPid);
          warm[side]?.push(await loadPage(page, pages[name].url, pages[name].ready));
        } finally {
          await context.close();
        }
      }
    }
    pageRows.push({ page: name, load: 'cold', ours: cold.ours ?? [], peer: cold.peer ?? [] });
    pageRows.push({ page: name, load: 'warm', ours: warm.ours ?? [], peer: warm.peer ?? [] });
  }
}

function pick(p50: Record<string, number>): Pick<Row, 'ours' | 'peer' | 'direct'> {
  return { ours: p50.ours ?? NaN, peer: p50.peer, direct: p50.direct };
}

const fixed = (value: number | undefined, digits = 1) =>
  value === undefined || Number.isNaN(value) ? '—' : value.toFixed(digits);
const ratio = (a: number | undefined, b: number | undefined) =>
  a === undefined || b === undefined || !b ? '—' : (a / b).toFixed(2);
const kb = (bytes: number) => (bytes / 1000).toFixed(1);

function printTables(): void {
  console.log('\n| measure | ours | peer | direct | ours/peer | ours/direct | note |');
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  for (const row of rows) {
    const unit = ` ${row.unit}`;
    console.log(
      `| ${row.measure} | ${fixed(row.ours)}${unit} | ${fixed(row.peer)}${unit} | ${fixed(row.direct)}${unit} | ` +
        `${ratio(row.ours, row.peer)} | ${ratio(row.ours, row.direct)} | ${row.note ?? ''} |`,
    );
  }
  if (pageRows.length === 0) return;
  console.log(
    `\n| page load (median of ${PAGE_RUNS}) | ours: ready | peer: ready | ours/peer | as the harness sees it: ours, peer, ratio | ours: on the wire | peer: on the wire | ours/peer | ours: scripts | peer: scripts |`,
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const row of pageRows) {
    const of = (loads: PageLoad[], pickOne: (load: PageLoad) => number) => median(loads.map(pickOne));
    const ready = (loads: PageLoad[]) => of(loads, (load) => load.readyMs);
    const harness = (loads: PageLoad[]) => of(loads, (load) => load.harnessReadyMs);
    const wire = (loads: PageLoad[]) => of(loads, (load) => load.wireBytes);
    const js = (loads: PageLoad[]) => {
      const encodings = [...new Set(loads.flatMap((load) => load.jsEncodings))].join('+') || 'none';
      const cachedScripts = of(loads, (load) => load.cachedScripts);
      return `${kb(of(loads, (load) => load.jsWireBytes))} kB (${encodings}${cachedScripts ? `, ${cachedScripts} cached` : ''})`;
    };
    console.log(
      `| ${row.page}, ${row.load} | ${fixed(ready(row.ours), 0)} ms | ${fixed(ready(row.peer), 0)} ms | ` +
        `${ratio(ready(row.ours), ready(row.peer))} | ${fixed(harness(row.ours), 0)} ms, ${fixed(harness(row.peer), 0)} ms, ` +
        `${ratio(harness(row.ours), harness(row.peer))} | ${kb(wire(row.ours))} kB | ${kb(wire(row.peer))} kB | ` +
        `${ratio(wire(row.ours), wire(row.peer))} | ${js(row.ours)} | ${js(row.peer)} |`,
    );
  }
}

async function main(): Promise<void> {
  const started = Date.now();
  console.log(
    `machine: ${cpus().length} cores, load average ${loadavg()
      .map((x) => x.toFixed(2))
      .join(' ')} at start`,
  );
  console.log(`peer: MinIO Console ${PEER_VERSION} (${peerBinary()})`);
  const bench = await startBenchConsole('vs-peer');
  let browser: Browser | undefined;
  try {
    const peer = await startPeerConsole(bench.minio.endpoint, bench.minio);
    const s3 = createS3Client(bench.connection);
    await s3.makeBucket(BUCKET);
    const seedStarted = Date.now();
    await seedObjects(bench.connection, BUCKET, OBJECTS, keyOf);
    console.log(
      `seed: ${OBJECTS} objects under ${BUCKET}/${FOLDER} in ${((Date.now() - seedStarted) / 1000).toFixed(0)} s`,
    );
    let apiLines: string[] = [];
    if (ONLY.has('api')) {
      await seedLists(bench);
      apiLines = await apiLatency(bench, peer);
    }
    if (ONLY.has('list')) await listing(bench, peer);
    if (ONLY.has('transfer')) await transfers(bench, peer);
    if (ONLY.has('pages')) {
      browser = await chromium.launch({ ...playwrightConfig.use?.launchOptions, executablePath: '/usr/bin/chromium' });
      await pageLoads(browser, bench, peer);
    }
    if (apiLines.length > 0) console.log(`\n${apiLines.join('\n')}`);
    printTables();
    console.log(
      `\nmachine: load average ${loadavg()
        .map((x) => x.toFixed(2))
        .join(' ')} at the end; ` + `${((Date.now() - started) / 60_000).toFixed(1)} minutes`,
    );
  } finally {
    await browser?.close();
    await bench.app.stop();
    await stopAll();
  }
}

/**
 * This process makes the direct calls, the sealed lists' Argon2id derivations among them: it runs with the console's
 * malloc setting (hack/lib/malloc-tunables.cjs), or the direct column pays page faults the console does not. glibc
 * reads it at start, so the script starts again with it when it is missing.
 */
function reexecWithConsoleMalloc(): boolean {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- plain CommonJS shared with hack/bootstrap.cjs
  const { withHugePageMalloc } = require('../lib/malloc-tunables.cjs') as {
    withHugePageMalloc: (env: NodeJS.ProcessEnv) => NodeJS.ProcessEnv;
  };
  const env = withHugePageMalloc(process.env);
  if (env === process.env || process.env.VS_PEER_MALLOC_REEXEC) return false;
  const child = spawn(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...env, VS_PEER_MALLOC_REEXEC: '1' },
  });
  process.on('SIGINT', () => {});
  for (const signal of ['SIGTERM', 'SIGHUP'] as const) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal === 'SIGINT' ? 130 : 1)));
  return true;
}

if (!reexecWithConsoleMalloc()) runBenchmark(main);
