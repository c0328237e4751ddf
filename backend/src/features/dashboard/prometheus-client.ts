import http from 'node:http';
import https from 'node:https';
import { urlToHttpOptions } from 'node:url';
import type { OutboundPolicy } from '../../platform/net/outbound-policy';
import { pinnedLookup } from '../../platform/net/pinned-lookup';

/** How long a Prometheus query may take before its widget says Prometheus is unreachable. */
export const PROMETHEUS_TIMEOUT_MS = 10_000;
/** Largest answer read from Prometheus; a widget's series are far smaller, anything larger is not one. */
const MAX_ANSWER_BYTES = 16 * 1024 * 1024;
const PURPOSE = 'prometheus';
/**
 * How long an admission of Prometheus's address (and the kept-alive connections to it) is used before its name is
 * resolved and checked again. A dashboard asks a dozen queries at once and again on every range change; a new
 * connection per query cost more CPU than the query itself (the dashboard benchmark, hack/bench/dashboard.ts).
 */
export const ADMISSION_REUSE_MS = 30_000;
/** Connections kept open to Prometheus at most, and how long an idle one stays. */
const MAX_SOCKETS = 16;
const IDLE_SOCKET_MS = 15_000;

/** An admitted address with its agent of kept-alive connections, pinned to the checked addresses. */
interface Admission {
  readonly agent: http.Agent;
  readonly until: number;
}

/** A series as Prometheus's HTTP API answers it: a `matrix` has `values`, a `vector` one `value`. */
export interface PromSeries {
  readonly metric: Readonly<Record<string, string>>;
  readonly values: readonly (readonly [number, string])[];
}

/** What a query gave: its result type and series, values as `[unixSeconds, "value"]`. */
export interface PromResult {
  readonly resultType: string;
  readonly series: readonly PromSeries[];
}

/** Prometheus did not answer, answered late, with an error, or with something that is no API answer. */
export class PrometheusUnavailable extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'PrometheusUnavailable';
  }
}

/**
 * Prometheus's HTTP API (`/api/v1/query`, `/api/v1/query_range`) at the configured URL. Every connection goes
 * through the outbound policy (the URL is the operator's, so it is trusted at its port, but its name is resolved
 * and pinned like any other): connections are kept alive and reused for ADMISSION_REUSE_MS, then the name is
 * resolved and checked again; a failed query has the next one check it again at once.
 */
export class PrometheusClient {
  private admission: Promise<Admission> | undefined;
  /** The request options every query shares (the path apart): built once, not parsed from a URL per query. */
  private readonly target: { readonly url: URL; readonly options: http.RequestOptions; readonly path: string };

