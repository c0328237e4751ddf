/**
 * Benchmark (not a test): the object browser on a folder of 100,000 objects, in Debian's Chromium (issue #6).
 *   1. Seeds one prefix with OBJECTS_BROWSER_COUNT (default 100,000) one-byte objects (tar archives MinIO extracts).
 *   2. Raw first page: ListObjectsV2 straight to MinIO with the very credentials of the console's session, as any S3
 *      client asks for a folder's first page (delimiter `/`, the default max-keys 1000) — the reference. Also shown:
 *      the same call with the console's first-page size (100), and the console's API call for it from node.
 *      MinIO goes on walking a listed folder after it answers (to fill its listing cache), so every sample waits
 *      for MinIO to be idle first; otherwise each would be measured against the last one's background work.
 *   3. Time to first rows, in the page's own clock: a cold page load of /buckets/<bucket>/browse/<prefix>/ (a fresh
 *      browser context: bundle, /session, bucket info, the listing; and, taking turns with it, the same with the
 *      early bundle blocked) and the in-app navigation a user feels (a click on the folder in its parent to the
 *      frame painting its first row). Target: ≤ 1.5 × raw + 50 ms.
 *   4. Scrolls the virtual table one viewport per frame until the last object is rendered (pages load as it
 *      scrolls), sampling the JS heap (CDP): peak, and after a forced GC at the end, against 150 MB; DOM rows.
 * The console runs as it ships against its own erasure-coded MinIO (OBJECTS_BROWSER_RUNS page loads of each kind,
 * default 7; OBJECTS_BROWSER_STEP viewports scrolled per frame, default 1, or OBJECTS_BROWSER_SCROLL=0 to skip
 * the scroll; OBJECTS_BROWSER_PROFILE=<file.json> also writes a Chromium performance trace of one folder click;
 * OBJECTS_BROWSER_DATA=<folder> keeps MinIO's drives there, so the next run with it skips the seeding).
 * One viewport per frame took over 30 minutes at a load of ~25:
 *   npm run build && npx tsx hack/bench/objects-browser.ts
 */
import { cpus, loadavg } from 'node:os';
import { Readable } from 'node:stream';
import { chromium, type Browser, type Page } from '@playwright/test';
import playwrightConfig from '../../playwright.config';
import { s3Call, s3Stream } from '../../backend/src/features/objects/s3-raw';
import { createS3Client, type S3Connection } from '../../backend/src/platform/minio/s3/s3-client';
import { stopAll } from '../../test/world/processes';
import { runBenchmark, startBenchConsole, type BenchConsole } from './bench-console';
import {
  clickRow,
  firstRowObserver,
  heapOf,
  heapSampler,
  rowSelector,
  scrollToRow,
  timelineOf,
  type LoadTimeline,
} from './browser-probes';
import { tarOf } from './seed-objects';
import { median, settled, timeEach } from './stats';

const COUNT = Number(process.env.OBJECTS_BROWSER_COUNT ?? 100_000);
const RUNS = Number(process.env.OBJECTS_BROWSER_RUNS ?? 7);
/** Viewports scrolled per frame; above 1 some rows are never rendered, but a loaded machine gets through sooner. */
const STEP = Number(process.env.OBJECTS_BROWSER_STEP ?? 1);
/** Objects per seeding tar archive, and archives uploaded at once. */
const PER_TAR = 2000;
const TARS = 8;
/** A raw ListObjectsV2 page: S3's default max-keys. */
const MAX_KEYS = 1000;
/** The console's first page (frontend/src/features/objects/objects.queries.ts FIRST_PAGE_SIZE). */
const CONSOLE_FIRST_PAGE = 100;
const HEAP_LIMIT_MB = 150;
const BUCKET = 'bench';
const FOLDER = 'many/';
/** What DevTools' Performance panel records. */
const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'blink.user_timing',
];
const keyOf = (index: number) => `${FOLDER}obj-${String(index).padStart(6, '0')}`;

const ms = (value: number) => `${value.toFixed(0)} ms`;
const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;

/**
 * Puts COUNT one-byte objects under FOLDER. One PUT per object runs at ~130 objects/s on the shared 2-core machine,
 * so the objects go as tar archives of PER_TAR that MinIO extracts into ordinary objects (its "snowball" upload),
 * TARS in flight. MinIO answers once an archive is extracted, hence the long idle timeout.
 */
