import { join } from 'node:path';
import { CSRF_HEADER, CSRF_VALUE } from '@platform/http/csrf';
import { logIn, type ApiClient } from '@test/support/api-client';
import { startConsoleFromSource, type ConsoleInstance } from '@test/support/console-process';
import { MinioCleanup } from '@test/support/cleanup';
import { makeBucket } from '@test/support/minio-root';
import type { Keys } from '@test/support/personas';
import { uniqueBucket } from '@test/support/unique';
import { tempDir } from '@test/world/processes';
import { loadWorld, need, type MinioServer } from '@test/world/state';

/** The world's erasure MinIO, a bucket of one test file in it, and the console processes the file tests. */
export interface RobustnessWorld {
  readonly minio: MinioServer;
  readonly bucket: string;
  readonly cleanup: MinioCleanup;
  /**
   * A console process of this file against the MinIO, configured by `env` besides (started in a beforeAll, stopped
   * at the end); the handle answers once it started.
   */
  console(label: string, env?: Record<string, string>): WatchedConsole;
}

/** Makes the file's bucket (beforeAll) and removes it, with all the file made, at the end (afterAll). */
export function robustnessWorld(label: string): RobustnessWorld {
  const minio = need(loadWorld().minio.erasure, 'erasure MinIO');
  const cleanup = new MinioCleanup(minio);
  const bucket = uniqueBucket(label);
  beforeAll(async () => {
    cleanup.bucket(bucket);
    await makeBucket(minio, bucket);
  });
  afterAll(() => cleanup.run());
  return {
    minio,
    bucket,
    cleanup,
    console(name, env = {}) {
      let started: WatchedConsole | undefined;
      beforeAll(async () => {
        started = await watchedConsole(name, { CONSOLE_MINIO_SERVER: minio.endpoint, ...env });
        cleanup.later(() => started?.instance.stop() ?? Promise.resolve());
      }, 60_000);
      const running = () => {
        if (!started) throw new Error(`the console ${name} is used before its beforeAll ran`);
        return started;
      };
      return {
        get base() {
          return running().base;
        },
        get instance() {
          return running().instance;
        },
        get pid() {
          return running().pid;
        },
      };
    },
  };
}

/** A console process and the PID it had when the tests began. */
export interface WatchedConsole {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  readonly base: string;
  readonly instance: ConsoleInstance;
  readonly pid: number | undefined;
}

/**
 * The console from its sources as a process of its own (so that a request that ends it is seen), quiet but for
 * warnings, with a session key file of its own; and the PID it started with.
 */
export async function watchedConsole(label: string, env: Record<string, string>): Promise<WatchedConsole> {
  const instance = await startConsoleFromSource({
    CONSOLE_LOG_LEVEL: 'warn',
    CONSOLE_SESSION_KEY_FILE: join(tempDir(label), 'session.key'),
    ...env,
  });
  return { base: instance.url.replace(/\/$/, ''), instance, pid: instance.process.pid };
}

/** The very process the tests started still runs and answers: no request ended it (and nothing restarted it). */
export async function expectStillAnswering(console_: WatchedConsole): Promise<void> {
  const health = await fetch(`${console_.base}/healthz`).catch((error: unknown) => error);
  expect(health instanceof Response ? health.status : String(health)).toBe(200);
  expect(console_.instance.process.running).toBe(true);
  expect(console_.instance.process.pid).toBe(console_.pid);
}

/** A logged-in user: the client, and its session cookie and CSRF header for `fetch` and, as lines, a raw request. */
export interface SessionHeaders {
  readonly client: ApiClient;
  readonly headers: Record<string, string>;
  readonly lines: string;
}

/** Logs `keys` in to the console at `base` and returns what a page would send with each request. */
export async function sessionHeaders(base: string, keys: Keys): Promise<SessionHeaders> {
  const client = await logIn(base, keys.accessKey, keys.secretKey);
  const headers = { Cookie: client.cookie, [CSRF_HEADER]: CSRF_VALUE };
  const lines = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  return { client, headers, lines };
}
