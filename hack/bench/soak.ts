/**
 * The long load-and-soak run of issue #24 item 3: `npm run soak` (after `npm run build`), or
 * `npx tsx hack/bench/soak.ts [users=200] [minutes=15]`. Starts its own MinIO and the built console (see
 * soak-run.ts for what it does), prints the figures and exits non-zero when a target is missed: no error other
 * than a documented 429, console RSS growth ≤ 32 MiB after warm-up, no descriptor growth, no refused login of a
 * user who never failed, user calls during a failed-login flood ≤ 1.2 × as slow. p99 is printed beside the same
 * calls made straight to MinIO, and the console's 5xx by cause (MinIO's own error answers apart from transport
 * failures between the console and MinIO). `OBJECT_CONSOLE_SOAK_MINIO_ENV=MINIO_IDLE_TIMEOUT=1s` gives the run's
 * MinIO more environment; `OBJECT_CONSOLE_SOAK_LOG=<file>` keeps the console's log. The short version runs in `npm test` (test/integration/load/soak.test.ts).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { stopAll } from '../../test/world/processes';
import { describeSoak, runSoak, soakVerdict } from './soak-run';

async function main(): Promise<void> {
  const users = Number(process.argv[2] ?? 200);
  const minutes = Number(process.argv[3] ?? 15);
  const durationMs = minutes * 60_000;
  const result = await runSoak({
    users,
    durationMs,
    warmupMs: Math.min(120_000, durationMs / 5),
    phaseMs: Math.max(10_000, Math.min(60_000, durationMs / 15)),
    directMs: Math.max(15_000, durationMs / 5),
    minioEnv: minioEnv(process.env['OBJECT_CONSOLE_SOAK_MINIO_ENV']),
    log: (line) => console.log(`[soak] ${line}`),
  });
  mkdirSync('test-results', { recursive: true });
  const file = `test-results/soak-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
  writeFileSync(file, JSON.stringify(result, null, 2));
  describeSoak(result).forEach((line) => console.log(line));
  const missed = soakVerdict(result);
  missed.forEach((line) => console.log(`MISSED: ${line}`));
  console.log(`samples in ${file}`);
  process.exitCode = missed.length ? 1 : 0;
}

/** `NAME=value,NAME=value` (e.g. `MINIO_IDLE_TIMEOUT=1s` to make keep-alive races with MinIO frequent). */
function minioEnv(text: string | undefined): Record<string, string> | undefined {
  if (!text) return undefined;
  return Object.fromEntries(
    text.split(',').map((pair) => {
      const at = pair.indexOf('=');
      return [pair.slice(0, at).trim(), pair.slice(at + 1).trim()];
    }),
  );
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => void stopAll());
