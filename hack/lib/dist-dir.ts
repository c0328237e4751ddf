import { isAbsolute, join, relative, resolve } from 'node:path';

/**
 * Where the builds go and where tests run the built console from: `dist/` in the checkout, or the folder named by
 * OBJECT_CONSOLE_DIST (relative to the checkout, and inside it, so the built backend still finds `node_modules`).
 * Several people or helpers sharing one checkout each build into a folder of their own, e.g. `.dist-settings`.
 */
export function distDir(root: string): string {
  const chosen = process.env.OBJECT_CONSOLE_DIST;
  if (!chosen) return join(root, 'dist');
  const dir = isAbsolute(chosen) ? chosen : resolve(root, chosen);
  if (relative(root, dir).startsWith('..')) throw new Error(`OBJECT_CONSOLE_DIST must be inside ${root}: ${dir}`);
  return dir;
}
