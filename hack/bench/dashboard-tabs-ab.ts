/**
 * A/B (not a test): a click on the dashboard's Traffic and Resources tabs → all their widgets drawn, for two builds
 * of the console, interleaved load by load in one run (A B, B A, …), each a cold load of /dashboard in a new Chromium
 * context with a session, on the test world's erasure MinIO and Prometheus. After the Usage tab is drawn the page
 * waits DASHBOARD_TABS_AB_PAUSE_MS (default: until the network is idle, as dashboard.ts does; a number: that many ms,
 * 0 = a click the very frame Usage is drawn), then clicks Traffic, waits the same, clicks Resources. "Drawn" is the
 * rule of dashboard-probes.ts scoped to the open panel: every widget of the tab has an answered request (made after
 * the click or before it), none is in flight, no spinner is left, and every card of the panel holds its chart, value,
 * "no data" or error. Per build and tab, the medians of: drawn, the tab's first request start and last answer end
 * (from the click; negative: before it), and the renderer main thread's work from the click to drawn (CDP
 * Performance metrics). Then B/A. The first pair of loads warms the servers, not counted.
 *   OBJECT_CONSOLE_WORLD=… npx tsx hack/bench/dashboard-tabs-ab.ts <dist A> <dist B> [rounds=9]
 */
import type { Browser, Page } from '@playwright/test';
import { loadavg } from 'node:os';
import { WIDGET_CATALOGUE } from '../../backend/src/features/dashboard/widget-catalogue';
import { runBenchmark } from './bench-console';
import { dashboardSides, mainThreadMetrics, openDashboard, type DashboardSide } from './dashboard-sides';
import { interleavedLoads } from './interleaved-loads';
import { armTab, drawnTiming, type DrawnSpec } from './dashboard-probes';
import { median } from './stats';

const [distA = '.dist-lead', distB = '.dist', roundsText = '9'] = process.argv.slice(2);
const ROUNDS = Number(roundsText);
const PAUSE = process.env.DASHBOARD_TABS_AB_PAUSE_MS;
const TABS = ['traffic', 'resources'] as const;
type Tab = (typeof TABS)[number];
const LABEL: Record<Tab, string> = { traffic: 'Traffic', resources: 'Resources' };
const MAIN_THREAD = ['TaskDuration', 'ScriptDuration', 'LayoutDuration', 'RecalcStyleDuration'] as const;
const COLUMNS = ['drawn', 'first request', 'last answer', 'drawn − last answer', ...MAIN_THREAD] as const;
type Column = (typeof COLUMNS)[number];

const tabSpec = (tab: Tab): DrawnSpec => {
  const ids = WIDGET_CATALOGUE.filter((widget) => widget.group === tab).map((widget) => widget.id);
  const card = `[data-test="panel-${tab}"] [data-test="widget"]`;
  return {
    requests: ids.length,
    widgetIds: ids,
    busy: '[data-test="dashboard"] .pf-v6-c-spinner',
    drawn: `${card}:has([data-test="widget-value"], [data-test="widget-chart"] canvas, [data-test="widget-empty"], [data-test="widget-error"])`,
    drawnCount: ids.length,
    click: { selector: '[role="tab"]', text: LABEL[tab] },
  };
};

interface Side extends DashboardSide {
  readonly samples: Record<Tab, Record<Column, number[]>>;
}

async function pause(page: Page): Promise<void> {
  if (PAUSE === undefined) await page.waitForLoadState('networkidle').catch(() => undefined);
  else if (Number(PAUSE) > 0) await page.waitForTimeout(Number(PAUSE));
}

async function load(browser: Browser, side: Side, counted: boolean): Promise<void> {
  const { context, page, cdp } = await openDashboard(browser, side);
  try {
    await drawnTiming(page, 60_000);
    for (const tab of TABS) {
      await pause(page);
      const before = await mainThreadMetrics(cdp);
      await armTab(page, tabSpec(tab));
      const timing = await drawnTiming(page, 60_000);
      const after = await mainThreadMetrics(cdp);
      // The probe's `failed` also counts requests still in flight (the next prefetch): only answered ones here.
      const failed = (await page.evaluate(
        `window.__dash.requests.filter((e) => e.end !== undefined && (e.status < 200 || e.status >= 300)).length`,
      )) as number;
      if (failed > 0) throw new Error(`${side.dist} ${tab}: ${failed} widget answers failed`);
      if (!counted) continue;
      const mine = (await page.evaluate(`(() => {
        const s = window.__dash; const ids = ${JSON.stringify(tabSpec(tab).widgetIds)};
        const of = (entry) => Number(/\\/info\\/widgets\\/(\\d+)/.exec(entry.url)?.[1]);
        return s.requests.filter((entry) => ids.includes(of(entry))).map((entry) => [entry.start - s.origin, entry.end - s.origin]);
      })()`)) as [number, number][];
      const values: Record<Column, number> = {
        drawn: timing.drawnMs,
        'first request': Math.min(...mine.map(([start]) => start)),
        'last answer': Math.max(...mine.map(([, end]) => end)),
        'drawn − last answer': timing.drawnMs - Math.max(...mine.map(([, end]) => end)),
        ...(Object.fromEntries(
          MAIN_THREAD.map((name) => [name, (after[name] ?? NaN) - (before[name] ?? NaN)]),
        ) as Record<(typeof MAIN_THREAD)[number], number>),
      };
      for (const column of COLUMNS) side.samples[tab][column].push(values[column]);
    }
  } finally {
    await context.close();
  }
}

const emptySamples = () =>
  Object.fromEntries(
    TABS.map((tab) => [tab, Object.fromEntries(COLUMNS.map((column) => [column, []]))]),
  ) as unknown as Side['samples'];

async function main(): Promise<void> {
  const sides: Side[] = (await dashboardSides([distA, distB])).map((side) => ({ ...side, samples: emptySamples() }));
  const loadBefore = await interleavedLoads(sides, ROUNDS, load);
  const [a, b] = sides as [Side, Side];
  console.log(
    `\nload average (1 min) ${loadBefore.toFixed(1)} → ${(loadavg()[0] ?? 0).toFixed(1)}; ${ROUNDS} loads each; ` +
      `pause before a click: ${PAUSE === undefined ? 'network idle' : `${PAUSE} ms`}`,
  );
  for (const tab of TABS) {
    console.log(`\n| click ${LABEL[tab]}, median of ${ROUNDS}, ms from the click | A ${a.dist} | B ${b.dist} | B/A |`);
    console.log('| --- | --- | --- | --- |');
    for (const column of COLUMNS) {
      const [ma, mb] = [median(a.samples[tab][column]), median(b.samples[tab][column])];
      console.log(`| ${column} | ${ma.toFixed(0)} | ${mb.toFixed(0)} | ${(mb / ma).toFixed(2)} |`);
    }
    console.log(`drawn per load, A: ${a.samples[tab].drawn.map((ms) => ms.toFixed(0)).join(' ')}`);
    console.log(`drawn per load, B: ${b.samples[tab].drawn.map((ms) => ms.toFixed(0)).join(' ')}`);
  }
}

runBenchmark(main);
