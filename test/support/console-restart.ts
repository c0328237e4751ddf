import { startConsole, type ConsoleInstance } from './console-process';

/**
 * Starts a console again on the port of one that was stopped (same address, so an open page can reconnect), with
 * the same settings. `startConsole` alone picks a new port, which a page already loaded cannot follow.
 */
export function restartConsole(stopped: ConsoleInstance, env: Record<string, string> = {}): Promise<ConsoleInstance> {
  return startConsole(env, Number(new URL(stopped.url).port));
}
