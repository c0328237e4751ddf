/**
 * The JavaScript a page load fetches, as sizes a build can be compared by: every script's bytes as built, gzipped
 * (level 9) and brotli'd (quality 11), the levels the build stores them at. Also: a frontend built at an older commit,
 * cached under /tmp, to compare with (a temporary `git worktree`, removed after the build).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';
import { sideContext } from './page-loads';

const root = join(__dirname, '..', '..');

/** Sizes of a set of scripts, in bytes. */
export interface ScriptSizes {
  readonly files: number;
  readonly raw: number;
  readonly gzip: number;
  readonly brotli: number;
}

/** The sizes of the scripts at `paths` (relative to the build's frontend folder `dir`). */
export function sizesOf(dir: string, paths: readonly string[]): ScriptSizes {
  let raw = 0;
  let gzip = 0;
  let brotli = 0;
  for (const path of new Set(paths)) {
    const bytes = readFileSync(join(dir, path));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
    brotli += brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  }
  return { files: new Set(paths).size, raw, gzip, brotli };
}

/** The scripts index.html names: what every page load fetches before anything else. */
export function entryScripts(dir: string): string[] {
  const html = readFileSync(join(dir, 'index.html'), 'utf8');
  return [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((match) => (match[1] ?? '').replace(/^\.?\//, ''));
}

/**
 * The scripts a cold load of `url` fetches (a new context; `cookie` for a signed-in page) until `ready` is in the
 * page and the network is quiet, as paths in the build's folder.
 */
export async function scriptsOfLoad(
  browser: Browser,
  base: string,
  url: string,
  ready: string,
  cookie?: string,
): Promise<string[]> {
  const context = await sideContext(browser, base, cookie);
  try {
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(new URL(response.url()).pathname.slice(1));
    });
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForSelector(ready, { state: 'attached', timeout: 60_000 });
    await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => undefined);
    return scripts;
  } finally {
    await context.close();
  }
}

/**
 * Of the scripts at `paths`, the bytes (as built, minified) that come from sources matching `pattern`, by source:
 * each mapped segment of a script's source map counts for its source up to the next segment (VLQ decoded here).
 */
export function bytesFromSources(dir: string, paths: readonly string[], pattern: RegExp): Map<string, number> {
  const found = new Map<string, number>();
  for (const path of new Set(paths)) {
    const mapFile = join(dir, `${path}.map`);
    if (!existsSync(mapFile)) continue;
    const map = JSON.parse(readFileSync(mapFile, 'utf8')) as { sources: string[]; mappings: string };
    const lines = readFileSync(join(dir, path), 'utf8').split('\n');
    let source = 0;
    map.mappings.split(';').forEach((segments, lineIndex) => {
      const lineLength = lines[lineIndex]?.length ?? 0;
      let column = 0;
      const starts: { column: number; source: number }[] = [];
      for (const segment of segments.split(',').filter(Boolean)) {
        const fields = vlq(segment);
        column += fields[0] ?? 0;
        if (fields.length >= 4) source += fields[1] ?? 0;
        starts.push({ column, source: fields.length >= 4 ? source : -1 });
      }
      starts.forEach((start, index) => {
        const name = map.sources[start.source];
        if (!name || !pattern.test(name)) return;
        const end = starts[index + 1]?.column ?? lineLength;
        found.set(name, (found.get(name) ?? 0) + Math.max(0, end - start.column));
      });
    });
  }
  return found;
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** The numbers of one source-map segment (base64 VLQ). */
function vlq(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64.indexOf(char);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    values.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return values;
}

/**
 * The frontend as built at `commit` (its `frontend` folder): built once in a temporary worktree with this checkout's
 * node_modules, then kept under /tmp/dashbench-base-build/<commit>.
 */
export function baseFrontend(commit: string): string {
  const sha = execFileSync('git', ['rev-parse', `${commit}^{commit}`], { cwd: root, encoding: 'utf8' }).trim();
  const cached = join('/tmp/dashbench-base-build', sha, 'frontend');
  if (existsSync(join(cached, 'index.html'))) return cached;
  const worktree = `/tmp/dashbench-base-${sha.slice(0, 12)}`;
  console.log(`building the frontend of ${sha.slice(0, 12)} in ${worktree} (first run only; a few minutes)…`);
  execFileSync('git', ['worktree', 'add', '--detach', worktree, sha], { cwd: root, stdio: 'ignore' });
  try {
    symlinkSync(join(root, 'node_modules'), join(worktree, 'node_modules'));
    const build = spawnSync('npm', ['run', 'build:frontend'], {
      cwd: worktree,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, OBJECT_CONSOLE_DIST: '.dist-base' },
    });
    if (build.status !== 0) throw new Error(`the build of ${sha} failed (${build.status})`);
    mkdirSync(join(cached, '..'), { recursive: true });
    cpSync(join(worktree, '.dist-base', 'frontend'), cached, { recursive: true });
  } finally {
    execFileSync('git', ['worktree', 'remove', '--force', worktree], { cwd: root, stdio: 'ignore' });
    rmSync(worktree, { recursive: true, force: true });
  }
  return cached;
}
