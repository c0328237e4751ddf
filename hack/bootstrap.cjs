#!/usr/bin/env node
// `npm start` and `npm test` on a fresh clone: run again under the Node.js `.nvmrc` pins (fetched into the cache by
// node-runtime.cjs when this machine's node is another), install the npm dependencies when they are missing or older
// than package-lock.json, then hand over to the TypeScript script (run by tsx). Plain CommonJS because nothing is
// installed yet when this runs.
'use strict';
const { spawn, spawnSync } = require('node:child_process');
const { createHash } = require('node:crypto');
const { existsSync, readFileSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');

const { withHugePageMalloc } = require('./lib/malloc-tunables.cjs');
const { reexecUnderPinnedNode } = require('./node-runtime.cjs');

const root = join(__dirname, '..');
const [command, ...args] = process.argv.slice(2);
const scripts = { start: 'start.ts', test: 'test.ts', world: 'world.ts' };
if (!scripts[command]) {
  console.error(`usage: bootstrap.cjs ${Object.keys(scripts).join('|')} [args…]`);
  process.exit(2);
}
if (!reexecUnderPinnedNode()) main();

function main() {
  // Reinstall when package.json or the lock changed since the last install. `npm install` rather than `npm ci`:
  // with this machine's `omit-lockfile-registry-resolved`, npm writes locks without other platforms' optional
  // packages, which `npm ci` then refuses as out of sync; `npm install` still follows the lock's versions.
  const manifestHash = () =>
    createHash('sha256')
      .update(readFileSync(join(root, 'package.json')))
      .update(readFileSync(join(root, 'package-lock.json')))
      .digest('hex');
  const marker = join(root, 'node_modules', '.object-console-installed');
  if (!existsSync(marker) || readFileSync(marker, 'utf8') !== manifestHash()) {
    console.error('[bootstrap] installing npm dependencies…');
    const result = spawnSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) process.exit(result.status ?? 1);
    writeFileSync(marker, manifestHash());
  }

  const tsx = join(root, 'node_modules', '.bin', 'tsx');
  // The console of `npm start` runs in that process: its malloc settings as in the image (lib/malloc-tunables.cjs).
  const env = command === 'start' ? withHugePageMalloc(process.env) : process.env;
  const child = spawn(tsx, [join(__dirname, scripts[command]), ...args], { cwd: root, stdio: 'inherit', env });
  // Ctrl-C reaches the child from the terminal, and it stops the servers it started; this process only waits.
  // A SIGTERM or SIGHUP sent to this process alone is passed on.
  process.on('SIGINT', () => {});
  for (const signal of ['SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal === 'SIGINT' ? 130 : 1)));
}
