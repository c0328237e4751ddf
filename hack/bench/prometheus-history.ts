/**
 * A Prometheus with a realistic history, for the dashboard benchmark (not a test, not shipped). The test world's
 * Prometheus holds only the minutes since the world started, scraping one MinIO, so its queries take well under a
 * millisecond and any HTTP hop looks large beside them. This one holds HISTORY_DAYS days (and the current day) of
 * the MinIO v2 cluster metrics the widget catalogue queries (widget-catalogue.ts), for a 4-node, 16-drive cluster
 * scraped every 15 s by the job `mc admin prometheus generate` names (`minio-job`): series names and labels as
 * MinIO's `/minio/v2/metrics/cluster` has them (`server`, `drive`, `api`, `range`, `pool`/`set`), plausible values
 * (daily cycles, monotonic counters, slowly growing usage). The OpenMetrics text is generated here and turned into
 * TSDB blocks by Debian's `promtool tsdb create-blocks-from openmetrics`; the blocks are cached under
 * cacheDir('prometheus-history', `<HISTORY_VERSION>-<UTC day>`), so a rerun the same day only copies them into a
 * temporary data directory of a Prometheus of its own (no scraping: the history is all it has).
 *   npx tsx hack/bench/prometheus-history.ts        # generates (or finds) the blocks and prints them
 */
