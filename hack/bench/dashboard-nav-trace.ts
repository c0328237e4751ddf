/**
 * Profile (not a test): one cold load of /dashboard with Prometheus, traced, to see what the browser does between
 * the last Usage widget answer and "every Usage widget drawn" (dashboard-probes.ts). Our console as built
 * (OBJECT_CONSOLE_DIST), the test world's MinIO and Prometheus; DASHBOARD_TRACE_LOADS traced loads after one
 * untraced warm-up (default 3); prints, for the load with the median "drawn": every request in the page's clock,
 * when the page's parts first appeared (the dashboard, its first widget card, the chart canvas), and each renderer
 * main-thread task of ≥ 4 ms (what it mostly did: script by file, layout, style, paint).
 *   OBJECT_CONSOLE_WORLD=… npx tsx hack/bench/dashboard-nav-trace.ts
 */
import type { Browser } from '@playwright/test';
import { stopAll } from '../../test/world/processes';
import { runBenchmark } from './bench-console';
import { dashboardObserver, drawnTiming, USAGE_DRAWN, type DrawnTiming } from './dashboard-probes';
import { sideContext } from './page-loads';
import { launchChromium, worldDashboardConsole } from './dashboard-world';
import { assetName, mainThreadTasks, type MainThreadTask, type TraceEvent } from './trace-tasks';

const LOADS = Number(process.env.DASHBOARD_TRACE_LOADS ?? 3);
const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute'];
/** When each of these first is in the page (ms, the page's clock). */
const PARTS = {
  shell: '.pf-v6-c-page',
  dashboard: '[data-test="dashboard"]',
  'tab list': '[role="tablist"]',
  'first widget card': '[data-test="widget"]',
  'first widget value': '[data-test="widget-value"]',
  'chart canvas': '[data-test="widget-chart"] canvas',
};
const partsObserver = `(() => {
  const seen = {}; window.__parts = seen; const parts = ${JSON.stringify(PARTS)};
  new MutationObserver(() => { for (const [name, selector] of Object.entries(parts)) {
    if (seen[name] === undefined && document.querySelector(selector)) seen[name] = performance.now(); } })
    .observe(document, { childList: true, subtree: true });
})();`;

interface Load {
  readonly timing: DrawnTiming;
  readonly parts: Record<string, number>;
  readonly requests: { name: string; start: number; end: number }[];
  readonly tasks: MainThreadTask[];
}

async function load(browser: Browser, base: string, cookie: string, traced: boolean): Promise<Load> {
  const context = await sideContext(browser, base, cookie);
  try {
    await context.addInitScript(dashboardObserver(USAGE_DRAWN));
    await context.addInitScript(partsObserver);
    const page = await context.newPage();
    // Same origin first (a JSON answer, no scripts), so the traced navigation stays in one renderer process.
    await page.goto(`${base}/api/v1/nothing-here`).catch(() => undefined);
    if (traced) await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    await page.goto(`${base}/dashboard`, { waitUntil: 'commit' });
    const timing = await drawnTiming(page, 60_000);
    const seen = (await page.evaluate(`(() => ({
      parts: window.__parts,
      requests: performance.getEntriesByType('resource').map((entry) => ({
        name: entry.name, start: entry.startTime, end: entry.responseEnd })),
    }))()`)) as Pick<Load, 'parts' | 'requests'>;
    let tasks: Load['tasks'] = [];
    if (traced) {
      const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
      const start = trace.traceEvents.find(
        (e) => e.name === 'ResourceSendRequest' && (e.args?.data?.url ?? '').endsWith('/dashboard'),
      );
      tasks = start ? mainThreadTasks(trace.traceEvents, start.ts) : [];
    }
    return { timing, ...seen, tasks };
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  const { base, cookie } = await worldDashboardConsole();
  const browser = await launchChromium();
  const loads: Load[] = [];
  try {
    await load(browser, base, cookie, false);
    for (let index = 0; index < LOADS; index += 1) loads.push(await load(browser, base, cookie, true));
  } finally {
    await browser.close();
    await stopAll();
  }
  const sorted = [...loads].sort((a, b) => a.timing.drawnMs - b.timing.drawnMs);
  const mid = sorted[Math.floor(sorted.length / 2)];
  if (!mid) return;
  console.log(`drawn per load: ${sorted.map((l) => l.timing.drawnMs.toFixed(0)).join(', ')}; the median load:`);
  console.log(
    `drawn ${mid.timing.drawnMs.toFixed(0)} ms; widget requests ${mid.timing.firstRequestMs.toFixed(0)}–` +
      `${mid.timing.lastAnswerMs.toFixed(0)} ms; DOMContentLoaded ${mid.timing.milestones.DOMContentLoaded?.[1]?.toFixed(0)}`,
  );
  console.log(
    Object.entries(mid.parts)
      .sort((a, b) => a[1] - b[1])
      .map(([name, ms]) => `${name} ${ms.toFixed(0)}`)
      .join('; '),
  );
  console.log('\n| request | start | end |\n| --- | --- | --- |');
  for (const r of [...mid.requests].sort((a, b) => a.start - b.start)) {
    console.log(`| ${assetName(r.name).slice(0, 70)} | ${r.start.toFixed(0)} | ${r.end.toFixed(0)} |`);
  }
  console.log('\n| main-thread task | start | ms | mostly |\n| --- | --- | --- | --- |');
  for (const t of mid.tasks) console.log(`| | ${t.start.toFixed(0)} | ${t.ms.toFixed(0)} | ${t.what} |`);
}

runBenchmark(main);
