import { readFileSync } from 'node:fs';

/** Percentile of a sample (nearest-rank), in the sample's unit. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
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

/** CPU time this process spends in `body`, in milliseconds (user + system). */
export async function ownCpuMs(body: () => Promise<unknown>): Promise<number> {
  const before = process.cpuUsage();
  await body();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1e3;
}