import { execFileSync } from 'node:child_process';
import {
  closeSync,
  cpSync,
  existsSync,
  openSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { cacheDir } from '../../test/world/cache';
import { debianTools, ensureDebianTools } from '../../test/world/install';
import { freePort } from '../../test/world/ports';
import { httpOk, ManagedProcess, tempDir } from '../../test/world/processes';

/** Bump when the generated series change: the cache of blocks is keyed by it. */
export const HISTORY_VERSION = 'v1';
/** Whole days of history before the current UTC day (which is generated whole, so any "now" of that day is in it). */
export const HISTORY_DAYS = 7;
/** The scrape interval of the history, seconds. */
export const HISTORY_INTERVAL_SECONDS = 15;
/** The job label: what `mc admin prometheus generate` names the job, and CONSOLE_PROMETHEUS_JOB_ID must name. */
export const HISTORY_JOB = 'minio-job';

const NODES = [1, 2, 3, 4].map((n) => `minio-${n}.history.test:9000`);
const DRIVES = ['/data1', '/data2', '/data3', '/data4'];
const APIS = ['getobject', 'putobject', 'headobject', 'listobjectsv2', 'deleteobject', 'listbuckets', 'headbucket'];
const ERROR_APIS = ['getobject', 'headobject', 'putobject', 'listobjectsv2'];
const SIZE_RANGES = [
  'LESS_THAN_1024_B',
  'BETWEEN_1024_B_AND_1_MB',
  'BETWEEN_1_MB_AND_10_MB',
  'BETWEEN_10_MB_AND_64_MB',
  'BETWEEN_64_MB_AND_128_MB',
  'BETWEEN_128_MB_AND_512_MB',
  'GREATER_THAN_512_MB',
];
const TIB = 1024 ** 4;
const DRIVE_BYTES = 4 * TIB;
const DAY = 86_400;

/** A series: its name, labels, and its value at a time (unix seconds) given the time index. */
interface Series {
  readonly name: string;
  readonly labels: Readonly<Record<string, string>>;
  /** The value at `t` (seconds since the history's start); counters keep their state in a closure. */
  readonly value: (t: number) => number;
  /** Digits after the decimal point in the text. */
  readonly decimals?: number;
}

/** A deterministic noise in [0, 1) of a seed and a step: the same history every time it is generated. */
function noise(seed: number, step: number): number {
  let x = (seed * 374761393 + step * 668265263) | 0;
  x = Math.imul(x ^ (x >>> 13), 1274126177);
  return ((x ^ (x >>> 16)) >>> 0) / 4294967296;
}

/** Load over the day: low at night, a peak in the afternoon (UTC), 0.15–1. */
function daily(t: number, absoluteStart: number): number {
  const hour = (((absoluteStart + t) % DAY) / 3600 + 24) % 24;
  return 0.15 + 0.85 * Math.max(0, Math.sin(((hour - 6) / 24) * 2 * Math.PI)) ** 1.5;
}

/** A counter whose rate per second is `rate(t)`: monotonic, integer (or with decimals) as MinIO reports it. */
function counter(rate: (t: number) => number, start: number): (t: number) => number {
  let total = start;
  let last = -HISTORY_INTERVAL_SECONDS;
  return (t) => {
    total += Math.max(0, rate(t)) * (t - last);
    last = t;
    return total;
  };
}

/** Every series of the history, for a history starting at `absoluteStart` (unix seconds). */
function historySeries(absoluteStart: number, seconds: number): Series[] {
  const load = (t: number) => daily(t, absoluteStart);
  const cluster = { server: NODES[0] as string };
  const series: Series[] = [];
  const usedAtStart = 21 * TIB;
  const growthPerSecond = (3 * TIB) / seconds; // ~3 TiB over the history
  const used = (t: number) => usedAtStart + growthPerSecond * t + 40e9 * Math.sin(t / 7200);
  const usableTotal = (16 * DRIVE_BYTES * 12) / 16; // EC:4 over 16 drives
  const gauge = (name: string, labels: Record<string, string>, value: (t: number) => number, decimals = 0) =>
    series.push({ name, labels, value, decimals });

  // Cluster-wide metrics, as the node that answered the scrape reports them.
  gauge('minio_cluster_capacity_usable_total_bytes', cluster, () => usableTotal);
  gauge('minio_cluster_capacity_usable_free_bytes', cluster, (t) => usableTotal - used(t) * 1.33);
  gauge('minio_cluster_usage_total_bytes', cluster, used);
  gauge('minio_cluster_usage_object_total', cluster, (t) => Math.round(used(t) / 3.2e6));
  gauge('minio_cluster_bucket_total', cluster, (t) => 37 + Math.floor((t / seconds) * 6));
  gauge('minio_cluster_nodes_online_total', cluster, () => 4);
  gauge('minio_cluster_nodes_offline_total', cluster, () => 0);
  // A drive offline for two hours on the third day.
  const driveOut = (t: number) => (t > 2.4 * DAY && t < 2.4 * DAY + 7200 ? 1 : 0);
  gauge('minio_cluster_drive_online_total', cluster, (t) => 16 - driveOut(t));
  gauge('minio_cluster_drive_offline_total', cluster, driveOut);
  gauge('minio_cluster_health_erasure_set_healing_drives', { ...cluster, pool: '0', set: '0' }, (t) =>
    t >= 2.4 * DAY + 7200 && t < 2.4 * DAY + 12_600 ? 1 : 0,
  );
  const shares = [0.31, 0.42, 0.15, 0.07, 0.03, 0.015, 0.005];
  SIZE_RANGES.forEach((range, index) =>
    gauge('minio_cluster_objects_size_distribution', { ...cluster, range }, (t) =>
      Math.round((used(t) / 3.2e6) * (shares[index] ?? 0)),
    ),
  );
  // Nanoseconds since the last scan / heal cycle: a saw tooth.
  gauge('minio_usage_last_activity_nano_seconds', cluster, (t) => (t % 1800) * 1e9);
  gauge('minio_heal_time_last_activity_nano_seconds', cluster, (t) => (t % 21_600) * 1e9);

  NODES.forEach((server, n) => {
    const node = { server };
    const seed = (n + 1) * 1000;
    const share = 0.22 + 0.02 * n;
    const at = (index: number, t: number) => noise(seed + index, Math.floor(t / HISTORY_INTERVAL_SECONDS));
    // Restarted once, on the fifth day (a rolling upgrade).
    gauge('minio_node_process_starttime_seconds', node, (t) =>
      t < 4.5 * DAY + n * 120 ? absoluteStart - 40 * DAY : absoluteStart + 4.5 * DAY + n * 120,
    );
    gauge('minio_node_process_resident_memory_bytes', node, (t) => 1.1e9 + 0.6e9 * load(t) + 5e7 * at(1, t));
    gauge('minio_node_file_descriptor_open_total', node, (t) => Math.round(380 + 900 * load(t) + 40 * at(2, t)));
    gauge('minio_node_go_routine_total', node, (t) => Math.round(900 + 2400 * load(t) + 100 * at(3, t)));
    gauge('minio_s3_requests_inflight_total', node, (t) => Math.round(12 * load(t) * at(4, t)));
    const rateOf = (base: number, index: number) => (t: number) => base * share * load(t) * (0.8 + 0.4 * at(index, t));
    series.push(
      { name: 'minio_node_process_cpu_total_seconds', labels: node, value: counter(rateOf(1.6, 5), 9e5), decimals: 2 },
      { name: 'minio_node_io_rchar_bytes', labels: node, value: counter(rateOf(180e6, 6), 8e14) },
      { name: 'minio_node_io_wchar_bytes', labels: node, value: counter(rateOf(95e6, 7), 5e14) },
      { name: 'minio_node_syscall_read_total', labels: node, value: counter(rateOf(21e3, 8), 4e10) },
      { name: 'minio_node_syscall_write_total', labels: node, value: counter(rateOf(14e3, 9), 3e10) },
      { name: 'minio_s3_traffic_received_bytes', labels: node, value: counter(rateOf(60e6, 10), 2e14) },
      { name: 'minio_s3_traffic_sent_bytes', labels: node, value: counter(rateOf(150e6, 11), 6e14) },
      { name: 'minio_inter_node_traffic_sent_bytes', labels: node, value: counter(rateOf(70e6, 12), 3e14) },
      { name: 'minio_inter_node_traffic_received_bytes', labels: node, value: counter(rateOf(70e6, 13), 3e14) },
    );
    APIS.forEach((api, a) => {
      const labels = { api, server };
      const base = [900, 140, 600, 80, 30, 2, 20][a] ?? 10;
      series.push({ name: 'minio_s3_requests_total', labels, value: counter(rateOf(base, 20 + a), 1e9 * base) });
      if (ERROR_APIS.includes(api)) {
        series.push(
          { name: 'minio_s3_requests_errors_total', labels, value: counter(rateOf(base / 200, 40 + a), 1e6 * base) },
          {
            name: 'minio_s3_requests_4xx_errors_total',
            labels,
            value: counter(rateOf(base / 250, 60 + a), 8e5 * base),
          },
        );
      }
    });
    DRIVES.forEach((drive, d) => {
      const labels = { drive, server };
      const fill = 0.88 + 0.06 * noise(seed, d);
      gauge('minio_node_drive_used_bytes', labels, (t) => (used(t) * 1.33 * fill) / 16);
      gauge('minio_node_drive_free_inodes', labels, (t) => Math.round(2.6e8 - (used(t) * fill) / 16 / 3.2e6));
    });
  });
  return series;
}

function labelText(labels: Readonly<Record<string, string>>): string {
  return Object.entries({ job: HISTORY_JOB, instance: 'minio.history.test:9000', ...labels })
    .map(([key, value]) => `${key}=${JSON.stringify(value)}`)
    .join(',');
}

/** The history's first sample time and length: HISTORY_DAYS whole days before `day`'s start, and `day` itself. */
export function historySpan(now: number = Math.floor(Date.now() / 1000)): {
  start: number;
  seconds: number;
  day: string;
} {
  const dayStart = now - (now % DAY);
  return {
    start: dayStart - HISTORY_DAYS * DAY,
    seconds: (HISTORY_DAYS + 1) * DAY,
    day: new Date(dayStart * 1000).toISOString().slice(0, 10),
  };
}

/** Writes the OpenMetrics text of the history (series by series, each in time order) and returns its sample count. */
function writeOpenMetrics(file: string, start: number, seconds: number): { series: number; samples: number } {
  const fd = openSync(file, 'w');
  const all = historySeries(start, seconds);
  const steps = Math.floor(seconds / HISTORY_INTERVAL_SECONDS);
  let samples = 0;
  try {
    for (const one of all) {
      const prefix = `${one.name}{${labelText(one.labels)}} `;
      let chunk: string[] = [];
      for (let i = 0; i < steps; i += 1) {
        const t = i * HISTORY_INTERVAL_SECONDS;
        chunk.push(`${prefix}${one.value(t).toFixed(one.decimals ?? 0)} ${start + t}\n`);
        if (chunk.length === 4096) {
          writeSync(fd, chunk.join(''));
          chunk = [];
        }
      }
      if (chunk.length > 0) writeSync(fd, chunk.join(''));
      samples += steps;
    }
    writeSync(fd, '# EOF\n');
  } finally {
    closeSync(fd);
  }
  return { series: all.length, samples };
}

/**
 * The folder of the history's TSDB blocks for the current UTC day, generated when missing (a minute or two: the text
 * is written to a temporary file, promtool makes blocks of up to 486 h from it, the text is deleted).
 */
export function historyBlocks(log: (line: string) => void = console.log): {
  dir: string;
  span: ReturnType<typeof historySpan>;
} {
  ensureDebianTools([debianTools.prometheus]);
  const span = historySpan();
  const dir = cacheDir('prometheus-history', `${HISTORY_VERSION}-${span.day}`);
  const blocks = join(dir, 'blocks');
  if (existsSync(join(dir, 'complete'))) return { dir: blocks, span };
  rmSync(blocks, { recursive: true, force: true });
  const started = Date.now();
  const work = tempDir('prometheus-history');
  const text = join(work, 'history.om');
  const { series, samples } = writeOpenMetrics(text, span.start, span.seconds);
  const generated = Date.now();
  log(
    `history: ${series} series × ${samples / series} samples (${HISTORY_INTERVAL_SECONDS} s, ${HISTORY_DAYS} days + ` +
      `${span.day}), ${(statSync(text).size / 1e6).toFixed(0)} MB of OpenMetrics in ${((generated - started) / 1000).toFixed(1)} s`,
  );
  execFileSync(
    join(dirname(debianTools.prometheus.path), 'promtool'),
    ['tsdb', 'create-blocks-from', 'openmetrics', '--max-block-duration=486h', '--quiet', text, blocks],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  rmSync(work, { recursive: true, force: true });
  log(`history: blocks by promtool in ${((Date.now() - generated) / 1000).toFixed(1)} s, cached in ${blocks}`);
  writeFileSync(join(dir, 'complete'), `${series} series, ${samples} samples\n`);
  // Earlier days' histories are of no further use.
  const root = dirname(dir);
  for (const old of readdirSync(root)) {
    if (old !== `${HISTORY_VERSION}-${span.day}`) rmSync(join(root, old), { recursive: true, force: true });
  }
  return { dir: blocks, span };
}

/** A Prometheus of its own over a copy of the history's blocks (nothing scraped), ready to answer. */
export async function startHistoryPrometheus(
  logDir: string,
  log: (line: string) => void = console.log,
): Promise<{ url: string; jobId: string; process: ManagedProcess }> {
  const { dir: blocks } = historyBlocks(log);
  const dir = tempDir('prometheus-history-run');
  const data = join(dir, 'data');
  // A copy: Prometheus may compact or delete blocks in its data directory, the cache stays as generated.
  cpSync(blocks, data, { recursive: true });
  const configFile = join(dir, 'prometheus.yml');
  writeFileSync(configFile, JSON.stringify({ global: { scrape_interval: '15s' }, scrape_configs: [] }));
  const port = await freePort();
  const prometheus = new ManagedProcess({
    name: 'prometheus-history',
    command: debianTools.prometheus.path,
    args: [
      `--config.file=${configFile}`,
      `--storage.tsdb.path=${data}`,
      '--storage.tsdb.retention.time=60d',
      `--web.listen-address=127.0.0.1:${port}`,
    ],
    logDir,
  });
  const url = `http://127.0.0.1:${port}`;
  await prometheus.waitUntil(() => httpOk(`${url}/-/ready`, undefined, (s) => s === 200), 120_000);
  return { url, jobId: HISTORY_JOB, process: prometheus };
}

if (require.main === module) {
  const { dir, span } = historyBlocks();
  console.log(`history of ${span.day} (from ${new Date(span.start * 1000).toISOString()}): ${dir}`);
  console.log(execFileSync('promtool', ['tsdb', 'list', '-r', dir], { encoding: 'utf8' }));
}
