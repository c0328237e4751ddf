/**
 * Profile (not a test): where Chromium's main thread spends a cold load of /dashboard with Prometheus, until every
 * Usage widget is drawn (the benchmark's rule, dashboard-probes.ts). Our console as built, the test world's MinIO
 * and Prometheus; DASHBOARD_PAGE_PROFILE_ROUNDS loads (default 3, the first a warm-up of the servers); prints the
 * JS self time by script and by function over the measured loads, and the load's timeline.
 *   OBJECT_CONSOLE_WORLD=… npx tsx hack/bench/dashboard-page-profile.ts
 */
import { WIDGET_CATALOGUE } from '../../backend/src/features/dashboard/widget-catalogue';
import { stopAll } from '../../test/world/processes';
import { runBenchmark } from './bench-console';
import { dashboardObserver, drawnTiming } from './dashboard-probes';
import { sideContext } from './page-loads';
import { launchChromium, worldDashboardConsole } from './dashboard-world';

const ROUNDS = Number(process.env.DASHBOARD_PAGE_PROFILE_ROUNDS ?? 3);

interface ProfileNode {
  readonly id: number;
  readonly callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}
interface Profile {
  readonly nodes: ProfileNode[];
  readonly samples: number[];
  readonly timeDeltas: number[];
}

async function main(): Promise<void> {
  const { base, cookie } = await worldDashboardConsole();
  const browser = await launchChromium();
  const byScript = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let measured = 0;
  try {
    const usage = WIDGET_CATALOGUE.filter((widget) => widget.group === 'usage').length;
    for (let round = 0; round < ROUNDS; round += 1) {
      const context = await sideContext(browser, base, cookie);
      await context.addInitScript(
        dashboardObserver({
          requests: usage,
          busy: '[data-test="dashboard"] .pf-v6-c-spinner',
          drawn:
            '[data-test="widget"]:has([data-test="widget-value"], [data-test="widget-chart"] canvas, ' +
            '[data-test="widget-empty"], [data-test="widget-error"])',
          drawnCount: usage,
        }),
      );
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
      await page.goto(`${base}/dashboard`, { waitUntil: 'commit' });
      const timing = await drawnTiming(page, 60_000);
      const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
      console.log(
        `round ${round}: drawn ${timing.drawnMs.toFixed(0)} ms, widget answers ${timing.firstRequestMs.toFixed(0)}–` +
          `${timing.lastAnswerMs.toFixed(0)} ms; ${Object.entries(timing.milestones)
            .map(([name, [from, to]]) => `${name} ${from.toFixed(0)}–${to.toFixed(0)}`)
            .join('; ')}`,
      );
      await context.close();
      if (round === 0) continue;
      measured += 1;
      const byId = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
      profile.samples.forEach((id, index) => {
        const frame = byId.get(id);
        const micros = profile.timeDeltas[index] ?? 0;
        if (!frame || frame.functionName === '(idle)' || frame.functionName === '(program)') return;
        const script = frame.url.split('/').pop() || frame.functionName;
        byScript.set(script, (byScript.get(script) ?? 0) + micros);
        const name = `${frame.functionName || '(anonymous)'} ${script}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;
        byFunction.set(name, (byFunction.get(name) ?? 0) + micros);
      });
    }
  } finally {
    await browser.close();
    await stopAll();
  }
  const table = (title: string, rows: Map<string, number>) => {
    console.log(`\n| ${title} | ms per load |`);
    console.log('| --- | --- |');
    for (const [name, micros] of [...rows].sort((a, b) => b[1] - a[1]).slice(0, 20)) {
      console.log(`| ${name} | ${(micros / measured / 1000).toFixed(1)} |`);
    }
  };
  table('JS self time by script', byScript);
  table('JS self time by function', byFunction);
}

runBenchmark(main);
