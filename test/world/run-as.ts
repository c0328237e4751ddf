import { chownSync } from 'node:fs';
import { execFileSync } from 'node:child_process';

/** A Unix identity a server runs as. */
export interface RunAs {
  readonly uid: number;
  readonly gid: number;
}

/**
 * Servers that refuse to run as root (PostgreSQL) run as their Debian system user when the tests run as root; a
 * normal user runs them as itself. Returns undefined when no switch is needed.
 */
export function systemUserWhenRoot(user: string): RunAs | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const uid = Number(execFileSync('id', ['-u', user], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', user], { encoding: 'utf8' }).trim());
  return { uid, gid };
}

/** Hands `dir` to the identity a server runs as (nothing to do without one). */
export function giveTo(dir: string, runAs: RunAs | undefined): void {
  if (runAs) chownSync(dir, runAs.uid, runAs.gid);
}
