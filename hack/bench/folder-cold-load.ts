/**
 * Profile (not a test): where a cold page load of a folder spends its time (issue #22 item 4). The console as it
 * ships (`npm run build` first; OBJECT_CONSOLE_DIST picks the build) against its own erasure MinIO with a folder of
 * FOLDER_COLD_OBJECTS one-byte objects (default 10,000, as vs-peer.ts), Debian's Chromium, FOLDER_COLD_RUNS cold
 * loads (default 5; a fresh browser context each, logged in) of /buckets/<bucket>/browse/<folder>/, each to the
 * frame painting its first row. Prints the median run's waterfall — every request in the page's clock (start,
 * first byte, end, bytes on the wire) — and its main thread: each task of ≥ 4 ms from a Chromium trace (script
 * evaluation by file, style, layout, paint), with the first row, DOMContentLoaded and the median over all runs.
 * FOLDER_COLD_CPU=1 adds one more load under V8's sampling profiler: the renderer's CPU time to the first row by
 * source file and by function, mapped through the build's source maps (what runs before the first row).
 * FOLDER_COLD_VS=<another build folder, e.g. .dist-before> starts that build too, on the same MinIO, and takes
 * turns (A B, B A, …) for FOLDER_COLD_RUNS untraced cold loads each: the medians of both, from one run.
 *   npx tsx hack/bench/folder-cold-load.ts
 */
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { SourceMapConsumer } from 'source-map-js';
import { distDir } from '../lib/dist-dir';
import { chromium, type Browser } from '@playwright/test';
import playwrightConfig from '../../playwright.config';
import { createS3Client } from '../../backend/src/platform/minio/s3/s3-client';
import { login } from '../../test/support/app-under-test';
import { startConsole } from '../../test/support/console-process';
import { stopAll } from '../../test/world/processes';
import { runBenchmark, startBenchConsole, type BenchConsole } from './bench-console';
import { firstRowObserver, rowSelector } from './browser-probes';
import { seedObjects } from './seed-objects';
import { median, settled } from './stats';
import { assetName, mainThreadTasks, type MainThreadTask, type TraceEvent } from './trace-tasks';

const OBJECTS = Number(process.env.FOLDER_COLD_OBJECTS ?? 10_000);
const RUNS = Number(process.env.FOLDER_COLD_RUNS ?? 5);
const BUCKET = 'bench';
const FOLDER = 'many/';
const keyOf = (index: number) => `${FOLDER}obj-${String(index).padStart(6, '0')}`;
const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute'];

interface Request {
  readonly name: string;
  readonly start: number;
  readonly firstByte: number;
  readonly end: number;
  readonly bytes: number;
}
interface Run {
  readonly firstRow: number;
  readonly domContentLoaded: number;
  readonly requests: Request[];
  readonly tasks: MainThreadTask[];
}

async function coldLoad(browser: Browser, bench: BenchConsole, traced: boolean): Promise<Run> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const [name = '', value = ''] = bench.cookie.split(/=(.*)/s);
  await context.addCookies([{ name, value, url: bench.base }]);
  await context.addInitScript({ content: firstRowObserver(rowSelector(`${FOLDER}obj-`)) });
  try {
    const page = await context.newPage();
    // Same origin first (a JSON answer, no scripts), so the traced navigation stays in one renderer process.
    await page.goto(`${bench.base}/api/v1/nothing-here`).catch(() => undefined);
    if (traced) await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    await page.goto(`${bench.base}/buckets/${BUCKET}/browse/${FOLDER}`);
    await page.waitForFunction(
      () => (window as unknown as { __bench: { painted?: number } }).__bench.painted !== undefined,
      undefined,
      { timeout: 60_000 },
    );
    await page.waitForLoadState('networkidle').catch(() => undefined);
    const seen = (await page.evaluate(`(() => {
      const navigation = performance.getEntriesByType('navigation')[0];
      return {
        firstRow: window.__bench.painted,
        domContentLoaded: navigation.domContentLoadedEventEnd,
        timeOrigin: performance.timeOrigin,
        requests: [navigation, ...performance.getEntriesByType('resource')].map((entry) => ({
          name: entry.name, start: entry.startTime, firstByte: entry.responseStart, end: entry.responseEnd,
          bytes: entry.transferSize,
        })),
      };
    })()`)) as Omit<Run, 'tasks'> & { timeOrigin: number };
    let tasks: MainThreadTask[] = [];
    if (traced) {
      const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
      // The trace's clock is monotonic in µs; the document's own request marks navigation start.
      const start = trace.traceEvents.find(
        (e) => e.name === 'ResourceSendRequest' && (e.args?.data?.url ?? '').includes(`/browse/${FOLDER}`),
      );
      tasks = start ? mainThreadTasks(trace.traceEvents, start.ts) : [];
    }
    return { ...seen, tasks };
  } finally {
    await context.close();
  }
}