async function seed(connection: S3Connection): Promise<number> {
  const client = createS3Client(connection);
  if (await client.bucketExists(BUCKET)) {
    // A kept data folder (OBJECTS_BROWSER_DATA) from an earlier run: seeded if its last object is there.
    const seeded = await client.statObject(BUCKET, keyOf(COUNT - 1)).then(
      () => true,
      () => false,
    );
    if (seeded) return 0;
  } else {
    await client.makeBucket(BUCKET);
  }
  const patient = { ...connection, timeoutMs: 10 * 60_000 };
  const started = process.hrtime.bigint();
  let next = 0;
  const worker = async () => {
    for (let tar = next++; tar * PER_TAR < COUNT; tar = next++) {
      const first = tar * PER_TAR;
      const names = Array.from({ length: Math.min(PER_TAR, COUNT - first) }, (_, index) => keyOf(first + index));
      const body = tarOf(names);
      const answer = await s3Stream(patient, {
        method: 'PUT',
        bucket: BUCKET,
        key: `seed-${tar}.tar`,
        headers: { 'content-length': String(body.length), 'x-amz-meta-snowball-auto-extract': 'true' },
        body: Readable.from([body]),
      });
      answer.resume();
    }
  };
  await Promise.all(Array.from({ length: TARS }, worker));
  return Number(process.hrtime.bigint() - started) / 1e9;
}

/** A folder's first page straight from MinIO, read to the end. */
async function rawFirstPage(connection: S3Connection, maxKeys = MAX_KEYS): Promise<void> {
  const answer = await s3Call(connection, {
    method: 'GET',
    bucket: BUCKET,
    query: { 'list-type': '2', prefix: FOLDER, delimiter: '/', 'max-keys': String(maxKeys), 'encoding-type': 'url' },
  });
  await answer.bytes();
}

/** The same first page through the console's API, from node (no browser). */
async function apiFirstPage(bench: BenchConsole): Promise<void> {
  const prefix = encodeURIComponent(Buffer.from(FOLDER).toString('base64'));
  const url = `${bench.base}/api/v1/buckets/${BUCKET}/objects?prefix=${prefix}&max_keys=${CONSOLE_FIRST_PAGE}`;
  const res = await fetch(url, {
    headers: { Cookie: bench.cookie, 'X-Requested-With': 'object-console' },
  });
  if (res.status !== 200) throw new Error(`API first page: ${res.status}`);
  await res.arrayBuffer();
}

/** A fresh browser context (cold cache) logged in with the bench's cookie, watching for the first object row. */
async function freshPage(browser: Browser, bench: BenchConsole): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const [name = '', value = ''] = bench.cookie.split(/=(.*)/s);
  await context.addCookies([{ name, value, url: bench.base }]);
  await context.addInitScript({ content: firstRowObserver(rowSelector(`${FOLDER}obj-`)) });
  return context.newPage();
}

const browseUrl = (bench: BenchConsole, path: string) => `${bench.base}/buckets/${BUCKET}/browse${path}`;
const listCall = (timeline: LoadTimeline) =>
  timeline.calls.filter((call) => call.path.endsWith('/objects')).at(-1) ?? { start: NaN, end: NaN };

/**
 * A page load of the folder in a fresh context. `early: false` blocks the early bundle (early/early.ts), so the
 * app makes its first calls itself, as it did before that bundle: the same run then shows what it gains.
 */
async function coldLoad(browser: Browser, bench: BenchConsole, early = true): Promise<LoadTimeline> {
  const page = await freshPage(browser, bench);
  try {
    if (!early) await page.route(/\/assets\/early\.[^/]*\.js$/, (route) => route.abort());
    await page.goto(browseUrl(bench, `/${FOLDER}`));
    return await timelineOf(page, 60_000);
  } finally {
    await page.context().close();
  }
}

/**
 * A click on the folder in its parent to its first row painted; with `trace`, a Chromium performance trace of it is
 * written (open it in DevTools' Performance panel: scripts, style, layout and paint on one time line).
 */
