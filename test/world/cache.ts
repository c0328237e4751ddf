import { mkdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

/**
 * Root of the cache that holds built binaries (MinIO, kube-apiserver, helm), keyed by version.
 * It lives outside the repository so a fresh clone reuses what an earlier run built.
 */
export function cacheRoot(): string {
  const root =
    process.env.OBJECT_CONSOLE_CACHE ?? join(process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), 'object-console');
  mkdirSync(root, { recursive: true });
  return root;
}

/** A directory inside the cache for one tool at one version, created when missing. */
export function cacheDir(tool: string, version: string): string {
  const dir = join(cacheRoot(), tool, version);
  mkdirSync(dir, { recursive: true });
  return dir;
}