interface ProfileNode {
  readonly id: number;
  readonly callFrame: {
    readonly functionName: string;
    readonly url: string;
    readonly lineNumber: number;
    readonly columnNumber: number;
  };
}
interface CpuProfile {
  readonly nodes: ProfileNode[];
  readonly samples: number[];
  readonly timeDeltas: number[];
}

/** One more cold load under V8's profiler; prints self time by original source file and by function. */
async function cpuProfile(browser: Browser, bench: BenchConsole): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const [name = '', value = ''] = bench.cookie.split(/=(.*)/s);
  await context.addCookies([{ name, value, url: bench.base }]);
  await context.addInitScript({ content: firstRowObserver(rowSelector(`${FOLDER}obj-`)) });
  let profile: CpuProfile;
  try {
    const page = await context.newPage();
    await page.goto(`${bench.base}/api/v1/nothing-here`).catch(() => undefined);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(`${bench.base}/buckets/${BUCKET}/browse/${FOLDER}`);
    await page.waitForFunction(
      () => (window as unknown as { __bench: { painted?: number } }).__bench.painted !== undefined,
      undefined,
      { timeout: 60_000 },
    );
    profile = (await cdp.send('Profiler.stop')).profile as unknown as CpuProfile;
  } finally {
    await context.close();
  }
  const maps = new Map<string, SourceMapConsumer | null>();
  const mapOf = (url: string) => {
    const file = new URL(url).pathname.replace(/^\//, '');
    if (!maps.has(file)) {
      try {
        const raw = readFileSync(join(distDir(join(__dirname, '..', '..')), 'frontend', `${file}.map`), 'utf8');
        maps.set(file, new SourceMapConsumer(JSON.parse(raw)));
      } catch {
        maps.set(file, null);
      }
    }
    return maps.get(file);
  };
  const self = new Map<number, number>();
  profile.samples.forEach((id, index) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0)));
  const byFile = new Map<string, number>();
  const byFunction = new Map<string, number>();
  for (const node of profile.nodes) {
    const us = self.get(node.id) ?? 0;
    if (us === 0) continue;
    const frame = node.callFrame;
    let file = frame.url ? assetName(frame.url) : `(${frame.functionName || 'native'})`;
    let fn = frame.functionName || '(anonymous)';
    const map = frame.url.includes('/assets/') ? mapOf(frame.url) : undefined;
    if (map) {
      const at = map.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
      if (at.source) {
        file = at.source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^\.\//, '');
        fn = `${at.name ?? fn} ${file.split('/').slice(-2).join('/')}:${at.line}`;
      }
    }
    const module = file.replace(/^(node_modules\/(@[^/]+\/)?[^/]+)\/.*$/, '$1');
    byFile.set(module, (byFile.get(module) ?? 0) + us);
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + us);
  }
  const total = [...byFile.values()].reduce((a, b) => a + b, 0);
  const top = (map: Map<string, number>, count: number) => [...map].sort((a, b) => b[1] - a[1]).slice(0, count);
  console.log(`\nCPU profile of one more cold load: ${(total / 1000).toFixed(0)} ms sampled to the first row`);
  console.log('| self time by package / source | ms |\n| --- | --- |');
  for (const [key, us] of top(byFile, 25)) console.log(`| ${key} | ${(us / 1000).toFixed(1)} |`);
  console.log('| self time by function | ms |\n| --- | --- |');
  for (const [key, us] of top(byFunction, 30)) console.log(`| ${key} | ${(us / 1000).toFixed(1)} |`);
}