async function inAppNavigation(browser: Browser, bench: BenchConsole, trace?: string): Promise<LoadTimeline> {
  const page = await freshPage(browser, bench);
  try {
    await page.goto(browseUrl(bench, ''));
    await page.locator(`[data-test="object-row"][data-key="${FOLDER}"]`).waitFor({ timeout: 60_000 });
    // Playwright compiles its in-page helper on a page's first waitForFunction (30–60 ms of the renderer's main
    // thread): done before the click, so the time measured is the console's.
    await page.waitForFunction(() => true);
    await settled(bench.minioPid);
    if (trace) await browser.startTracing(page, { path: trace, categories: TRACE_CATEGORIES });
    await clickRow(page, FOLDER);
    const timeline = await timelineOf(page, 60_000);
    if (trace) await browser.stopTracing();
    return timeline;
  } finally {
    await page.context().close();
  }
}

async function scrollAll(browser: Browser, bench: BenchConsole): Promise<void> {
  const page = await freshPage(browser, bench);
  try {
    await page.goto(browseUrl(bench, `/${FOLDER}`));
    await timelineOf(page, 60_000);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    await cdp.send('HeapProfiler.collectGarbage');
    const start = await heapOf(cdp);
    const sampler = heapSampler(cdp, 250);
    // The sampler stops before the page closes, also when the scroll misses its deadline (it then says how far).
    const scrolled = await scrollToRow(page, keyOf(COUNT - 1), 60 * 60_000, STEP).catch((error: unknown) => error);
    const peak = await sampler.stop();
    if (scrolled instanceof Error) {
      const shown = await page.locator('[data-test="loaded-count"]').textContent();
      throw new Error(`${scrolled.message} ("${shown}", JS heap peak so far ${mb(peak)})`);
    }
    const took = (scrolled as { ms: number }).ms;
    const shown = await page.locator('[data-test="loaded-count"]').textContent();
    const rows = await page.locator('[data-test="object-row"]').count();
    await cdp.send('HeapProfiler.collectGarbage');
    const end = await heapOf(cdp);
    const verdict = (bytes: number) => (bytes <= HEAP_LIMIT_MB * 1e6 ? 'met' : 'NOT met');
    console.log(
      `scroll to the last object     : ${(took / 1000).toFixed(1)} s, "${shown}", ${rows} object rows and ` +
        `${end.nodes} DOM nodes in the page at the end\n` +
        `JS heap                       : ${mb(start.heap)} at first rows (after GC), peak ${mb(peak)} ` +
        `(${verdict(peak)}), ${mb(end.heap)} at the end after GC (${verdict(end.heap)}) — limit ${HEAP_LIMIT_MB} MB`,
    );
  } finally {
    await page.context().close();
  }
}

/** The API calls after the click (if any), each as median start–end over the timelines, relative to the click. */
function callsLine(timelines: readonly LoadTimeline[]): string {
  const after = (t: LoadTimeline) => t.calls.filter((call) => call.start >= (t.clicked ?? 0));
  const paths = [...new Set(timelines.flatMap((t) => after(t).map((call) => call.path)))];
  return paths
    .map((path) => {
      const of = (t: LoadTimeline) => after(t).find((call) => call.path === path) ?? { start: NaN, end: NaN };
      const start = median(timelines.map((t) => of(t).start - (t.clicked ?? 0)));
      const end = median(timelines.map((t) => of(t).end - (t.clicked ?? 0)));
      return `${path.replace('/api/v1', '')} ${start.toFixed(0)}–${end.toFixed(0)}`;
    })
    .join(', ');
}

function report(label: string, timelines: readonly LoadTimeline[], target: number): void {
  const firstRows = timelines.map((t) => t.firstRow - (t.clicked ?? 0));
  const lists = timelines.map((t) => listCall(t).end - listCall(t).start);
  const sinceList = timelines.map((t) => t.firstRow - listCall(t).end);
  const toList = timelines.map((t) => listCall(t).start - (t.clicked ?? 0));
  const value = median(firstRows);
  console.log(
    `${label.padEnd(30)}: ${ms(value)} median of ${timelines.length} (${firstRows.map((x) => x.toFixed(0)).join(', ')}) — ` +
      `${(value / target).toFixed(2)} × target, ${value <= target ? 'met' : 'NOT met'}\n` +
      `  listing call starts at ${ms(median(toList))}, takes ${ms(median(lists))} (${lists.map((x) => x.toFixed(0)).join(', ')}); ` +
      `${ms(median(sinceList))} from its answer to the painted row\n` +
      `  API calls (ms)              : ${callsLine(timelines)}`,
  );
}

