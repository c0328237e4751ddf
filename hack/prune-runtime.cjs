#!/usr/bin/env node
/**
 * The last step of the image build, after `npm prune --omit=dev`: keeps in node_modules only what the built backend
 * can load — the packages its JavaScript requires or imports by name, and everything those depend on (dependencies,
 * optionalDependencies and installed peerDependencies, found the way Node resolves them) — and removes the rest: the
 * frontend's libraries, which webpack has already bundled into dist/frontend, and the peers npm adds for them (such as
 * typescript for i18next). The SBOM is written before this, from all production dependencies: the bundle ships their
 * code. Plain CommonJS with no dependencies, since it runs after the prune.
 *
 *   node hack/prune-runtime.cjs <app dir>    (reads <app dir>/dist/backend, prunes <app dir>/node_modules)
 */
const { builtinModules } = require('node:module');
const { existsSync, readdirSync, readFileSync, rmSync, statSync } = require('node:fs');
const { dirname, join, resolve } = require('node:path');

const app = resolve(process.argv[2] ?? '.');
const modules = join(app, 'node_modules');
const builtins = new Set(builtinModules);

/** `@scope/name/sub/path` → `@scope/name`; `name/sub` → `name`. */
function packageName(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

function javaScriptFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return javaScriptFiles(path);
    return /\.(c|m)?js$/.test(entry.name) ? [path] : [];
  });
}

/** The packages the backend names in `require("…")` and `import("…")`. */
function backendRoots() {
  const names = new Set();
  const call = /\b(?:require|import)\(\s*(['"])([^'"./][^'"]*)\1\s*\)/g;
  for (const file of javaScriptFiles(join(app, 'dist', 'backend'))) {
    for (const match of readFileSync(file, 'utf8').matchAll(call)) {
      const specifier = match[2];
      if (specifier.startsWith('node:') || builtins.has(specifier) || builtins.has(packageName(specifier))) continue;
      names.add(packageName(specifier));
    }
  }
  return names;
}

/** The folder Node would load package `name` from when required in `fromDir`, or undefined. */
function resolvePackage(name, fromDir) {
  for (let dir = fromDir; dir.startsWith(app); dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
    if (dir === app) break;
  }
  return undefined;
}

const keep = new Set();
const queue = [...backendRoots()].map((name) => ({ name, fromDir: app, required: true }));
while (queue.length > 0) {
  const { name, fromDir, required } = queue.shift();
  const dir = resolvePackage(name, fromDir);
  if (!dir) {
    if (required) throw new Error(`the backend needs ${name}, which is not installed`);
    continue; // an optional dependency or peer that is not installed
  }
  if (keep.has(dir)) continue;
  keep.add(dir);
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  for (const dep of Object.keys(manifest.dependencies ?? {})) queue.push({ name: dep, fromDir: dir, required: false });
  for (const field of ['optionalDependencies', 'peerDependencies'])
    for (const dep of Object.keys(manifest[field] ?? {})) queue.push({ name: dep, fromDir: dir, required: false });
}

function sizeOf(path) {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat || stat.isSymbolicLink()) return 0;
  if (!stat.isDirectory()) return stat.size;
  return readdirSync(path).reduce((sum, entry) => sum + sizeOf(join(path, entry)), 0);
}

let removed = 0;
let removedBytes = 0;
/** Removes the packages of one node_modules folder that are not kept; descends into the kept ones. */
function prune(nodeModules) {
  if (!existsSync(nodeModules)) return;
  for (const entry of readdirSync(nodeModules)) {
    const path = join(nodeModules, entry);
    if (entry === '.bin') {
      rmSync(path, { recursive: true, force: true }); // nothing runs the packages' commands in the image
    } else if (entry.startsWith('@')) {
      for (const scoped of readdirSync(path)) visit(join(path, scoped));
      if (readdirSync(path).length === 0) rmSync(path, { recursive: true });
    } else if (!entry.startsWith('.')) {
      visit(path);
    }
  }
}
function visit(dir) {
  if (keep.has(dir)) {
    prune(join(dir, 'node_modules'));
    return;
  }
  removedBytes += sizeOf(dir);
  removed += 1;
  rmSync(dir, { recursive: true, force: true });
}
prune(modules);
process.stdout.write(
  `prune-runtime: kept ${keep.size} packages the backend loads, removed ${removed} ` +
    `(${(removedBytes / 1e6).toFixed(0)} MB)\n`,
);
