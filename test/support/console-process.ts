import { join } from 'node:path';
import { distDir } from '../../hack/lib/dist-dir';
import { recordConsoleExit } from '../world/console-exits';
import { freePort } from '../world/ports';
import { httpOk, ManagedProcess, tempDir } from '../world/processes';

export interface ConsoleInstance {
  /** Base URL including the sub-path, ending in `/`. */
  readonly url: string;
  readonly process: ManagedProcess;
  stop(): Promise<void>;
}

const root = join(__dirname, '..', '..');
// eslint-disable-next-line @typescript-eslint/no-require-imports -- plain CommonJS shared with hack/bootstrap.cjs
const { withHugePageMalloc } = require('../../hack/lib/malloc-tunables.cjs') as {
  withHugePageMalloc: (env: NodeJS.ProcessEnv) => NodeJS.ProcessEnv;
};

/**
 * Starts the console as it ships (the built `dist/`, run by node) with the given CONSOLE_* settings, on a free
 * loopback port (or the one given), and waits for /healthz.
 */
export function startConsole(env: Record<string, string> = {}, port?: number): Promise<ConsoleInstance> {
  const dist = distDir(root);
  return launch(
    [join(dist, 'backend', 'src', 'main.js')],
    { CONSOLE_STATIC_DIR: join(dist, 'frontend'), ...env },
    port,
  );
}

/**
 * The console from its TypeScript sources (through tsx), as a process of its own: for integration tests that must
 * watch the process itself (does a request end it?) whether or not `dist/` was built from the current sources.
 */
export function startConsoleFromSource(env: Record<string, string> = {}): Promise<ConsoleInstance> {
  return launch(['--import', 'tsx', join(root, 'backend', 'src', 'main.ts')], env);
}

async function launch(entry: readonly string[], env: Record<string, string>, port?: number): Promise<ConsoleInstance> {
  port ??= await freePort();
  const logDir = tempDir('console-logs');
  let ready = false;
  const child: ManagedProcess = new ManagedProcess({
    name: `console-${port}-${Date.now().toString(36)}`,
    command: process.execPath,
    // OBJECT_CONSOLE_NODE_ARGS passes flags to node, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` for a benchmark.
    args: [...nodeArgs(), ...entry],
    cwd: root,
    logDir,
    // Started as the image starts it: malloc's settings too (hack/lib/malloc-tunables.cjs).
    env: withHugePageMalloc({ ...process.env, CONSOLE_HOST: '127.0.0.1', CONSOLE_PORT: String(port), ...env }),
    // A console that fails to start fails its test already; one that dies after that fails the run (console-exits.ts).
    onUnexpectedExit: ({ code, signal }) => {
      if (!ready) return;
      const how = signal ? `signal ${signal}` : `code ${code}`;
      recordConsoleExit(`console pid ${child.pid} (${child.logFile}) ended with ${how}:\n${child.logTail(20)}`);
    },
  });
  const base = `http://127.0.0.1:${port}`;
  await child.waitUntil(() => httpOk(`${base}/healthz`, undefined, (status) => status === 200), 60_000);
  ready = true;
  const subPath = env.CONSOLE_SUBPATH ? `/${env.CONSOLE_SUBPATH.replace(/^\/+|\/+$/g, '')}/` : '/';
  return { url: `${base}${subPath}`, process: child, stop: () => child.stop() };
}

function nodeArgs(): string[] {
  return (process.env.OBJECT_CONSOLE_NODE_ARGS ?? '').split(' ').filter(Boolean);
}
