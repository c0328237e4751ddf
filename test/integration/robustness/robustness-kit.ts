import { login } from '../../support/app-under-test';
import type { ConsoleInstance } from '../../support/console-process';

/** A console process and the PID it had when the tests began. */
export interface WatchedConsole {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  readonly base: string;
  readonly instance: ConsoleInstance;
  readonly pid: number | undefined;
}

export function watched(instance: ConsoleInstance): WatchedConsole {
  return { base: instance.url.replace(/\/$/, ''), instance, pid: instance.process.pid };
}

/** The very process the tests started still runs and answers: no request ended it (and nothing restarted it). */
export async function expectStillAnswering(console_: WatchedConsole): Promise<void> {
  const health = await fetch(`${console_.base}/healthz`).catch((error: unknown) => error);
  expect(health instanceof Response ? health.status : String(health)).toBe(200);
  expect(console_.instance.process.running).toBe(true);
  expect(console_.instance.process.pid).toBe(console_.pid);
}

/** A logged-in user's session cookie and CSRF header, for `fetch` and, as header lines, for a raw request. */
export interface SessionHeaders {
  readonly headers: Record<string, string>;
  readonly lines: string;
}

export async function sessionHeaders(base: string, accessKey: string, secretKey: string): Promise<SessionHeaders> {
  const headers = { Cookie: await login(base, accessKey, secretKey), 'X-Requested-With': 'object-console' };
  const lines = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  return { headers, lines };
}

export const BOUNDARY = 'robustness-boundary-7f3a';

/** One file part of a multipart form, with its content as given (the caller decides where the form ends). */
export function filePart(name: string, content: string | Buffer): Buffer {
  const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n`;
  return Buffer.concat([
    Buffer.from(`${head}Content-Type: application/octet-stream\r\n\r\n`),
    Buffer.from(content),
    Buffer.from('\r\n'),
  ]);
}

/** The closing boundary a complete form ends with. */
export const FORM_END = Buffer.from(`--${BOUNDARY}--\r\n`);

/** Request line and headers of a form upload to `bucket`, declaring `length` bytes of body. */
export function uploadHead(bucket: string, session: SessionHeaders, length: number): string {
  const prefix = encodeURIComponent(Buffer.from('in/').toString('base64'));
  return (
    `POST /api/v1/buckets/${bucket}/objects/upload?prefix=${prefix} HTTP/1.1\r\nHost: 127.0.0.1\r\n${session.lines}` +
    `Content-Type: multipart/form-data; boundary=${BOUNDARY}\r\nContent-Length: ${length}\r\nConnection: close\r\n\r\n`
  );
}