  constructor(
    private readonly base: URL,
    private readonly outbound: OutboundPolicy,
    private readonly timeoutMs = PROMETHEUS_TIMEOUT_MS,
  ) {
    const url = new URL(base.href.replace(/\/*$/, '/api/v1/'));
    url.search = '';
    url.hash = '';
    // The URL's host and port as node:http's options (credentials in it are refused by the outbound policy); each
    // query only sets its path.
    const { protocol, hostname, port } = urlToHttpOptions(url);
    this.target = {
      url,
      path: url.pathname,
      options: { protocol, hostname, port, method: 'GET', headers: { accept: 'application/json' } },
    };
  }

  /** An instant query evaluated at `time` (unix seconds). */
  instant(query: string, time: number): Promise<PromResult> {
    return this.get('query', { query, time: String(time) });
  }

  /** A range query from `start` to `end` every `step` seconds. */
  range(query: string, start: number, end: number, step: number): Promise<PromResult> {
    return this.get('query_range', { query, start: String(start), end: String(end), step: String(step) });
  }

  private async get(endpoint: 'query' | 'query_range', params: Record<string, string>): Promise<PromResult> {
    const { agent } = await this.admitted(this.target.url);
    const path = `${this.target.path}${endpoint}?${new URLSearchParams(params).toString()}`;
    let answer: { status: number; body: string };
    try {
      answer = await this.fetch(path, agent);
    } catch (error) {
      // The next query resolves and checks the address afresh, on new connections.
      this.forget(agent);
      throw error;
    }
    return parseAnswer(answer.status, answer.body);
  }

  /** The current admission of Prometheus's address, or a new one once it is ADMISSION_REUSE_MS old. */
  private async admitted(url: URL): Promise<Admission> {
    const current = this.admission;
    if (current) {
      const admission = await current.catch(() => undefined);
      if (admission && admission.until > Date.now()) return admission;
      if (this.admission === current) this.admission = undefined;
      if (admission) retire(admission.agent, this.timeoutMs);
    }
    this.admission ??= this.admit(url);
    const next = this.admission;
    try {
      return await next;
    } catch (error) {
      if (this.admission === next) this.admission = undefined;
      throw error;
    }
  }

  private async admit(url: URL): Promise<Admission> {
    try {
      const { addresses } = await this.outbound.admit(url, PURPOSE);
      // `timeout` closes a connection idle that long (each query sets its own while it runs).
      const options = {
        lookup: pinnedLookup(url.hostname, addresses),
        keepAlive: true,
        maxSockets: MAX_SOCKETS,
        timeout: IDLE_SOCKET_MS,
      };
      const agent = url.protocol === 'https:' ? new https.Agent(options) : new http.Agent(options);
      return { agent, until: Date.now() + ADMISSION_REUSE_MS };
    } catch {
      throw new PrometheusUnavailable(`${this.base.host} is not an address the console may connect to`);
    }
  }

  private forget(agent: http.Agent): void {
    const current = this.admission;
    void current
      ?.then((admission) => {
        if (admission.agent !== agent || this.admission !== current) return;
        this.admission = undefined;
        retire(agent, this.timeoutMs);
      })
      .catch(() => undefined);
  }

  private fetch(path: string, agent: http.Agent): Promise<{ status: number; body: string }> {
    const { options } = this.target;
    const request = options.protocol === 'https:' ? https.request : http.request;
    return new Promise((resolve, reject) => {
      const req = request({ ...options, path, agent }, (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_ANSWER_BYTES) {
            req.destroy(new PrometheusUnavailable(`its answer is larger than ${MAX_ANSWER_BYTES} bytes`));
            return;
          }
          chunks.push(chunk);
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', (error) => reject(unavailable(error)));
      });
      req.setTimeout(this.timeoutMs, () =>
        req.destroy(new PrometheusUnavailable(`no answer within ${this.timeoutMs / 1000} seconds`)),
      );
      req.on('error', (error) => reject(unavailable(error)));
      req.end();
    });
  }
}

/** Closes an agent no longer used once the queries still on it are over (they end within the timeout). */
function retire(agent: http.Agent, timeoutMs: number): void {
  setTimeout(() => agent.destroy(), timeoutMs + 1_000).unref();
}

function unavailable(error: Error): PrometheusUnavailable {
  if (error instanceof PrometheusUnavailable) return error;
  const code = (error as NodeJS.ErrnoException).code;
  return new PrometheusUnavailable(
    code && !error.message.includes(code) ? `${code} (${error.message})` : error.message,
  );
}

/** Checks an answer is Prometheus's JSON envelope with a vector or matrix, and returns its series as a matrix. */
export function parseAnswer(status: number, body: string): PromResult {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    throw new PrometheusUnavailable(`HTTP ${status}, an answer that is not JSON`);
  }
  if (!isRecord(json)) throw new PrometheusUnavailable(`HTTP ${status}, an answer that is not a query result`);
  if (json['status'] === 'error') {
    throw new PrometheusUnavailable(`HTTP ${status}, ${String(json['errorType'])}: ${String(json['error'])}`);
  }
  const data = json['data'];
  if (status !== 200 || json['status'] !== 'success' || !isRecord(data) || !Array.isArray(data['result'])) {
    throw new PrometheusUnavailable(`HTTP ${status}, an answer that is not a query result`);
  }
  const resultType = data['resultType'];
  if (resultType !== 'matrix' && resultType !== 'vector') {
    throw new PrometheusUnavailable(`a result of type ${String(resultType)} where a vector or matrix was expected`);
  }
  return { resultType, series: data['result'].map((entry) => seriesOf(entry, resultType)) };
}

/**
 * A series of the answer, checked where it stands: its labels and points are used as JSON.parse made them, not
 * copied point by point (a range query's answer has thousands).
 */
function seriesOf(entry: unknown, resultType: 'matrix' | 'vector'): PromSeries {
  if (!isRecord(entry) || !isRecord(entry['metric'])) throw new PrometheusUnavailable('a series without labels');
  const labels = entry['metric'];
  const metric = Object.values(labels).every((value) => typeof value === 'string')
    ? (labels as Record<string, string>)
    : Object.fromEntries(Object.entries(labels).map(([key, value]) => [key, String(value)]));
  const raw = resultType === 'matrix' ? entry['values'] : [entry['value']];
  if (!Array.isArray(raw)) throw new PrometheusUnavailable('a series without values');
  for (const point of raw) {
    if (!Array.isArray(point) || typeof point[0] !== 'number' || typeof point[1] !== 'string') {
      throw new PrometheusUnavailable('a point that is not [time, "value"]');
    }
  }
  return { metric, values: raw as [number, string][] };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
