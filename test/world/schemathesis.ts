import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { cacheDir } from './cache';

/** The contract fuzzer (PyPI), pinned: its checks and CLI flags change between releases. */
export const SCHEMATHESIS_VERSION = '4.32.5';

/** How to run the cached schemathesis: `python3 -m schemathesis.cli` with its packages on PYTHONPATH. */
export interface Schemathesis {
  readonly command: string;
  readonly args: readonly string[];
  readonly env: Readonly<Record<string, string>>;
}

/**
 * Installs schemathesis from PyPI into the cache (keyed by version) unless it is there: `pip install --target` into a
 * scratch folder renamed into place, so an interrupted install is never reused (a venv could not be moved).
 */
export function ensureSchemathesis(): Schemathesis {
  const dir = cacheDir('schemathesis', SCHEMATHESIS_VERSION);
  const packages = join(dir, 'packages');
  if (!existsSync(packages)) {
    const scratch = join(dir, `.install-${process.pid}`);
    mkdirSync(scratch, { recursive: true });
    process.stderr.write(`[world] installing schemathesis ${SCHEMATHESIS_VERSION} from PyPI (first run only)…\n`);
    try {
      execFileSync(
        'python3',
        [
          '-m',
          'pip',
          'install',
          '--quiet',
          '--disable-pip-version-check',
          '--no-warn-script-location',
          '--target',
          scratch,
          `schemathesis==${SCHEMATHESIS_VERSION}`,
        ],
        { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, PIP_ROOT_USER_ACTION: 'ignore' } },
      );
      renameSync(scratch, packages);
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  }
  return { command: 'python3', args: ['-m', 'schemathesis.cli'], env: { PYTHONPATH: packages } };
}
