import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { watchUpstreamRequest } from '../metrics/upstream-calls';

/**
 * How long a pooled connection may stay unused before the console closes it: well under MinIO's own idle timeout
 * (`MINIO_IDLE_TIMEOUT`, 30 s by default). A connection MinIO closes first can be taken from the pool for the next
 * request in the moment between MinIO's close and the console noticing it — more likely the busier the event loop —
 * and that request then meets a reset before any answer (the long soak's download 503s, issue #24 item 3). Reads
 * that still meet one are sent again (upstream-retry.ts); writes cannot be, so the pool closes first.
 */
export const IDLE_CONNECTION_MS = 15_000;

/**
 * Pooled keep-alive connections to MinIO servers, one pool per scheme (the global agents do not keep connections
 * alive on Node 20). node:http rather than fetch: a small admin call costs about half the CPU (no WHATWG Request,
 * Response and body streams around each exchange), which matters on a console that makes one or more such calls per
 * page (measured by hack/bench/session-overhead.ts). The agent's `timeout` closes a connection that has been free
 * for {@link IDLE_CONNECTION_MS}; on a connection in use it only emits 'timeout', which no request of ours
 * takes as an end (s3Stream sets deadlines of its own, signedFetch keeps its own timer).
 */
export const minioAgents = {
  http: new http.Agent({ keepAlive: true, timeout: IDLE_CONNECTION_MS }),
  https: new https.Agent({ keepAlive: true, timeout: IDLE_CONNECTION_MS }),
};

/** `http.request` or `https.request` with the matching pooled agent, timed for the console's metrics. */
export function minioRequest(url: URL, options: http.RequestOptions): http.ClientRequest {
  const outgoing =
    url.protocol === 'https:'
      ? https.request(url, { ...options, agent: minioAgents.https })
      : http.request(url, { ...options, agent: minioAgents.http });
  watchUpstreamRequest(outgoing, 'minio');
  return outgoing;
}

/** Reads a whole answer body. */
export function readBody(response: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    response.on('data', (chunk: Buffer) => chunks.push(chunk));
    response.on('end', () => resolve(Buffer.concat(chunks)));
    response.on('error', reject);
    response.on('aborted', () => reject(Object.assign(new Error('answer cut short'), { code: 'ECONNRESET' })));
  });
}

/** An answer's headers as WHATWG Headers (what error parsing and callers read with `.get`). */
export function headersOf(response: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(response.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) for (const item of value) headers.append(name, item);
  }
  return headers;
}
