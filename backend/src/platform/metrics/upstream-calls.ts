import type { ClientRequest } from 'node:http';
import { unreachableFromError } from '../minio/errors';
import { recordUpstreamCall, type Upstream, type UpstreamFailure } from './console-metrics';

/**
 * Why an upstream call failed, for the metrics; undefined when the caller gave up itself (a user who left the page
 * is not an upstream error). Timeouts are aborts too, but carry a TimeoutError in their cause chain.
 */
export function upstreamFailureOf(error: unknown): UpstreamFailure | undefined {
  const unreachable = unreachableFromError(error, '');
  if (unreachable) return unreachable.reason;
  if (typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError') {
    return undefined;
  }
  return 'other';
}

/**
 * Times a node:http request to an upstream server from now until its answer's headers arrive, or until it fails.
 * The one place MinIO traffic is measured: every signed call, stream and minio-js call goes through here. Other
 * node:http clients call it too: `watchUpstreamRequest(req, 'prometheus')` right after `http.request(...)`.
 */
export function watchUpstreamRequest(outgoing: ClientRequest, upstream: Upstream): void {
  const started = process.hrtime.bigint();
  const seconds = () => Number(process.hrtime.bigint() - started) / 1e9;
  let done = false;
  // A socket deadline (setTimeout) fires 'timeout' before the caller destroys the request with an error of its own.
  let timedOut = false;
  outgoing.once('timeout', () => (timedOut = true));
  outgoing.once('response', (response) => {
    if (done) return;
    done = true;
    recordUpstreamCall(upstream, seconds(), { status: response.statusCode ?? 0 });
  });
  outgoing.once('error', (error) => {
    if (done) return;
    done = true;
    // A caller that gave up is not an upstream failure, even after a 'timeout' (the MinIO pool's agent emits one
    // after 15 s without traffic on a connection in use, minio-http.ts, which ends nothing by itself).
    const failure = upstreamFailureOf(error);
    if (failure) recordUpstreamCall(upstream, seconds(), { failure: timedOut ? 'timeout' : failure });
  });
}

/** The HTTP status of an API client's error (client-node's ApiException carries it as `code`). */
function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code } = error as { code?: unknown };
  return typeof code === 'number' && code >= 100 && code < 600 ? code : undefined;
}

/**
 * An API client whose every method call is timed as an upstream call (the Kubernetes clients: one per API group,
 * their methods answer promises). A rejected call with an HTTP status counts as that answer; one without, as a
 * failure, where an abort is the client's own deadline (TimedKubeConfig: nothing else aborts these calls).
 * Non-function properties pass through untouched.
 */
export function timedApiClient<T extends object>(client: T, upstream: Upstream): T {
  return new Proxy(client, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        const started = process.hrtime.bigint();
        const seconds = () => Number(process.hrtime.bigint() - started) / 1e9;
        const result: unknown = Reflect.apply(value, target, args);
        // Duck-typed: promises of another realm (jest's sandbox, a library's own) fail instanceof.
        if (typeof (result as PromiseLike<unknown> | undefined)?.then !== 'function') return result;
        return Promise.resolve(result).then(
          (answer: unknown) => {
            recordUpstreamCall(upstream, seconds(), { status: 200 });
            return answer;
          },
          (error: unknown) => {
            const status = statusOf(error);
            if (status !== undefined) recordUpstreamCall(upstream, seconds(), { status });
            else recordUpstreamCall(upstream, seconds(), { failure: upstreamFailureOf(error) ?? 'timeout' });
            throw error;
          },
        );
      };
    },
  });
}
