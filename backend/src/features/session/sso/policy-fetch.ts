import http from 'node:http';
import https from 'node:https';
import { Readable } from 'node:stream';
import type { CustomFetch } from 'openid-client';
import type { OutboundPolicy } from '@platform/net/outbound-policy';

const PURPOSE = 'identity provider';
const TIMEOUT_MS = 15_000;

/**
 * A `fetch` for openid-client that reaches the identity provider only through the outbound address policy: each
 * URL (discovery, keys, token endpoint — they may be on other hosts) is admitted, then connected to exactly the
 * checked addresses. Redirects are not followed. A refused or failed connection is the policy's neutral error.
 */
export function policyFetch(outbound: OutboundPolicy) {
  const fetchThroughPolicy: CustomFetch = async (input, options) => {
    const url = outbound.parseUrl(input, PURPOSE);
    if (!url) throw outbound.failure(PURPOSE, input, 'not a URL');
    const target = await outbound.admit(url, PURPOSE);
    const headers = Object.fromEntries(new Headers(options.headers ?? {}).entries());
    const body =
      options.body === undefined || options.body === null
        ? undefined
        : Buffer.from(await new Response(options.body as ConstructorParameters<typeof Response>[0]).arrayBuffer());
    const signal = options.signal
      ? AbortSignal.any([options.signal, AbortSignal.timeout(TIMEOUT_MS)])
      : AbortSignal.timeout(TIMEOUT_MS);
    const request = target.url.protocol === 'https:' ? https.request : http.request;
    const answer = await new Promise<http.IncomingMessage>((resolve, reject) => {
      const outgoing = request(target.url, {
        method: options.method ?? 'GET',
        headers: body ? { ...headers, 'content-length': String(body.length) } : headers,
        agent: target.agent(),
        signal,
      });
      outgoing.on('response', resolve);
      outgoing.on('error', (error) => reject(outbound.failure(PURPOSE, target.url.host, error.message)));
      outgoing.end(body);
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (Array.isArray(value)) value.forEach((item) => responseHeaders.append(name, item));
      else if (value !== undefined) responseHeaders.set(name, value);
    }
    const status = answer.statusCode ?? 502;
    const nullBody = status === 204 || status === 304;
    return new Response(nullBody ? null : (Readable.toWeb(answer) as ReadableStream), {
      status,
      headers: responseHeaders,
    });
  };
  return fetchThroughPolicy;
}
