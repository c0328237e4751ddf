import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The console's own metrics (served at /metrics, see metrics-endpoint.ts). One registry per process: the upstream
 * clients, streams and sockets that feed it are process-wide, and a process runs one app in production. Labels are
 * bounded on purpose: an operationId or a fixed word, never a path, a bucket, a user or an address.
 */
export const consoleRegistry = new Registry();

// Node's own process metrics (CPU, memory, heap, event-loop lag, GC, handles) under their usual names, so the
// dashboards people already have for Node services work unchanged.
collectDefaultMetrics({ register: consoleRegistry });

const PREFIX = 'object_console_';
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 120];

const httpDuration = new Histogram({
  name: `${PREFIX}http_request_duration_seconds`,
  help: 'Requests the console answered, by contract operationId (or healthz, metrics, frontend, tenantProxy, unmatched) and status; the _count is the number of requests.',
  labelNames: ['operation', 'status'] as const,
  buckets: LATENCY_BUCKETS,
  registers: [consoleRegistry],
});

/** The servers the console calls on a user's behalf. */
export type Upstream = 'minio' | 'kubernetes' | 'prometheus';

const upstreamDuration = new Histogram({
  name: `${PREFIX}upstream_request_duration_seconds`,
  help: 'Calls the console made to MinIO, Kubernetes and Prometheus, until the answer headers arrived; outcome is the status class (2xx…5xx) or "error" when no answer came.',
  labelNames: ['upstream', 'outcome'] as const,
  buckets: LATENCY_BUCKETS,
  registers: [consoleRegistry],
});

const upstreamErrors = new Counter({
  name: `${PREFIX}upstream_errors_total`,
  help: 'Upstream calls that failed: no answer (refused, timeout, dns, reset, tls, network, other) or a 5xx answer (server_error).',
  labelNames: ['upstream', 'reason'] as const,
  registers: [consoleRegistry],
});

const openWebsockets = new Gauge({
  name: `${PREFIX}open_websockets`,
  help: 'Upgraded (websocket) connections the console is serving now.',
  registers: [consoleRegistry],
});

const openStreams = new Gauge({
  name: `${PREFIX}open_streams`,
  help: 'Long-lived streams from MinIO open now (kind minio_events: trace, logs, bucket events, health info).',
  labelNames: ['kind'] as const,
  registers: [consoleRegistry],
});

const httpBytes = new Counter({
  name: `${PREFIX}http_bytes_total`,
  help: 'Bytes on the wire between clients and the console, by operation: received (uploads: uploadObject, uploadPart…) and sent (downloads: downloadObject, downloadMultipleObjects…). Headers included.',
  labelNames: ['operation', 'direction'] as const,
  registers: [consoleRegistry],
});

const inFlight = new Gauge({
  name: `${PREFIX}http_requests_in_flight`,
  help: 'Requests being answered now, streamed downloads and uploads included.',
  registers: [consoleRegistry],
});

/** How long after its last request a session still counts as active. */
export const ACTIVE_SESSION_WINDOW_MS = 5 * 60_000;

/** Session id → last request time. Only ids of valid sealed cookies get here, so it holds real sessions only. */
const sessionsSeen = new Map<string, number>();

function pruneSessions(now: number): void {
  for (const [sid, seen] of sessionsSeen) if (now - seen >= ACTIVE_SESSION_WINDOW_MS) sessionsSeen.delete(sid);
}

new Gauge({
  name: `${PREFIX}active_sessions`,
  help: `Login sessions that made a request to this replica in the last ${ACTIVE_SESSION_WINDOW_MS / 60_000} minutes (sessions are cookies, so a replica counts the ones it has seen).`,
  registers: [consoleRegistry],
  collect() {
    pruneSessions(Date.now());
    this.set(sessionsSeen.size);
  },
});

/** Notes that a session made a request now. */
export function noteSessionActivity(sid: string): void {
  const now = Date.now();
  // Re-inserting keeps the map in last-seen order; pruning now and then keeps it at the active sessions.
  sessionsSeen.delete(sid);
  sessionsSeen.set(sid, now);
  if (sessionsSeen.size % 1024 === 0) pruneSessions(now);
}

/** A session that ended (logout) is no longer active. */
export function forgetSession(sid: string): void {
  sessionsSeen.delete(sid);
}

/** One request the console answered (or whose client went away: status "aborted"). */
export interface AnsweredRequest {
  readonly operation: string;
  readonly status: number | 'aborted';
  readonly seconds: number;
  readonly bytesReceived: number;
  readonly bytesSent: number;
}

/** Counts a request as in flight; call the returned function once when it ends. */
export function requestStarted(): () => void {
  inFlight.inc();
  return () => inFlight.dec();
}

/** Records one answered request of the console. */
export function recordHttpRequest(request: AnsweredRequest): void {
  const { operation } = request;
  httpDuration.observe({ operation, status: String(request.status) }, request.seconds);
  if (request.bytesReceived > 0) httpBytes.inc({ operation, direction: 'received' }, request.bytesReceived);
  if (request.bytesSent > 0) httpBytes.inc({ operation, direction: 'sent' }, request.bytesSent);
}

/** Why an upstream call got no usable answer; bounded, for the `reason` label. */
export type UpstreamFailure = 'refused' | 'timeout' | 'dns' | 'reset' | 'tls' | 'network' | 'other';

/**
 * Records one upstream call: its duration until the answer's headers arrived (or until it failed), and its outcome.
 * For clients other than the console's MinIO and Kubernetes ones (those are recorded where they connect), e.g. a
 * Prometheus client: `recordUpstreamCall('prometheus', seconds, { status: res.status })`, or
 * `{ failure: 'timeout' }` when no answer came. A call the caller itself aborted is not recorded.
 */
export function recordUpstreamCall(
  upstream: Upstream,
  seconds: number,
  result: { readonly status: number } | { readonly failure: UpstreamFailure },
): void {
  if ('status' in result) {
    upstreamDuration.observe({ upstream, outcome: `${Math.floor(result.status / 100)}xx` }, seconds);
    if (result.status >= 500) upstreamErrors.inc({ upstream, reason: 'server_error' });
    return;
  }
  upstreamDuration.observe({ upstream, outcome: 'error' }, seconds);
  upstreamErrors.inc({ upstream, reason: result.failure });
}

/** Counts an upgraded connection until its socket closes. */
export function trackWebsocket(socket: { once(event: 'close', listener: () => void): unknown }): void {
  openWebsockets.inc();
  socket.once('close', () => openWebsockets.dec());
}

/** Kinds of long-lived streams. */
export type StreamKind = 'minio_events';

/** Counts a stream as open; call the returned function (idempotent) when it ends. */
export function openStream(kind: StreamKind): () => void {
  openStreams.inc({ kind });
  let open = true;
  return () => {
    if (!open) return;
    open = false;
    openStreams.dec({ kind });
  };
}
