import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { cacheDir } from './cache';

/** A program the world needs from Debian's packages. */
export interface DebianTool {
  readonly path: string;
  readonly debianPackage: string;
}

export const debianTools = {
  chromium: { path: '/usr/bin/chromium', debianPackage: 'chromium' },
  etcd: { path: '/usr/bin/etcd', debianPackage: 'etcd-server' },
  prometheus: { path: '/usr/bin/prometheus', debianPackage: 'prometheus' },
  postgres: { path: '/usr/lib/postgresql/15/bin/postgres', debianPackage: 'postgresql' },
  mariadb: { path: '/usr/sbin/mariadbd', debianPackage: 'mariadb-server' },
  mariadbInstallDb: { path: '/usr/bin/mariadb-install-db', debianPackage: 'mariadb-server' },
  redis: { path: '/usr/bin/redis-server', debianPackage: 'redis-server' },
  nats: { path: '/usr/sbin/nats-server', debianPackage: 'nats-server' },
  mosquitto: { path: '/usr/sbin/mosquitto', debianPackage: 'mosquitto' },
  // Not the /usr/sbin wrapper: it would switch to the rabbitmq user, which cannot read the run dir.
  rabbitmq: { path: '/usr/lib/rabbitmq/bin/rabbitmq-server', debianPackage: 'rabbitmq-server' },
  epmd: { path: '/usr/bin/epmd', debianPackage: 'erlang-base' },
  slapd: { path: '/usr/sbin/slapd', debianPackage: 'slapd' },
  slapadd: { path: '/usr/sbin/slapadd', debianPackage: 'slapd' },
  // The image part (test/world/podman.ts): podman runs containers with runc; debootstrap makes the base image.
  podman: { path: '/usr/bin/podman', debianPackage: 'podman' },
  runc: { path: '/usr/sbin/runc', debianPackage: 'runc' },
  debootstrap: { path: '/usr/sbin/debootstrap', debianPackage: 'debootstrap' },
} as const satisfies Record<string, DebianTool>;

function log(message: string): void {
  process.stderr.write(`[world] ${message}\n`);
}

/**
 * Installs the Debian packages whose programs are missing, in one apt-get call. As root it runs apt-get directly;
 * otherwise it tries passwordless sudo and, failing that, says exactly what to run.
 */
export function ensureDebianTools(tools: readonly DebianTool[]): void {
  const missing = tools.filter((tool) => !existsSync(tool.path));
  if (missing.length === 0) return;
  const packages = [...new Set(missing.map((tool) => tool.debianPackage))];
  const asRoot = process.getuid?.() === 0;
  const prefix = asRoot ? [] : ['sudo', '-n'];
  log(`installing Debian packages: ${packages.join(' ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const run = (args: string[]) => {
    const [cmd, ...rest] = [...prefix, ...args] as [string, ...string[]];
    return spawnSync(cmd, rest, { stdio: ['ignore', 'ignore', 'inherit'], env });
  };
  const update = run(['apt-get', 'update']);
  const install =
    update.status === 0 ? run(['apt-get', 'install', '-y', '--no-install-recommends', ...packages]) : update;
  const still = missing.filter((tool) => !existsSync(tool.path));
  if (install.status !== 0 || still.length > 0) {
    throw new Error(
      `could not install ${packages.join(', ')}; run as root: apt-get install -y --no-install-recommends ${packages.join(' ')}`,
    );
  }
}

/** The Go toolchain is required to build MinIO, kube-apiserver and helm; fail with a clear message without it. */
export function requireGo(): void {
  const result = spawnSync('go', ['version'], { encoding: 'utf8' });
  if (result.status !== 0)
    throw new Error('Go (1.24 or newer) is required to build the test servers: install it first');
}

/**
 * Builds `binary` with `go install module@version` into the cache (keyed by tool and version) unless it is there.
 * The build goes to a scratch directory first and is renamed into place, so an interrupted build is never reused.
 */
export function goInstall(tool: string, module: string, version: string, binary: string): string {
  const dir = cacheDir(tool, version);
  const target = join(dir, binary);
  if (existsSync(target)) return target;
  requireGo();
  const scratch = join(dir, `.build-${process.pid}`);
  mkdirSync(scratch, { recursive: true });
  log(`building ${tool} ${version} with go install (first run only; several minutes)…`);
  const started = Date.now();
  try {
    execFileSync('go', ['install', '-trimpath', `${module}@${version}`], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, GOBIN: scratch, CGO_ENABLED: '0', GOFLAGS: '-buildvcs=false' },
    });
    renameSync(join(scratch, binary), target);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  log(`built ${tool} in ${Math.round((Date.now() - started) / 1000)} s → ${target}`);
  return target;
}
