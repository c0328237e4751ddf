/**
 * A/B (not a test): the widget endpoint of two builds of the console, interleaved call by call in one run, on the
 * test world's MinIO and Prometheus: p50 latency and the console process's CPU per call (main thread), per widget.
 * For a change on the endpoint's path, its CPU ratio hardly moves with the machine's load, unlike its latency.
 *   OBJECT_CONSOLE_WORLD=… npx tsx hack/bench/dashboard-ab.ts <dist A> <dist B> [calls=300]
 * DASHBOARD_AB_HISTORY=hour|day: against the Prometheus with a week of history instead (prometheus-history.ts), over
 * the last hour (1-minute steps) or the last day (24-minute steps).
 */
import { Agent } from 'node:http';
import { login } from '../../test/support/app-under-test';
import { startConsole, type ConsoleInstance } from '../../test/support/console-process';
import { loadWorld, need } from '../../test/world/state';
import { stopAll, tempDir } from '../../test/world/processes';
import { runBenchmark, send } from './bench-console';
import { startHistoryPrometheus } from './prometheus-history';
import { processCpuMs, summarise } from './stats';

const [distA = '.dist-lead', distB = '.dist', callsText = '300'] = process.argv.slice(2);
const CALLS = Number(callsText);
const WIDGETS = [1, 50, 60, 76, 17];
const HISTORY = process.env.DASHBOARD_AB_HISTORY;
const [SPAN, STEP] = HISTORY === 'day' ? [86_400, 24] : [3600, 1];

async function main(): Promise<void> {
  const world = loadWorld();
  const minio = need(world.minio.erasure, 'erasure MinIO');
  const history = HISTORY ? await startHistoryPrometheus(tempDir('dashboard-ab')) : undefined;
  const env = {
    CONSOLE_MINIO_SERVER: minio.endpoint,
    CONSOLE_LOG_LEVEL: 'warn',
    CONSOLE_PROMETHEUS_URL: history?.url ?? need(world.prometheus, 'Prometheus').url,
    CONSOLE_PROMETHEUS_JOB_ID: history?.jobId ?? `minio-${minio.name}`,
  };
  const sides: { name: string; console: ConsoleInstance; cookie: string; cpu: number; ms: Map<number, number[]> }[] =
    [];
  for (const dist of [distA, distB]) {
    process.env.OBJECT_CONSOLE_DIST = dist;
    const instance = await startConsole(env);
    const base = instance.url.replace(/\/$/, '');
    sides.push({
      name: dist,
      console: instance,
      cookie: await login(base, minio.accessKey, minio.secretKey),
      cpu: 0,
      ms: new Map(),
    });
  }
  const agent = new Agent({ keepAlive: true, maxSockets: 4 });
  const now = Math.floor(Date.now() / 1000);
  for (let call = -20; call < CALLS; call += 1) {
    for (const id of WIDGETS) {
      const end = now - 10 - (call + 20);
      for (const side of call % 2 === 0 ? sides : [...sides].reverse()) {
        const pid = side.console.process.pid ?? 0;
        const cpu = processCpuMs(pid);
        const started = process.hrtime.bigint();
        const answer = await send(
          `${side.console.url}api/v1/admin/info/widgets/${id}?start=${end - SPAN}&end=${end}&step=${STEP}`,
          { method: 'GET', headers: { Cookie: side.cookie }, agent },
        );
        if (answer.status !== 200) throw new Error(`${side.name} widget ${id}: ${answer.status}`);
        if (call < 0) continue;
        side.ms.set(id, [...(side.ms.get(id) ?? []), Number(process.hrtime.bigint() - started) / 1e6]);
        side.cpu += processCpuMs(pid) - cpu;
      }
    }
  }
  agent.destroy();
  console.log(`\n| widget, p50 of ${CALLS} interleaved | ${sides.map((side) => side.name).join(' | ')} | B/A |`);
  console.log('| --- | --- | --- | --- |');
  for (const id of WIDGETS) {
    const [a, b] = sides.map((side) => summarise(side.ms.get(id) ?? []).p50);
    console.log(`| ${id} | ${a?.toFixed(2)} ms | ${b?.toFixed(2)} ms | ${((b ?? 0) / (a ?? 1)).toFixed(2)} |`);
  }
  const [cpuA, cpuB] = sides.map((side) => (side.cpu / (CALLS * WIDGETS.length)) * 1000);
  console.log(
    `| console CPU per call | ${cpuA?.toFixed(0)} µs | ${cpuB?.toFixed(0)} µs | ${((cpuB ?? 0) / (cpuA ?? 1)).toFixed(2)} |`,
  );
  await stopAll();
}

runBenchmark(main);
