import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { distDir } from './dist-dir';
import { run } from './stage';

function newestMtime(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, entry) => Math.max(newest, newestMtime(join(path, entry))), stat.mtimeMs);
}

/** Builds the frontend when `dist/frontend` is missing or older than its sources. */
export async function ensureFrontendBuilt(root: string): Promise<void> {
  const index = join(distDir(root), 'frontend', 'index.html');
  const sources = [join(root, 'frontend'), join(root, 'webpack.config.ts'), join(root, 'package-lock.json')];
  if (existsSync(index) && statSync(index).mtimeMs >= Math.max(...sources.map(newestMtime))) return;
  console.error('[start] building the frontend…');
  if (!(await run('npm', ['run', '--silent', 'build:frontend']))) throw new Error('the frontend build failed');
}
