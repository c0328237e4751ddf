import { randomBytes } from 'node:crypto';
import { createApp } from '../../backend/src/app';
import { loadConfig } from '../../backend/src/config/config';
import { createLogger } from '../../backend/src/platform/logging/logger';
import { httpServerFor } from '../../backend/src/server';
import { CSRF_HEADER, CSRF_VALUE } from '../../backend/src/platform/http/csrf';

export interface AppUnderTest {
  /** `http://127.0.0.1:<port>` */
  readonly base: string;
  close(): Promise<void>;
}

/**
 * The real backend app, in this process, on a free loopback port, configured like production through CONSOLE_*
 * values. Each instance has its own session key unless one is given (two instances with one key = two replicas).
 */
export async function startApp(
  env: Record<string, string>,
  sessionKey: Buffer = randomBytes(32),
  options: {
    readonly validateResponses?: boolean;
    /** The address to listen on; loopback unless a test needs one the API server accepts in Endpoints. */
    readonly host?: string;
  } = {},
): Promise<AppUnderTest> {
  const config = loadConfig({ CONSOLE_LOG_LEVEL: 'error', ...env });
  const host = options.host ?? '127.0.0.1';
  const app = createApp({
    config,
    logger: createLogger(config.logLevel, () => undefined),
    sessionKey,
    // Every answer is checked against the API contract in tests; benchmarks measure the app as it ships.
    validateResponses: options.validateResponses ?? true,
  });
  const server = httpServerFor(app, config);
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    base: `http://${host}:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Headers a browser page of the console sends with a JSON call. */
export const jsonHeaders = { 'Content-Type': 'application/json', [CSRF_HEADER]: CSRF_VALUE };

/** Logs in through the API and returns the session cookie (name=value) the server set. */
export async function login(base: string, accessKey: string, secretKey: string): Promise<string> {
  const res = await fetch(`${base}/api/v1/login`, {
    method: 'POST',
    headers: jsonHeaders,
    body: JSON.stringify({ accessKey, secretKey }),
  });
  if (res.status !== 204) throw new Error(`login as ${accessKey} failed: ${res.status} ${await res.text()}`);
  return sessionCookieOf(res);
}

/** The `name=value` part of the session cookie in a response. */
export function sessionCookieOf(res: Response): string {
  const cookie = res.headers.getSetCookie().find((c) => c.includes('oc-session='));
  if (!cookie) throw new Error('no session cookie in the response');
  return cookie.split(';')[0] ?? '';
}