function print(run: Run): void {
  console.log(
    `\nfirst row painted ${run.firstRow.toFixed(0)} ms, DOMContentLoaded ${run.domContentLoaded.toFixed(0)} ms`,
  );
  console.log('| request | start | first byte | end | bytes |');
  console.log('| --- | --- | --- | --- | --- |');
  for (const r of [...run.requests].sort((a, b) => a.start - b.start)) {
    console.log(
      `| ${assetName(r.name)} | ${r.start.toFixed(0)} | ${r.firstByte.toFixed(0)} | ${r.end.toFixed(0)} | ${r.bytes} |`,
    );
  }
  if (run.tasks.length === 0) return;
  console.log('\n| main-thread task | start | ms | mostly |');
  console.log('| --- | --- | --- | --- |');
  for (const t of run.tasks) console.log(`| | ${t.start.toFixed(0)} | ${t.ms.toFixed(0)} | ${t.what} |`);
}

/** The same cold load against the build in `dist` (its own console, same MinIO), in turns with this one. */
async function versus(browser: Browser, bench: BenchConsole, dist: string): Promise<void> {
  const chosen = process.env.OBJECT_CONSOLE_DIST;
  process.env.OBJECT_CONSOLE_DIST = dist;
  const app = await startConsole({
    CONSOLE_MINIO_SERVER: bench.minio.endpoint,
    CONSOLE_PBKDF_PASSPHRASE: 'folder-cold-vs',
    CONSOLE_PBKDF_SALT: 'folder-cold-vs-salt',
    CONSOLE_LOG_LEVEL: 'warn',
  });
  process.env.OBJECT_CONSOLE_DIST = chosen;
  try {
    const base = app.url.replace(/\/$/, '');
    const b = { ...bench, base, cookie: await login(base, bench.minio.accessKey, bench.minio.secretKey) };
    await coldLoad(browser, b, false);
    const times: Record<'a' | 'b', number[]> = { a: [], b: [] };
    for (let index = 0; index < RUNS; index += 1) {
      for (const side of index % 2 === 0 ? (['a', 'b'] as const) : (['b', 'a'] as const)) {
        await settled(bench.minioPid);
        times[side].push((await coldLoad(browser, side === 'a' ? bench : b, false)).firstRow);
      }
    }
    const line = (label: string, xs: number[]) =>
      `${label}: median ${median(xs).toFixed(0)} ms (${xs.map((x) => x.toFixed(0)).join(', ')})`;
    console.log(`\nin turns, cold folder load → first row painted, ${RUNS} each`);
    console.log(line(`A ${chosen ?? 'dist'}`, times.a));
    console.log(line(`B ${dist}`, times.b));
    console.log(`A/B ${(median(times.a) / median(times.b)).toFixed(2)}`);
  } finally {
    await app.stop();
  }
}

async function main(): Promise<void> {
  console.log(
    `machine: ${cpus().length} cores, load average ${loadavg()
      .map((x) => x.toFixed(2))
      .join(' ')}`,
  );
  const bench = await startBenchConsole('folder-cold');
  let browser: Browser | undefined;
  try {
    await createS3Client(bench.connection).makeBucket(BUCKET);
    await seedObjects(bench.connection, BUCKET, OBJECTS, keyOf);
    browser = await chromium.launch({ ...playwrightConfig.use?.launchOptions, executablePath: '/usr/bin/chromium' });
    await settled(bench.minioPid);
    await coldLoad(browser, bench, false); // warms the console's and MinIO's first-call paths, untimed
    const runs: Run[] = [];
    for (let index = 0; index < RUNS; index += 1) {
      await settled(bench.minioPid);
      runs.push(await coldLoad(browser, bench, true));
    }
    const sorted = [...runs].sort((a, b) => a.firstRow - b.firstRow);
    const mid = sorted[Math.floor(sorted.length / 2)];
    console.log(
      `\ncold folder load, first row painted: median ${median(runs.map((r) => r.firstRow)).toFixed(0)} ms ` +
        `(${sorted.map((r) => r.firstRow.toFixed(0)).join(', ')})`,
    );
    if (mid) print(mid);
    const other = process.env.FOLDER_COLD_VS;
    if (other) await versus(browser, bench, other);
    if (process.env.FOLDER_COLD_CPU) {
      await settled(bench.minioPid);
      await cpuProfile(browser, bench);
    }
    console.log(
      `\nload average ${loadavg()
        .map((x) => x.toFixed(2))
        .join(' ')} at the end`,
    );
  } finally {
    await browser?.close();
    await bench.app.stop();
    await stopAll();
  }
}

runBenchmark(main);
