import { spawn } from 'node:child_process';

/** The outcome of one step of `npm test`. */
export interface StageResult {
  readonly name: string;
  readonly ok: boolean;
  readonly seconds: number;
  /** Test counts, for stages that run tests. */
  readonly passed?: number;
  readonly failed?: number;
  readonly skipped?: number;
  readonly flaky?: readonly string[];
}

/** Runs a command with the terminal as its output and resolves with whether it exited 0. */
export function run(command: string, args: readonly string[], env: NodeJS.ProcessEnv = {}): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(command, [...args], { stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code) => resolve(code === 0));
    child.on('error', () => resolve(false));
  });
}

/** Times a stage and prints a header, so a long log shows where each part begins. */
export async function stage(
  name: string,
  body: () => Promise<Omit<StageResult, 'name' | 'seconds'>>,
): Promise<StageResult> {
  process.stderr.write(`\n━━ ${name}\n`);
  const started = Date.now();
  const result = await body();
  const seconds = Math.round((Date.now() - started) / 100) / 10;
  process.stderr.write(`━━ ${name}: ${result.ok ? 'ok' : 'FAILED'} (${seconds} s)\n`);
  return { name, seconds, ...result };
}
