import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { cacheDir } from './cache';
import { requireGo } from './install';

/**
 * MinIO's S3 benchmark tool `warp` (AGPL): built from its Go module into the cache like MinIO and run as a separate
 * program by the benchmark scripts only (`hack/bench/tools-*.ts`); nothing of it ships with the console.
 */
export const WARP_MODULE = 'github.com/minio/warp';
export const WARP_VERSION = 'v1.3.1';

/**
 * Path of the cached warp binary, building it on first use (a few minutes). The checksum database has no entry for
 * this release, so warp's own module is exempted from it (GONOSUMDB); its dependencies are still verified.
 */
export function ensureWarp(): string {
  const dir = cacheDir('warp', WARP_VERSION);
  const target = join(dir, 'warp');
  if (existsSync(target)) return target;
  requireGo();
  const scratch = join(dir, `.build-${process.pid}`);
  mkdirSync(scratch, { recursive: true });
  process.stderr.write(`[world] building warp ${WARP_VERSION} with go install (first run only; minutes)…\n`);
  const goEnv = { ...process.env, CGO_ENABLED: '0', GOFLAGS: '-buildvcs=false', GONOSUMDB: WARP_MODULE };
  try {
    // `go install module@version` also asks the proxy for the module's version list, which it refuses for warp:
    // download the one release, then build it in place (its go.sum pins every dependency).
    const download = JSON.parse(
      execFileSync('go', ['mod', 'download', '-json', `${WARP_MODULE}@${WARP_VERSION}`], {
        env: goEnv,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'inherit'],
      }),
    ) as { Dir: string };
    execFileSync('go', ['build', '-trimpath', '-o', join(scratch, 'warp'), '.'], {
      cwd: download.Dir,
      env: goEnv,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    renameSync(join(scratch, 'warp'), target);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  return target;
}
