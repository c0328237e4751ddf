import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { watchUpstreamRequest } from '../metrics/upstream-calls';

/**
 * Pooled keep-alive connections to MinIO servers, one pool per scheme (the global agents do not keep connections
 * alive on Node 20). node:http rather than fetch: a small admin call costs about half the CPU (no WHATWG Request,
 * Response and body streams around each exchange), which matters on a console that makes one or more such calls per
 * page (measured by hack/bench/session-overhead.ts).
 */
export const minioAgents = {
  http: new http.Agent({ keepAlive: true }),
  https: new https.Agent({ keepAlive: true }),
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
