import { type IncomingHttpHeaders, type IncomingMessage, STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { ApiError } from '@platform/errors/api-error';
import type { UpgradeHandler } from '@platform/http/upgrade-handlers';
import type { Logger } from '@platform/logging/logger';
import { readSessionCookie } from '@platform/session/session-cookie';
import type { SessionManager } from '@platform/session/session-manager';
import { sameOrigin } from '@platform/ws/same-origin';
import { parseProxyPath } from './proxy-path';
import type { TenantConsoleLogins } from './tenant-console-logins';
import { requestHeadersFor, responseHeaderAllowed, type TlsPolicy, upstreamRequest } from './upstream-http';

export interface ProxyUpgradeDeps {
  readonly subPath: string;
  readonly sessions: SessionManager;
  readonly logger: Logger;
  readonly logins: TenantConsoleLogins;
  readonly policy: TlsPolicy;
}

/**
 * Websockets under `/api/proxy/{namespace}/{tenant}/…` (the tenant console's trace, watch, heal…): the handshake is
 * checked like an API call — an operator session, and an Origin of this console (browsers let any page open a
 * websocket anywhere, with our cookie) — then sent on with the tenant's login cookie, and the two sockets joined.
 */
export function tenantProxyUpgrade(deps: ProxyUpgradeDeps): UpgradeHandler {
  const prefix = `${deps.subPath}api/proxy`;
  return (req, socket, head) => {
    const url = req.url ?? '';
    if (!url.startsWith(`${prefix}/`)) return false;
    bridge(deps, req, socket, head, url.slice(prefix.length)).catch((error: unknown) => refuse(socket, error, deps));
    return true;
  };
}

async function bridge(deps: ProxyUpgradeDeps, req: IncomingMessage, socket: Duplex, head: Buffer, url: string) {
  if (!sameOrigin(req.headers)) {
    throw new ApiError(403, 'Request refused', "A websocket through the proxy must come from the console's own pages");
  }
  const read = deps.sessions.read(readSessionCookie(req));
  if ('problem' in read) throw new ApiError(401, 'Not logged in', `The session is ${read.problem}`);
  if (read.session.kind !== 'operator') throw new ApiError(400, 'Only available in operator mode');
  const path = parseProxyPath(url);
  if (!path) throw new ApiError(404, 'Not found', 'A proxy path is /api/proxy/{namespace}/{tenant}/…');
  const { sid, jwt } = read.session;
  const login = await deps.logins.get({ sessionId: sid, jwt, namespace: path.namespace, tenant: path.tenant });
  // The browser left while the login was made: its 'close' is past, and a tenant socket opened now would be joined
  // to nothing and stay open.
  if (socket.destroyed) return;
  const upstream = upstreamRequest(login.target, deps.policy, {
    method: 'GET',
    path: path.upstreamPath,
    headers: {
      ...requestHeadersFor(req.headers, login.target, login.cookie),
      connection: 'Upgrade',
      upgrade: req.headers.upgrade ?? 'websocket',
    },
  });
  // The browser's socket closing (or failing) ends the exchange with the tenant at whatever stage it is.
  socket.once('close', () => upstream.destroy());
  upstream.on('upgrade', (answer: IncomingMessage, upstreamSocket: Duplex, upstreamHead: Buffer) => {
    // pipe passes on a clean end only: when either side closes or fails, the other is closed too (the browser's
    // after what is left to send it), so that no socket stays joined to nothing.
    upstreamSocket.on('error', () => socket.destroy());
    upstreamSocket.once('close', () => socket.end());
    socket.once('close', () => upstreamSocket.destroy());
    socket.write(statusAndHeaders(101, answer.headers, { connection: 'Upgrade', upgrade: answer.headers.upgrade }));
    if (upstreamHead.length > 0) socket.write(upstreamHead);
    if (head.length > 0) upstreamSocket.write(head);
    upstreamSocket.pipe(socket).pipe(upstreamSocket);
  });
  // The tenant refused the upgrade: its answer goes back as it is.
  upstream.on('response', (answer: IncomingMessage) => {
    socket.write(statusAndHeaders(answer.statusCode ?? 502, answer.headers, { connection: 'close' }));
    answer.pipe(socket);
  });
  upstream.on('error', (error) =>
    refuse(socket, new ApiError(502, "Cannot reach the tenant's console", error.message), deps),
  );
  upstream.end();
}

function statusAndHeaders(status: number, headers: IncomingHttpHeaders, extra: Record<string, string | undefined>) {
  const lines = [`HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}`];
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || !responseHeaderAllowed(name)) continue;
    for (const one of Array.isArray(value) ? value : [value]) lines.push(`${name}: ${one}`);
  }
  for (const [name, value] of Object.entries(extra)) if (value !== undefined) lines.push(`${name}: ${value}`);
  return `${lines.join('\r\n')}\r\n\r\n`;
}

/** Answers a refused handshake with the ApiError payload every API failure has, then closes. */
function refuse(socket: Duplex, error: unknown, deps: ProxyUpgradeDeps): void {
  const apiError = error instanceof ApiError ? error : new ApiError(500, 'Internal server error');
  if (!(error instanceof ApiError)) deps.logger.error('websocket proxy failed', { error });
  if (!socket.writable) return;
  const body = JSON.stringify(apiError.body);
  const status = `HTTP/1.1 ${apiError.status} ${STATUS_CODES[apiError.status] ?? ''}`;
  const headers = `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close`;
  socket.end(`${status}\r\n${headers}\r\n\r\n${body}`);
}
