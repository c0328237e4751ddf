import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Every process and temporary directory the world creates is recorded here, and in a registry file read by a
 * detached reaper: when this Node process ends in any way (even SIGKILL), the reaper stops what is left.
 */
interface Registry {
  readonly file: string;
  readonly children: Set<ManagedProcess>;
  readonly dirs: Set<string>;
}

let registry: Registry | undefined;

function getRegistry(): Registry {
  if (registry) return registry;
  const file = join(mkdtempSync(join(tmpdir(), 'oc-reaper-')), 'registry');
  writeFileSync(file, `dir ${join(file, '..')}\n`);
  const reaper = spawn(
    'bash',
    [
      '-c',
      // Poll the parent; once it is gone, SIGTERM then SIGKILL each process group and remove each directory.
      `while kill -0 ${process.pid} 2>/dev/null; do sleep 1; done
       while read -r kind value; do [ "$kind" = pid ] && kill -TERM -- "-$value" 2>/dev/null; done < "$0"
       sleep 2
       while read -r kind value; do
         [ "$kind" = pid ] && kill -KILL -- "-$value" 2>/dev/null
         [ "$kind" = dir ] && rm -rf -- "$value"
       done < "$0"`,
      file,
    ],
    { detached: true, stdio: 'ignore' },
  );
  reaper.unref();
  registry = { file, children: new Set(), dirs: new Set() };
  return registry;
}

/** A temporary directory removed when the world stops (or by the reaper if this process dies). */
export function tempDir(prefix: string, base = tmpdir()): string {
  const dir = mkdtempSync(join(base, `oc-${prefix}-`));
  const reg = getRegistry();
  reg.dirs.add(dir);
  appendFileSync(reg.file, `dir ${dir}\n`);
  return dir;
}

export interface StartOptions {
  readonly name: string;
  readonly command: string;
  readonly args: readonly string[];
  readonly env?: NodeJS.ProcessEnv;
  readonly cwd?: string;
  /** Run as this user and group (a server that refuses to run as root, started by a root test run). */
  readonly uid?: number;
  readonly gid?: number;
  readonly logDir: string;
  /** Called when the process ends without {@link ManagedProcess.stop} having been asked to stop it. */
  readonly onUnexpectedExit?: (how: { code: number | null; signal: NodeJS.Signals | null }) => void;
}

/** A long-running server process in its own process group, with its output captured to a log file. */
export class ManagedProcess {
  readonly logFile: string;
  private readonly child: ChildProcess;
  private exited: Promise<number | null>;
  private exitCode: number | null | undefined;
  private stopRequested = false;

  constructor(readonly options: StartOptions) {
    this.logFile = join(options.logDir, `${options.name}.log`);
    const out = openSync(this.logFile, 'a');
    this.child = spawn(options.command, [...options.args], {
      cwd: options.cwd,
      uid: options.uid,
      gid: options.gid,
      env: { ...process.env, ...options.env },
      detached: true,
      stdio: ['ignore', out, out],
    });
    this.exited = new Promise((resolve) => {
      this.child.on('exit', (code, signal) => {
        this.exitCode = code;
        if (!this.stopRequested) options.onUnexpectedExit?.({ code, signal });
        resolve(code);
      });
      this.child.on('error', (err) => {
        appendFileSync(this.logFile, `spawn error: ${err.message}\n`);
        this.exitCode = -1;
        resolve(-1);
      });
    });
    const reg = getRegistry();
    reg.children.add(this);
    if (this.child.pid) appendFileSync(reg.file, `pid ${this.child.pid}\n`);
  }

  get pid(): number | undefined {
    return this.child.pid;
  }

  get running(): boolean {
    return this.exitCode === undefined;
  }

  /** The last lines of the log, for error messages. */
  logTail(lines = 40): string {
    try {
      return readFileSync(this.logFile, 'utf8').split('\n').slice(-lines).join('\n');
    } catch {
      return '';
    }
  }

  /** Polls `probe` until it resolves true; fails early if the process exits, or after `timeoutMs`. */
  async waitUntil(probe: () => Promise<boolean>, timeoutMs: number, what = 'ready'): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (!this.running) {
        throw new Error(
          `${this.options.name} exited (code ${this.exitCode}) before it was ${what}:\n${this.logTail()}`,
        );
      }
      if (await probe().catch(() => false)) return;
      await sleep(200);
    }
    throw new Error(`${this.options.name} was not ${what} after ${timeoutMs} ms:\n${this.logTail()}`);
  }

  /** SIGTERM to the process group, SIGKILL after a grace period. */
  async stop(graceMs = 5000): Promise<void> {
    this.stopRequested = true;
    getRegistry().children.delete(this);
    if (!this.running || !this.child.pid) return;
    signalGroup(this.child.pid, 'SIGTERM');
    const timer = setTimeout(() => this.child.pid && signalGroup(this.child.pid, 'SIGKILL'), graceMs);
    await this.exited;
    clearTimeout(timer);
  }
}

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // already gone
  }
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** True when `url` answers with a status below 500 (or the given predicate holds). */
export async function httpOk(
  url: string,
  init?: RequestInit,
  accept = (status: number) => status < 500,
): Promise<boolean> {
  const res = await fetch(url, { ...init, signal: AbortSignal.timeout(2000) });
  await res.arrayBuffer();
  return accept(res.status);
}

const beforeStopAll: (() => Promise<void>)[] = [];

/**
 * A clean-up {@link stopAll} runs first (the last registered first), while the processes still run: what they leave
 * outside their folders and process groups, e.g. the real node's pods, mounts and network devices.
 */
export function onStopAll(step: () => Promise<void>): void {
  beforeStopAll.push(step);
}

/** Stops every process and removes every temporary directory this process started, in reverse order. */
export async function stopAll(): Promise<void> {
  for (const step of beforeStopAll.splice(0).reverse()) await step().catch(() => undefined);
  if (!registry) return;
  const children = [...registry.children].reverse();
  await Promise.all(children.map((child) => child.stop()));
  for (const dir of registry.dirs) rmSync(dir, { recursive: true, force: true });
  registry.dirs.clear();
}

let handlersInstalled = false;

/** On SIGINT/SIGTERM, stop everything and exit; on a normal exit the reaper removes what is left. */
export function stopAllOnSignals(): void {
  if (handlersInstalled) return;
  handlersInstalled = true;
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => {
      if (stopping) return; // a second Ctrl-C while stopping changes nothing
      stopping = true;
      process.stderr.write(`\n${signal}: stopping the servers this run started…\n`);
      void stopAll().finally(() => process.exit(130));
    });
  }
}
