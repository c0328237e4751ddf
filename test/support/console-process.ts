import { join } from 'node:path';
import { freePort } from '../world/ports';
import { httpOk, ManagedProcess, tempDir } from '../world/processes';

export interface ConsoleInstance {
  /** Base URL including the sub-path, ending in `/`. */
  readonly url: string;
  readonly process: ManagedProcess;
  stop(): Promise<void>;
}

/**
 * Starts the console as it ships (the built `dist/`, run by node) with the given CONSOLE_* settings, on a free
 * loopback port (or the one given), and waits for /healthz.
 */
export async function startConsole(env: Record<string, string> = {}, port?: number): Promise<ConsoleInstance> {
  port ??= await freePort();
  const logDir = tempDir('console-logs');
  const root = join(__dirname, '..', '..');
  const child = new ManagedProcess({
    name: `console-${port}-${Date.now().toString(36)}`,
    command: process.execPath,
    // OBJECT_CONSOLE_NODE_ARGS passes flags to node, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` for a benchmark.
    args: [...nodeArgs(), join(root, 'dist', 'backend', 'src', 'main.js')],
    cwd: root,
    logDir,
    env: { CONSOLE_HOST: '127.0.0.1', CONSOLE_PORT: String(port), ...env },
  });
  const base = `http://127.0.0.1:${port}`;
  await child.waitUntil(() => httpOk(`${base}/healthz`, undefined, (status) => status === 200), 60_000);
  const subPath = env.CONSOLE_SUBPATH ? `/${env.CONSOLE_SUBPATH.replace(/^\/+|\/+$/g, '')}/` : '/';
  return { url: `${base}${subPath}`, process: child, stop: () => child.stop() };
}

function nodeArgs(): string[] {
  return (process.env.OBJECT_CONSOLE_NODE_ARGS ?? '').split(' ').filter(Boolean);
}
