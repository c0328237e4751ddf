import { MinioError, MinioUnreachableError } from './errors';

/**
 * When a request to MinIO is sent again, the way the S3 SDKs' standard retry mode does it, narrowed to what is safe
 * for a console that streams answers on to its users:
 *
 * - only idempotent reads (GET, HEAD) without a body, and only before MinIO's answer was handed to the caller (so
 *   before any byte of it reached the console's client: a download that broke off half-way is never sent again);
 * - a connection reset on a pooled keep-alive connection before any answer: MinIO closed the idle connection
 *   (its `MINIO_IDLE_TIMEOUT`, 30 s by default) while the console was already writing the next request on it — the
 *   request never reached MinIO's handler. Retried at once, on a fresh connection. A reset on a new connection is a
 *   server going away, not a race: not retried, so an outage never turns into a reconnect storm;
 * - MinIO asking the client to slow down, after a backoff with full jitter, so that the retries of many users spread
 *   out instead of arriving together: 503 `SlowDown` (S3's throttling code), `SlowDownRead` (a read quorum
 *   briefly missing), `ServerBusy`, and 429 `TooManyRequests` (what MinIO answers when a request waited out its
 *   `api requests_deadline` for one of `requests_max` slots);
 * - never anything else: a 500 InternalError, a timeout, a refused connection are answered as they are.
 *
 * At most {@link MAX_RETRIES} retries, so a read waits at most a few hundred milliseconds more than it would have.
 */
export const MAX_RETRIES = 2;

/** Backoff of a SlowDown retry: a random delay in [0, min(cap, base × 2^attempt)) ms. */
const BACKOFF_BASE_MS = 100;
const BACKOFF_CAP_MS = 1_000;

/** MinIO's answers that ask the client to come back a little later. */
const THROTTLED: ReadonlyArray<readonly [number, string]> = [
  [503, 'SlowDown'],
  [503, 'SlowDownRead'],
  [503, 'ServerBusy'],
  [429, 'TooManyRequests'],
];

/** Errors raised on a connection the agent took from its pool (`ClientRequest.reusedSocket`), before any answer. */
const onReusedConnection = new WeakSet<object>();

/** Marks `error` as raised on a reused keep-alive connection before MinIO answered; returns it. */
export function markReusedConnection<T>(error: T, reused: boolean): T {
  if (reused && typeof error === 'object' && error !== null) onReusedConnection.add(error);
  return error;
}

/** GET and HEAD: a read MinIO may see twice with no effect. */
export function isIdempotentRead(method: string): boolean {
  const upper = method.toUpperCase();
  return upper === 'GET' || upper === 'HEAD';
}

/**
 * The delay before retry number `attempt` (0 for the first retry) of a read that failed with `error`, or undefined
 * when it must not be retried.
 */
export function retryDelayMs(error: unknown, attempt: number, random: () => number = Math.random): number | undefined {
  if (attempt >= MAX_RETRIES) return undefined;
  if (error instanceof MinioUnreachableError && error.reason === 'reset' && onReusedConnection.has(error)) return 0;
  if (
    error instanceof MinioError &&
    THROTTLED.some(([status, code]) => error.status === status && error.code === code)
  ) {
    return Math.floor(random() * Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** attempt));
  }
  return undefined;
}

/** Runs `send` and sends again while {@link retryDelayMs} allows; the last failure is thrown as it is. */
export async function withReadRetries<T>(send: () => Promise<T>, onRetry?: (error: unknown) => void): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await send();
    } catch (error) {
      const delay = retryDelayMs(error, attempt);
      if (delay === undefined) throw error;
      onRetry?.(error);
      if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}
