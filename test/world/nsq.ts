import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cacheDir } from './cache';
import { requireGo } from './install';
import { freePort } from './ports';
import { httpOk, ManagedProcess } from './processes';
import type { NsqServer } from './state';

/** nsqd from NSQ's own Go module (Debian has no package for it). */
export const NSQ_MODULE = 'github.com/nsqio/nsq';
export const NSQ_VERSION = 'v1.3.0';
/** NSQ's go.mod replaces go-svc with a fork; `go install module@version` refuses modules with replace directives. */
const NSQ_REPLACE = 'github.com/judwhite/go-svc => github.com/mreiferson/go-svc v1.2.2-0.20210815184239-7a96e00010f6';

/**
 * Path of the cached nsqd binary, building it on first use in a scratch module that requires NSQ and repeats its
 * replace directive (so `goInstall` cannot be used). The build is renamed into place, so a broken one is never reused.
 */
export function ensureNsqd(): string {
  const dir = cacheDir('nsqd', NSQ_VERSION);
  const target = join(dir, 'nsqd');
  if (existsSync(target)) return target;
  requireGo();
  const scratch = join(dir, `.build-${process.pid}`);
  mkdirSync(scratch, { recursive: true });
  process.stderr.write(`[world] building nsqd ${NSQ_VERSION} (first run only)…\n`);
  try {
    writeFileSync(
      join(scratch, 'go.mod'),
      `module nsqdbuild\n\ngo 1.22\n\nrequire ${NSQ_MODULE} ${NSQ_VERSION}\n\nreplace ${NSQ_REPLACE}\n`,
    );
    writeFileSync(
      join(scratch, 'tools.go'),
      `//go:build tools\n\npackage tools\n\nimport _ "${NSQ_MODULE}/apps/nsqd"\n`,
    );
    const env = { ...process.env, CGO_ENABLED: '0', GOFLAGS: '-mod=mod -buildvcs=false' };
    const run = (args: string[]) =>
      execFileSync('go', args, { cwd: scratch, env, stdio: ['ignore', 'ignore', 'inherit'] });
    run(['mod', 'tidy']);
    run(['build', '-trimpath', '-o', join(scratch, 'nsqd'), `${NSQ_MODULE}/apps/nsqd`]);
    renameSync(join(scratch, 'nsqd'), target);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  return target;
}

/** Starts nsqd on 127.0.0.1 (TCP for publishers like MinIO, HTTP for tests reading messages) with its own data dir. */
export async function startNsq(options: { runDir: string; logDir: string }): Promise<NsqServer> {
  const binary = ensureNsqd();
  const [tcpPort, httpPort] = [await freePort(), await freePort()];
  const dataDir = join(options.runDir, 'nsq');
  mkdirSync(dataDir, { recursive: true });
  const nsqd = new ManagedProcess({
    name: 'nsqd',
    command: binary,
    args: [
      `--tcp-address=127.0.0.1:${tcpPort}`,
      `--http-address=127.0.0.1:${httpPort}`,
      '--https-address=',
      '--broadcast-address=127.0.0.1',
      `--data-path=${dataDir}`,
    ],
    logDir: options.logDir,
  });
  const httpUrl = `http://127.0.0.1:${httpPort}`;
  await nsqd.waitUntil(() => httpOk(`${httpUrl}/ping`, undefined, (s) => s === 200), 30_000);
  return { address: `127.0.0.1:${tcpPort}`, port: tcpPort, httpUrl, logFile: nsqd.logFile };
}
