/**
 * Profile (not a test): where the console's time goes in one widget call. Starts the console as built with
 * `--cpu-prof` (OBJECT_CONSOLE_DIST as for the other benchmarks), makes DASHBOARD_PROFILE_CALLS calls (default 3000)
 * of widget DASHBOARD_PROFILE_WIDGET (default 1, Uptime: one instant query) against the test world's Prometheus, one
 * at a time, each with a range of its own, stops the console and prints the CPU per call of the console process and
 * the profile's self time by function and by package (top 25), GC apart.
 *   OBJECT_CONSOLE_WORLD=… npx tsx hack/bench/dashboard-profile.ts
 */
import { copyFileSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { Agent } from 'node:http';
import { join } from 'node:path';
import { stopAll, tempDir } from '../../test/world/processes';
import { runBenchmark, send } from './bench-console';
import { processCpuMs } from './stats';
import { worldDashboardConsole } from './dashboard-world';

const CALLS = Number(process.env.DASHBOARD_PROFILE_CALLS ?? 3000);
const WIDGET = Number(process.env.DASHBOARD_PROFILE_WIDGET ?? 1);
const micros = () => Number(process.hrtime.bigint() / 1000n);

interface ProfileNode {
  readonly id: number;
  readonly callFrame: { functionName: string; url: string; lineNumber: number };
  readonly children?: number[];
}
interface Profile {
  readonly nodes: ProfileNode[];
  readonly startTime: number;
  readonly samples: number[];
  readonly timeDeltas: number[];
}

/** Where a script comes from: a package under node_modules, node's own code, or the console's file. */
function ownerOf(url: string): string {
  if (!url) return '(native)';
  if (url.startsWith('node:')) return url;
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (match?.[1]) return match[1];
  const own = /\/(backend\/src\/.*)$/.exec(url);
  return own?.[1] ?? url;
}

/**
 * The samples taken while the measured calls ran: V8 stamps samples with the monotonic clock process.hrtime reads,
 * the same in every process of the machine, so start-up, warm-up and shutdown are left out.
 */
function measuredSamples(profile: Profile, window: { from: number; to: number }): { id: number; micros: number }[] {
  const out: { id: number; micros: number }[] = [];
  let time = profile.startTime;
  profile.samples.forEach((id, index) => {
    const micros = profile.timeDeltas[index] ?? 0;
    time += micros;
    if (time >= window.from && time <= window.to) out.push({ id, micros });
  });
  return out;
}

function summariseProfile(profile: Profile, calls: number, window: { from: number; to: number }): void {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<number, number>();
  for (const { id, micros } of measuredSamples(profile, window)) self.set(id, (self.get(id) ?? 0) + micros);
  const byFunction = new Map<string, number>();
  const byOwner = new Map<string, number>();
  let busy = 0;
  for (const [id, micros] of self) {
    const frame = byId.get(id)?.callFrame;
    if (!frame) continue;
    if (frame.functionName === '(idle)' || frame.functionName === '(program)') continue;
    busy += micros;
    const name = `${frame.functionName || '(anonymous)'} ${ownerOf(frame.url)}:${frame.lineNumber + 1}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + micros);
    const owner = frame.functionName === '(garbage collector)' ? '(garbage collector)' : ownerOf(frame.url);
    byOwner.set(owner, (byOwner.get(owner) ?? 0) + micros);
  }
  const table = (title: string, rows: Map<string, number>) => {
    console.log(`\n| ${title} | µs per call | share |`);
    console.log('| --- | --- | --- |');
    for (const [name, micros] of [...rows].sort((a, b) => b[1] - a[1]).slice(0, 25)) {
      console.log(`| ${name} | ${(micros / calls).toFixed(1)} | ${((micros / busy) * 100).toFixed(1)} % |`);
    }
  };
  // Inclusive time of the console's own functions and the packages' entry points: each sample counts once for
  // every distinct function on its stack.
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const inclusive = new Map<string, number>();
  for (const { id, micros } of measuredSamples(profile, window)) {
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const frame = byId.get(at)?.callFrame;
      if (!frame || !/backend\/src\/|node_modules\/(express|router|express-openapi-validator)\//.test(frame.url))
        continue;
      const name = `${frame.functionName || '(anonymous)'} ${ownerOf(frame.url)}:${frame.lineNumber + 1}`;
      if (seen.has(name)) continue;
      seen.add(name);
      inclusive.set(name, (inclusive.get(name) ?? 0) + micros);
    }
  }
  console.log(`\nprofiled busy time: ${(busy / calls).toFixed(1)} µs per call (idle and "(program)" left out)`);
  table('self time by package or file', byOwner);
  table('self time by function', byFunction);
  table("inclusive time of the console's functions (and Express's)", inclusive);
}

async function main(): Promise<void> {
  const dir = tempDir('dashboard-profile');
  process.env.OBJECT_CONSOLE_NODE_ARGS = `--cpu-prof --cpu-prof-dir=${dir}`;
  const { instance: ours, base, cookie } = await worldDashboardConsole();
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const now = Math.floor(Date.now() / 1000);
  const call = async (index: number) => {
    const end = now - 10 - index;
    const answer = await send(`${base}/api/v1/admin/info/widgets/${WIDGET}?start=${end - 3600}&end=${end}&step=1`, {
      method: 'GET',
      headers: { Cookie: cookie },
      agent,
    });
    if (answer.status !== 200) throw new Error(`widget ${WIDGET}: ${answer.status} ${answer.body.toString()}`);
  };
  for (let i = 0; i < 200; i += 1) await call(i);
  const pid = ours.process.pid ?? 0;
  const cpuBefore = processCpuMs(pid);
  const from = micros();
  for (let i = 0; i < CALLS; i += 1) await call(200 + i);
  const window = { from, to: micros() };
  const cpuAfter = processCpuMs(pid);
  agent.destroy();
  console.log(
    `widget ${WIDGET}, ${CALLS} calls: console CPU ${(((cpuAfter - cpuBefore) / CALLS) * 1000).toFixed(0)} µs per call`,
  );
  await ours.stop();
  const file = readdirSync(dir).find((name) => name.endsWith('.cpuprofile'));
  if (!file) throw new Error(`no profile in ${dir}`);
  const kept = join(tmpdir(), `dashboard-widget-${WIDGET}-${Date.now()}.cpuprofile`);
  copyFileSync(join(dir, file), kept);
  console.log(`profile: ${kept} (open in Chromium's DevTools); below, only the measured calls`);
  summariseProfile(JSON.parse(readFileSync(kept, 'utf8')) as Profile, CALLS, window);
  await stopAll();
}

runBenchmark(main);
