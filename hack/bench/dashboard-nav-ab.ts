/**
 * A/B (not a test): navigation → every Usage widget drawn (the rule of dashboard.ts, dashboard-probes.ts) for two
 * builds of the console, interleaved load by load in one run (A B, B A, …), each a cold load in a new Chromium
 * context with a session, on the test world's erasure MinIO and Prometheus. Per build, the medians of: drawn, the
 * widget answers (first start – last end), drawn after the last answer, DOMContentLoaded, and the renderer main
 * thread's work until drawn (CDP Performance metrics: TaskDuration, ScriptDuration, LayoutDuration,
 * RecalcStyleDuration) — CPU time of the page's main thread, which moves much less with the machine's load than
 * the wall-clock times — and how many layouts and style recalculations it took (LayoutCount, RecalcStyleCount). Then the ratio B/A of each median. The first pair of loads warms the servers, not counted.
 *   OBJECT_CONSOLE_WORLD=… npx tsx hack/bench/dashboard-nav-ab.ts <dist A> <dist B> [rounds=9]
 */
import type { Browser } from '@playwright/test';
import { loadavg } from 'node:os';
import { runBenchmark } from './bench-console';
import { dashboardSides, mainThreadMetrics, openDashboard, type DashboardSide } from './dashboard-sides';
import { interleavedLoads } from './interleaved-loads';
import { drawnTiming } from './dashboard-probes';
import { median } from './stats';

const [distA = '.dist-lead', distB = '.dist', roundsText = '9'] = process.argv.slice(2);
const ROUNDS = Number(roundsText);
const MAIN_THREAD = ['TaskDuration', 'ScriptDuration', 'LayoutDuration', 'RecalcStyleDuration'] as const;
/** Counts, not times: how many layouts and style recalculations the load took (about one per rendered change). */
const COUNTS = ['LayoutCount', 'RecalcStyleCount'] as const;
const COLUMNS = [
  'drawn',
  'first widget request',
  'last widget answer',
  'drawn − last answer',
  'DOMContentLoaded',
  ...MAIN_THREAD,
  ...COUNTS,
] as const;
type Column = (typeof COLUMNS)[number];

interface Side extends DashboardSide {
  readonly samples: Record<Column, number[]>;
}

async function load(browser: Browser, side: Side, counted: boolean): Promise<void> {
  const { context, page, cdp } = await openDashboard(browser, side);
  try {
    const timing = await drawnTiming(page, 60_000);
    const metrics = await mainThreadMetrics(cdp);
    if (timing.failed > 0) throw new Error(`${side.dist}: ${timing.failed} widget answers failed`);
    if (!counted) return;
    const metric = (name: string) => metrics[name] ?? NaN;
    const values: Record<Column, number> = {
      drawn: timing.drawnMs,
      'first widget request': timing.firstRequestMs,
      'last widget answer': timing.lastAnswerMs,
      'drawn − last answer': timing.drawnMs - timing.lastAnswerMs,
      DOMContentLoaded: timing.milestones.DOMContentLoaded?.[1] ?? NaN,
      ...(Object.fromEntries(MAIN_THREAD.map((name) => [name, metric(name)])) as Record<
        (typeof MAIN_THREAD)[number],
        number
      >),
      ...(Object.fromEntries(COUNTS.map((name) => [name, metric(name) / 1000])) as Record<
        (typeof COUNTS)[number],
        number
      >),
    };
    for (const column of COLUMNS) side.samples[column].push(values[column]);
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  const sides: Side[] = (await dashboardSides([distA, distB])).map((side) => ({
    ...side,
    samples: Object.fromEntries(COLUMNS.map((column) => [column, []])) as unknown as Record<Column, number[]>,
  }));
  const loadBefore = await interleavedLoads(sides, ROUNDS, load);
  const [a, b] = sides as [Side, Side];
  console.log(
    `\nload average (1 min) ${loadBefore.toFixed(1)} → ${(loadavg()[0] ?? 0).toFixed(1)}; ${ROUNDS} loads each`,
  );
  console.log(`\n| median of ${ROUNDS} cold loads, ms (counts: n) | A ${a.dist} | B ${b.dist} | B/A |`);
  console.log('| --- | --- | --- | --- |');
  for (const column of COLUMNS) {
    const [ma, mb] = [median(a.samples[column]), median(b.samples[column])];
    console.log(`| ${column} | ${ma.toFixed(0)} | ${mb.toFixed(0)} | ${(mb / ma).toFixed(2)} |`);
  }
  console.log(`\ndrawn per load, A: ${a.samples.drawn.map((ms) => ms.toFixed(0)).join(' ')}`);
  console.log(`drawn per load, B: ${b.samples.drawn.map((ms) => ms.toFixed(0)).join(' ')}`);
}

runBenchmark(main);