async function main(): Promise<void> {
  console.log(
    `machine                       : ${cpus().length} cores, load average ${loadavg()[0]?.toFixed(2)} at start`,
  );
  const bench = await startBenchConsole('bench-browser', process.env.OBJECTS_BROWSER_DATA);
  let browser: Browser | undefined;
  try {
    const seconds = await seed(bench.connection);
    console.log(
      seconds === 0
        ? `seed                          : ${COUNT} objects already in the kept data folder`
        : `seed                          : ${COUNT} objects in ${seconds.toFixed(1)} s (${TARS} tar archives extracted by MinIO, in parallel)`,
    );

    // Each sample starts with MinIO idle (see 2. above).
    const sampled = async (count: number, body: () => Promise<unknown>) => {
      const samples: number[] = [];
      for (let index = 0; index < count; index += 1) {
        await settled(bench.minioPid);
        samples.push(...(await timeEach(1, body)));
      }
      return samples;
    };
    await rawFirstPage(bench.connection);
    const raws = await sampled(RUNS * 2, () => rawFirstPage(bench.connection));
    const rawsShort = await sampled(RUNS * 2, () => rawFirstPage(bench.connection, CONSOLE_FIRST_PAGE));
    await apiFirstPage(bench);
    const api = median(await sampled(RUNS * 2, () => apiFirstPage(bench)));
    console.log(
      `raw ListObjectsV2 first page  : ${ms(median(raws))} median of ${raws.length} (max-keys ${MAX_KEYS}, delimiter /)\n` +
        `  with max-keys ${CONSOLE_FIRST_PAGE}             : ${ms(median(rawsShort))} median of ${rawsShort.length}\n` +
        `console API first page (node) : ${ms(api)} median of ${RUNS * 2} (max_keys ${CONSOLE_FIRST_PAGE})`,
    );

    // The machine's load moves MinIO's time a lot, so one more raw listing runs right before each browser run and
    // the target is taken from all raw samples.
    const launched = await chromium.launch({
      ...playwrightConfig.use?.launchOptions,
      executablePath: '/usr/bin/chromium',
    });
    browser = launched;
    /** RUNS samples of each kind, taking turns, each after a raw listing and with MinIO idle. */
    const interleaved = async (...runs: Array<(browser: Browser) => Promise<LoadTimeline>>) => {
      const timelines: LoadTimeline[][] = runs.map(() => []);
      for (let index = 0; index < RUNS; index += 1) {
        for (const [kind, run] of runs.entries()) {
          raws.push(...(await sampled(1, () => rawFirstPage(bench.connection))));
          await settled(bench.minioPid);
          timelines[kind]?.push(await run(launched));
        }
      }
      return timelines;
    };
    await coldLoad(launched, bench);
    const [cold = [], coldWithoutEarly = []] = await interleaved(
      (b) => coldLoad(b, bench),
      (b) => coldLoad(b, bench, false),
    );
    const [inApp = []] = await interleaved((b) => inAppNavigation(b, bench));
    const target = 1.5 * median(raws) + 50;
    console.log(
      `raw first page, all ${raws.length} runs: ${ms(median(raws))} median → target 1.5 × raw + 50 ms = ${ms(target)}`,
    );
    report('cold page load → first rows', cold, target);
    console.log(
      `  (scripts in at ${ms(median(cold.map((x) => x.scriptsEnd)))}, DOMContentLoaded at ${ms(median(cold.map((x) => x.domContentLoaded)))})`,
    );
    report('same, early bundle blocked', coldWithoutEarly, target);
    report('folder click → first rows', inApp, target);
    if (process.env.OBJECTS_BROWSER_PROFILE) {
      await inAppNavigation(launched, bench, process.env.OBJECTS_BROWSER_PROFILE);
      console.log(`performance trace of one folder click: ${process.env.OBJECTS_BROWSER_PROFILE}`);
    }

    if (process.env.OBJECTS_BROWSER_SCROLL !== '0') await scrollAll(launched, bench);
    console.log(`machine                       : load average ${loadavg()[0]?.toFixed(2)} at the end`);
  } finally {
    await browser?.close();
    await bench.app.stop();
    await stopAll();
  }
}

runBenchmark(main);
