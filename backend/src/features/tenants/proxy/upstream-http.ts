import { existsSync, readFileSync } from 'node:fs';
import http, { type ClientRequest, type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http';
import https from 'node:https';
import tls, { type PeerCertificate } from 'node:tls';
import type { ConsoleTarget } from './console-target';

/** How the certificate of a tenant's console is checked. */
export interface TlsPolicy {
  readonly verify: boolean;
  /** PEM of the cluster CA (which signs the operator's automatic certificates), when present. */
  readonly clusterCa?: string;
}

/** The TLS policy from the configuration; the cluster CA file is read once. */
export function tlsPolicyOf(verify: 'on' | 'off', caFile: string): TlsPolicy {
  return { verify: verify === 'on', ...(existsSync(caFile) ? { clusterCa: readFileSync(caFile, 'utf8') } : {}) };
}

/** One request to a tenant's console; the caller writes the body and handles the answer. */
export function upstreamRequest(
  target: ConsoleTarget,
  policy: TlsPolicy,
  options: { method: string; path: string; headers: OutgoingHttpHeaders },
): ClientRequest {
  const common = { host: target.host, port: target.port, method: options.method, path: options.path };
  if (target.protocol === 'http:') return http.request({ ...common, headers: options.headers });
  return https.request({
    ...common,
    headers: options.headers,
    servername: target.serverNames[0],
    rejectUnauthorized: policy.verify,
    // The operator's certificates come from the cluster CA; certificates of the user's own come from public CAs.
    ca: policy.clusterCa ? [...tls.rootCertificates, policy.clusterCa] : undefined,
    // Reached by address in `endpoints` mode, so the name checked is the Service's, not the host connected to.
    checkServerIdentity: (_host: string, cert: PeerCertificate) => {
      const errors = target.serverNames.map((name) => tls.checkServerIdentity(name, cert));
      return errors.some((error) => error === undefined) ? undefined : errors[0];
    },
  });
}

/** Hop-by-hop headers (RFC 9110 §7.6.1) are never forwarded, in either direction. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/**
 * The browser's headers as the tenant's console gets them: without hop-by-hop headers, and WITHOUT the operator's
 * own cookie and any Authorization — the tenant only ever sees its own login cookie. Compression is asked off so
 * that HTML can be rewritten on the way back.
 */
export function requestHeadersFor(incoming: IncomingHttpHeaders, target: ConsoleTarget, cookie: string) {
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(incoming)) {
    if (value === undefined || HOP_BY_HOP.has(name)) continue;
    if (['cookie', 'authorization', 'host', 'accept-encoding'].includes(name)) continue;
    headers[name] = value;
  }
  headers.host = `${target.serverNames[1] ?? target.host}:${target.port}`;
  // The console checked that the browser's Origin is its own; to the tenant the request comes from the tenant's own
  // origin (its console refuses a websocket or a state-changing call whose Origin names another host).
  if (headers.origin !== undefined) headers.origin = `${target.protocol}//${headers.host}`;
  headers.cookie = cookie;
  return headers;
}

/**
 * Headers of the tenant's answer that are passed on: not hop-by-hop, no Set-Cookie (the tenant's login stays on the
 * server, and must never replace the operator's session cookie), and none of the security headers the operator
 * console sets itself for the whole origin.
 */
export function responseHeaderAllowed(name: string): boolean {
  const lower = name.toLowerCase();
  return !HOP_BY_HOP.has(lower) && !OWN_SECURITY_HEADERS.has(lower) && lower !== 'set-cookie';
}

const OWN_SECURITY_HEADERS = new Set([
  'content-security-policy',
  'x-frame-options',
  'strict-transport-security',
  'cross-origin-opener-policy',
  'referrer-policy',
  'x-content-type-options',
]);

/** The `name=value` pairs of Set-Cookie headers, as one Cookie header. */
export function cookieHeaderFrom(setCookies: readonly string[]): string {
  return setCookies
    .map((line) => line.split(';')[0]?.trim() ?? '')
    .filter((pair) => pair.includes('=') && !pair.endsWith('='))
    .join('; ');
}
