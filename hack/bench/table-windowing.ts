/**
 * Benchmark (not a test): the object table's windowing in Debian's Chromium (1280×900) over TABLE_BENCH_ROWS rows
 * (default 100,000), four sides in one run: the table as it ships (@tanstack/react-virtual, rows coming into view
 * rendered within the scroll event only when the viewport would otherwise show blank space), the same windowing
 * rendering always within the scroll event (@tanstack/react-virtual's own default) and always after the frame, and
 * the reference: the hand-rolled windowing it replaced (hack/bench/table-windowing/hand-rolled-window.ts). No
 * server and no world: the tables are bundled into one page (esbuild) with PatternFly's styles. Per round, a fresh
 * page per side, the order reversed every other round:
 *   1. first render: the synchronous render and commit, and the render call to the end of the frame painting the
 *      table, in the page's clock; the main thread's task time for it (CDP Performance metrics);
 *   2. scrolling, two ways: wheel-like (120 px per step) and jumps (one viewport per step), one step between two
 *      frames as a user's input is; per step the main thread's task time and the mean frame interval, and the frames
 *      that painted blank space where rows belong (the rows for the new position were not rendered in time).
 * Prints medians, and ratios against the hand-rolled reference (below 1: cheaper, or fewer).
 *   npx tsx hack/bench/table-windowing.ts   (TABLE_BENCH_ROUNDS, default 7; TABLE_BENCH_STEPS, default 200)
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { chromium, type Browser, type CDPSession, type Page } from '@playwright/test';
import playwrightConfig from '../../playwright.config';
import type { MountResult, ScrollResult, Side } from './table-windowing/page';
import { median } from './stats';

const ROWS = Number(process.env.TABLE_BENCH_ROWS ?? 100_000);
const ROUNDS = Number(process.env.TABLE_BENCH_ROUNDS ?? 7);
const STEPS = Number(process.env.TABLE_BENCH_STEPS ?? 200);
const SIDES: readonly Side[] = ['tanstack', 'tanstack-always-sync', 'tanstack-after-paint', 'hand-rolled'];
const REFERENCE: Side = 'hand-rolled';
/** What one notch of a mouse wheel scrolls in Chromium. */
const WHEEL_PX = 120;

/** Main-thread time so far, in ms, from CDP's cumulative Performance metrics (reported in seconds). */
interface MainThread {
  readonly script: number;
  readonly layout: number;
  readonly task: number;
}

async function mainThread(cdp: CDPSession): Promise<MainThread> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const ms = (name: string) => (metrics.find((metric) => metric.name === name)?.value ?? Number.NaN) * 1000;
  return {
    script: ms('ScriptDuration'),
    layout: ms('LayoutDuration') + ms('RecalcStyleDuration'),
    task: ms('TaskDuration'),
  };
}

const spent = (before: MainThread, after: MainThread): MainThread => ({
  script: after.script - before.script,
  layout: after.layout - before.layout,
  task: after.task - before.task,
});

/** One scroll run's figures: main-thread time and mean frame interval per step, and the frames painted blank. */
interface ScrollSample {
  readonly taskPerStep: number;
  readonly frameMs: number;
  readonly blank: number;
}

/** One side's figures of one round. */
interface Sample {
  readonly mount: MountResult;
  readonly mountTask: number;
  readonly wheel: ScrollSample;
  readonly jump: ScrollSample;
}

async function bundle(dir: string): Promise<string> {
  await build({
    entryPoints: [join(__dirname, 'table-windowing', 'page.tsx')],
    bundle: true,
    outdir: dir,
    format: 'iife',
    jsx: 'automatic',
    minify: true,
    target: 'es2022',
    tsconfig: join(__dirname, '..', '..', 'tsconfig.json'),
    define: { 'process.env.NODE_ENV': '"production"' },
    loader: { '.woff': 'file', '.woff2': 'file', '.svg': 'file', '.png': 'file', '.jpg': 'file' },
    logLevel: 'warning',
  });
  const html = join(dir, 'index.html');
  writeFileSync(
    html,
    '<!doctype html><html><head><link rel="stylesheet" href="page.css"></head>' +
      '<body><div id="root"></div><script src="page.js"></script></body></html>',
  );
  return pathToFileURL(html).href;
}

