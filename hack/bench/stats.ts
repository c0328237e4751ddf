import { readFileSync, writeFileSync } from 'node:fs';

/** Percentile of a sample (nearest-rank), in the sample's unit. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

/** The middle value of a sample (the mean of the two middle ones when the count is even). */
export function median(samples: readonly number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const half = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 === 1 ? (sorted[half] ?? Number.NaN) : ((sorted[half - 1] ?? 0) + (sorted[half] ?? 0)) / 2;
}

export interface Summary {
  readonly p50: number;
  readonly p99: number;
  readonly mean: number;
}

export function summarise(samples: readonly number[]): Summary {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    mean: sorted.reduce((sum, x) => sum + x, 0) / sorted.length,
  };
}

/** Times `body` `count` times, one after another, in milliseconds each. */
export async function timeEach(count: number, body: () => Promise<unknown>): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const started = process.hrtime.bigint();
    await body();
    samples.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  return samples;
}

/** CPU time a process has used so far, in milliseconds (Linux `/proc/<pid>/schedstat`: time on a CPU, in ns). */
export function processCpuMs(pid: number): number {
  const [onCpuNs] = readFileSync(`/proc/${pid}/schedstat`, 'utf8').trim().split(/\s+/);
  return Number(onCpuNs) / 1e6;
}

/** CPU time a process and all its threads have used so far, in ms (`/proc/<pid>/stat` utime + stime, 10 ms ticks). */
export function processTreeCpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // Fields 14 and 15 of stat(5), counted here from field 3 (state) on.
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * Waits until process `pid` uses less than `busyShare` of a CPU over `windowMs` (or `limitMs` have passed). MinIO
 * goes on walking a listed folder after it answers (it fills its listing cache), so a sample taken right after
 * another one would be measured against that background work.
 */
export async function settled(pid: number, windowMs = 500, busyShare = 0.1, limitMs = 60_000): Promise<void> {
  const started = Date.now();
  for (;;) {
    const before = processTreeCpuMs(pid);
    await new Promise((resolve) => setTimeout(resolve, windowMs));
    if (processTreeCpuMs(pid) - before < windowMs * busyShare || Date.now() - started > limitMs) return;
  }
}

/** CPU time this process spends in `body`, in milliseconds (user + system). */
export async function ownCpuMs(body: () => Promise<unknown>): Promise<number> {
  const before = process.cpuUsage();
  await body();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1e3;
}

/** Kernel memory counters of a process, in bytes: resident now, and the peak since the last reset. */
export function memoryOf(pid: number): { rss: number; hwm: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN) * 1024;
  return { rss: kib('VmRSS'), hwm: kib('VmHWM') };
}

/**
 * Runs `body`, answering its seconds, process `pid`'s peak RSS growth over its RSS before it, and its RSS growth
 * once `body` is done (what it kept, garbage not yet collected included). Linux only.
 */
export async function measured(
  pid: number,
  body: () => Promise<void>,
): Promise<{ seconds: number; growth: number; kept: number }> {
  // "5" resets the peak (VmHWM) to the current RSS (Linux ≥ 4.0).
  writeFileSync(`/proc/${pid}/clear_refs`, '5');
  const before = memoryOf(pid).rss;
  const started = process.hrtime.bigint();
  await body();
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const after = memoryOf(pid);
  return { seconds, growth: after.hwm - before, kept: after.rss - before };
}

/** Bytes as MiB with one decimal. */
export const mib = (bytes: number): string => (bytes / 1024 / 1024).toFixed(1);
/** A growth in MiB with its sign. */
export const signedMib = (bytes: number): string => `${bytes >= 0 ? '+' : '−'}${mib(Math.abs(bytes))}`;
/** A throughput in MiB/s. */
export const rate = (bytes: number, seconds: number): string => `${mib(bytes / seconds)} MiB/s`;
