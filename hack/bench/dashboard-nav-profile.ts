/**
 * Profile (not a test): Chromium's JavaScript profiler over cold loads of /dashboard until every Usage widget is
 * drawn (dashboard-probes.ts), self time summed per source file and per function through the build's source maps,
 * to see which code the main thread runs before the first paint. Our console as built (OBJECT_CONSOLE_DIST), the
 * test world's erasure MinIO and Prometheus; DASHBOARD_PROFILE_LOADS profiled loads after one warm-up (default 3).
 *   OBJECT_CONSOLE_WORLD=… OBJECT_CONSOLE_DIST=… npx tsx hack/bench/dashboard-nav-profile.ts
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';
import { stopAll } from '../../test/world/processes';
import { distDir } from '../lib/dist-dir';
import { runBenchmark } from './bench-console';
import { dashboardObserver, drawnTiming, USAGE_DRAWN } from './dashboard-probes';
import { sideContext } from './page-loads';
import { launchChromium, worldDashboardConsole } from './dashboard-world';

const LOADS = Number(process.env.DASHBOARD_PROFILE_LOADS ?? 3);

interface ProfileNode {
  id: number;
  children?: number[];
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const maps = new Map<string, SourceMapConsumer | undefined>();
function mapOf(url: string): SourceMapConsumer | undefined {
  const file = /\/assets\/([^/?#]+\.js)/.exec(url)?.[1];
  if (!file) return undefined;
  if (!maps.has(file)) {
    try {
      const raw = JSON.parse(
        readFileSync(join(distDir(join(__dirname, '..', '..')), 'frontend', 'assets', `${file}.map`), 'utf8'),
      ) as RawSourceMap;
      maps.set(file, new SourceMapConsumer(raw));
    } catch {
      maps.set(file, undefined);
    }
  }
  return maps.get(file);
}

/** The source file (package or our path) and function of a frame. */
function sourceOf(frame: ProfileNode['callFrame']): { file: string; fn: string } {
  const map = mapOf(frame.url);
  if (!map)
    return { file: frame.url === '' ? `(${frame.functionName || 'native'})` : frame.url, fn: frame.functionName };
  const at = map.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
  const source = (at.source ?? '?').replace(/^webpack:\/\/[^/]*\//, '').replace(/^\.\//, '');
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(?:dist\/(?:esm|js)\/)?(.*)$/.exec(source);
  return { file: pkg ? `${pkg[1]}/${pkg[2]}` : source, fn: at.name ?? frame.functionName };
}

async function main(): Promise<void> {
  const { base, cookie } = await worldDashboardConsole();
  const browser = await launchChromium();
  const byFile = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let total = 0;
  try {
    for (let load = 0; load <= LOADS; load += 1) {
      const context = await sideContext(browser, base, cookie);
      await context.addInitScript(dashboardObserver(USAGE_DRAWN));
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
      await cdp.send('Profiler.start');
      await page.goto(`${base}/dashboard`, { waitUntil: 'commit' });
      const timing = await drawnTiming(page, 60_000);
      const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
      await context.close();
      if (load === 0) continue;
      console.log(`load ${load}: drawn ${timing.drawnMs.toFixed(0)} ms`);
      const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
      const parents = new Map<number, number>();
      for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
      profile.samples.forEach((id, index) => {
        const frame = nodes.get(id)?.callFrame;
        const ms = (profile.timeDeltas[index] ?? 0) / 1000;
        if (!frame || frame.functionName === '(idle)' || frame.functionName === '(program)') return;
        let { file, fn } = sourceOf(frame);
        // A browser function (appendChild, getComputedStyle …) is named with the code that called it.
        const parent = nodes.get(parents.get(id) ?? -1)?.callFrame;
        if (frame.url === '' && parent && parent.url !== '') {
          const caller = sourceOf(parent);
          fn = `${frame.functionName} ← ${caller.fn}`;
          file = `${file} ← ${caller.file}`;
        }
        total += ms;
        byFile.set(file, (byFile.get(file) ?? 0) + ms);
        byFunction.set(`${fn} (${file})`, (byFunction.get(`${fn} (${file})`) ?? 0) + ms);
      });
    }
  } finally {
    await browser.close();
    await stopAll();
  }
  const top = (map: Map<string, number>, n: number) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([name, ms]) => `| ${name} | ${(ms / LOADS).toFixed(1)} |`);
  console.log(`\nJavaScript self time per load until drawn: ${(total / LOADS).toFixed(0)} ms (mean of ${LOADS})`);
  console.log('\n| source file | ms per load |\n| --- | --- |');
  console.log(top(byFile, 40).join('\n'));
  console.log('\n| function | ms per load |\n| --- | --- |');
  console.log(top(byFunction, 30).join('\n'));
}

runBenchmark(main);