async function measureSide(browser: Browser, url: string, side: Side): Promise<Sample> {
  const page: Page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  try {
    await page.goto(url);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    // Playwright compiles its in-page helper on first use: done before anything is measured.
    await page.evaluate('1');
    const before = await mainThread(cdp);
    const mount = (await page.evaluate(`window.tableBench.mount(${JSON.stringify(side)}, ${ROWS})`)) as MountResult;
    const mountTask = spent(before, await mainThread(cdp)).task;

    const scroll = async (stepPx: string): Promise<ScrollSample> => {
      const start = await mainThread(cdp);
      const result = (await page.evaluate(`window.tableBench.scroll(${stepPx}, ${STEPS})`)) as ScrollResult;
      return {
        taskPerStep: spent(start, await mainThread(cdp)).task / STEPS,
        frameMs: result.frameMs.reduce((sum, ms) => sum + ms, 0) / result.frameMs.length,
        blank: result.blankFrames,
      };
    };
    const wheel = await scroll(String(WHEEL_PX));
    const jump = await scroll(`document.querySelector('[data-test="object-scroll"]').clientHeight`);
    await page.evaluate('window.tableBench.unmount()');
    return { mount, mountTask, wheel, jump };
  } finally {
    await page.close();
  }
}

function report(samples: Record<Side, Sample[]>): void {
  const rows: Array<[string, (sample: Sample) => number, string]> = [
    ['first render: render and commit (page clock)', (s) => s.mount.renderMs, 'ms'],
    ['first render: to the end of its frame', (s) => s.mount.paintedMs, 'ms'],
    ['first render: main-thread task time', (s) => s.mountTask, 'ms'],
    [`wheel (${WHEEL_PX} px/step): task time per step`, (s) => s.wheel.taskPerStep, 'ms'],
    ['wheel: mean frame interval', (s) => s.wheel.frameMs, 'ms'],
    [`wheel: frames painted blank, of ${STEPS}`, (s) => s.wheel.blank, ''],
    ['jump (1 viewport/step): task time per step', (s) => s.jump.taskPerStep, 'ms'],
    ['jump: mean frame interval', (s) => s.jump.frameMs, 'ms'],
    [`jump: frames painted blank, of ${STEPS}`, (s) => s.jump.blank, ''],
  ];
  const others = SIDES.filter((side) => side !== REFERENCE);
  type Cell = (side: Side, medians: Record<Side, number>, unit: string) => string;
  const table = (title: string, columns: readonly Side[], cell: Cell) => {
    console.log(`\n${title}`);
    console.log(['measure'.padEnd(46), ...columns.map((column) => column.padStart(21))].join(' '));
    for (const [label, value, unit] of rows) {
      const medians = Object.fromEntries(SIDES.map((side) => [side, median(samples[side].map(value))])) as Record<
        Side,
        number
      >;
      console.log([label.padEnd(46), ...columns.map((side) => cell(side, medians, unit).padStart(21))].join(' '));
    }
  };
  table(
    `${ROWS} rows, medians of ${ROUNDS} rounds`,
    SIDES,
    (side, medians, unit) => `${medians[side].toFixed(unit ? 2 : 0)}${unit ? ` ${unit}` : ''}`,
  );
  // No ratio of two zeros (no blank frame on either side).
  table(`ratios against ${REFERENCE} (below 1: cheaper, or fewer)`, others, (side, medians) =>
    medians[REFERENCE] ? (medians[side] / medians[REFERENCE]).toFixed(2) : '—',
  );
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'table-windowing-'));
  const browser = await chromium.launch({ ...playwrightConfig.use?.launchOptions, headless: true });
  try {
    const url = await bundle(dir);
    const samples = Object.fromEntries(SIDES.map((side) => [side, []])) as unknown as Record<Side, Sample[]>;
    for (let round = 0; round < ROUNDS; round++) {
      // Alternating order, so neither side always runs on a warmer (or busier) machine.
      const order = round % 2 === 0 ? SIDES : [...SIDES].reverse();
      for (const side of order) samples[side].push(await measureSide(browser, url, side));
      process.stdout.write(`round ${round + 1}/${ROUNDS} done\n`);
    }
    report(samples);
  } finally {
    await browser.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
