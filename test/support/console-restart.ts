import { join } from 'node:path';
import type { ConsoleInstance } from './console-process';
import { httpOk, ManagedProcess, tempDir } from '../world/processes';

/**
 * Starts a console again on the port of one that was stopped (same address, so an open page can reconnect), with
 * the same settings. `startConsole` always picks a new port, which a page already loaded cannot follow.
 */
export async function restartConsole(
  stopped: ConsoleInstance,
  env: Record<string, string> = {},
): Promise<ConsoleInstance> {
  const port = new URL(stopped.url).port;
  const root = join(__dirname, '..', '..');
  const child = new ManagedProcess({
    name: `console-${port}-again`,
    command: process.execPath,
    args: [join(root, 'dist', 'backend', 'src', 'main.js')],
    cwd: root,
    logDir: tempDir('console-logs'),
    env: { CONSOLE_HOST: '127.0.0.1', CONSOLE_PORT: port, ...env },
  });
  await child.waitUntil(
    () => httpOk(`http://127.0.0.1:${port}/healthz`, undefined, (status) => status === 200),
    30_000,
  );
  return { url: stopped.url, process: child, stop: () => child.stop() };
}
