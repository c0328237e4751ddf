import { appendFileSync, existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { WORLD_ENV } from './state';

/**
 * Consoles that ended while the run still used them. Tests start consoles in their own workers (the end-to-end
 * fixtures, the robustness tests); one that exits without having been stopped is noted in this file beside the
 * world's state, and `npm test` fails the stage it happened in. A request that ends the process is the worst defect
 * a server can have, and a test that happened to pass while the console died must not hide it.
 */
function exitsFile(stateFile: string | undefined): string | undefined {
  return stateFile ? join(dirname(stateFile), 'console-exits.log') : undefined;
}

/** Notes a console that ended unasked (a no-op outside a world, e.g. in a benchmark). */
export function recordConsoleExit(line: string): void {
  const file = exitsFile(process.env[WORLD_ENV]);
  if (file) appendFileSync(file, `${line.replace(/\n/g, '\n    ')}\n`);
}

/** Where the notes of the world `stateFile` end now; pass it to {@link consoleExitsSince} after a stage. */
export function consoleExitsMark(stateFile: string): number {
  const file = exitsFile(stateFile);
  return file && existsSync(file) ? statSync(file).size : 0;
}

/** The notes written since `mark`: empty when every console the stage started lived until it was stopped. */
export function consoleExitsSince(stateFile: string, mark: number): string {
  const file = exitsFile(stateFile);
  if (!file || !existsSync(file)) return '';
  return readFileSync(file).subarray(mark).toString('utf8');
}
