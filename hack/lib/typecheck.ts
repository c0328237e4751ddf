import { join } from 'node:path';
import { run } from './stage';

/**
 * The three TypeScript projects: the frontend (DOM, no Node.js types), the backend (Node.js, no DOM) and the tests
 * and scripts (both). Checked side by side: each is a separate `tsc`, and two run at once on two cores.
 */
export const TYPESCRIPT_PROJECTS = ['frontend/tsconfig.json', 'backend/tsconfig.json', 'tsconfig.json'] as const;

/** Checks every project; true when all pass. */
export async function typecheckAll(root: string): Promise<boolean> {
  const tsc = join(root, 'node_modules', '.bin', 'tsc');
  const results = await Promise.all(
    TYPESCRIPT_PROJECTS.map((project) => run(tsc, ['--noEmit', '-p', join(root, project)])),
  );
  return results.every(Boolean);
}
