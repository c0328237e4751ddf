import { type IncomingMessage, STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import express, { type Router } from 'express';
import { WebSocketServer, type WebSocket } from 'ws';
import { ApiError } from '../errors/api-error';
import { minioToApiError } from '../errors/minio-api-error';
import type { UpgradeHandler } from '../http/upgrade-handlers';
import type { Logger } from '../logging/logger';
import { setRetryAfter, LimitReached, type SessionConcurrency } from '../limits/session-concurrency';
import { readSessionCookie } from '../session/session-cookie';
import type { SessionManager } from '../session/session-manager';
import { closeReason } from './close-reason';
import { Outbox, DEFAULT_OUTBOX_LIMITS, type OutboxLimits } from './outbox';
import { sameOrigin } from './same-origin';
import type { StreamContext, StreamRoute } from './stream-route';
import { readParams, wsOperationShape, type WsOperationShape } from './ws-query';

export interface StreamSocketsDeps {
  readonly subPath: string;
  readonly sessions: SessionManager;
  readonly logger: Logger;
  /** The MinIO server the sessions belong to. */
  readonly endpoint: string;
  readonly limits?: OutboxLimits;
  /** Open streams per session (CONSOLE_LIMIT_LIVE_STREAMS); without it, unlimited. */
  readonly concurrency?: SessionConcurrency;
  /** Keep-alive period (spec 03 §9: 10 s); tests shorten it. */
  readonly keepAliveMs?: number;
}

/** The session is checked this often while a socket is open, so a logout ends its stream within a second. */
const SESSION_CHECK_MS = 1000;
/** A socket from which nothing (keep-alive text, pong) arrived for this many keep-alive periods is dead. */
const MISSED_KEEPALIVES = 3;

interface Admitted {
  readonly route: StreamRoute;
  readonly context: StreamContext;
  readonly cookie: string | undefined;
  readonly controller: AbortController;
}

/**
 * The one websocket layer of the live tools (trace, logs, watch, heal, diagnostics). For each contract operation
 * in `routes`:
 *
 * - the handshake is refused before the upgrade, with the API's ApiError payload, for a foreign Origin (403), no
 *   live console-mode session (401/400), a parameter that breaks the contract (400) or a failed check (the route's);
 * - then one MinIO stream per socket, as the session's user, aborted (its HTTP request destroyed) as soon as the
 *   socket closes, or within a second of the session ending (logout, expiry);
 * - messages go through a bounded outbox that counts and reports drops; a ping every 10 s, and a socket silent for
 *   three periods is dropped; the end is a close frame with a code (1000 normal, 1008 session, 1011 MinIO) and
 *   a reason the page shows.
 *
 * `probe` answers the same addresses fetched without an upgrade: the same checks, then 426. A page whose socket
 * failed before opening asks it why — a refusal it can show, or 426: something between the browser and the console
 * does not pass websockets.
 */
export function streamSockets(deps: StreamSocketsDeps, routes: readonly StreamRoute[]) {
  const shapes = routes.map((route) => ({ route, shape: wsOperationShape(route.operationId) }));
  const wss = new WebSocketServer({ noServer: true, maxPayload: 4096 });
  const base = deps.subPath.replace(/\/+$/, '');

  const find = (pathname: string) => {
    if (!pathname.startsWith(`${base}/ws/`)) return undefined;
    const path = pathname.slice(base.length);
    for (const { route, shape } of shapes) {
      const match = shape.pattern.exec(path);
      if (match) return { route, shape, captured: match.slice(1) };
    }
    return undefined;
  };

  /**
   * `claim` runs once the session is known, before the route's own check (which may call MinIO): the upgrade takes
   * a slot there, the probe only asks whether one is free.
   */
  async function admit(
    req: IncomingMessage,
    found: Found,
    checkOrigin: boolean,
    claim: (sid: string) => void,
  ): Promise<Admitted> {
    if (checkOrigin && !sameOrigin(req.headers)) {
      throw new ApiError(403, 'Request refused', "A live stream must be opened from the console's own pages");
    }
    const cookie = readSessionCookie(req);
    const read = deps.sessions.read(cookie);
    if ('problem' in read) throw new ApiError(401, 'Not logged in', `The session is ${read.problem}`);
    if (read.session.kind !== 'minio') {
      throw new ApiError(400, 'Not available in operator mode', 'Live tools need a MinIO session');
    }
    const params = readParams(
      found.shape,
      found.captured,
      new URL(req.url ?? '/', 'http://console.invalid').searchParams,
    );
    claim(read.session.sid);
    const controller = new AbortController();
    const connection = { endpoint: deps.endpoint, credentials: read.session.credentials };
    const context: StreamContext = { connection, params, signal: controller.signal };
    try {
      await found.route.check?.(context);
    } catch (error) {
      throw minioToApiError(error) ?? error;
    }
    return { route: found.route, context, cookie, controller };
  }

  const upgrade: UpgradeHandler = (req, socket, head) => {
    const pathname = pathnameOf(req.url);
    const found = pathname === undefined ? undefined : find(pathname);
    if (!found) return false;
    // The slot is the socket's until it closes, whichever way: refused below, closed by either side, or cut.
    const hold = (sid: string) => {
      const release = deps.concurrency?.acquire('live', sid);
      if (!release) return;
      socket.once('close', release);
      if (socket.destroyed) release();
    };
    admit(req, found, true, hold)
      .then((admitted) => {
        if (socket.destroyed) return;
        wss.handleUpgrade(req, socket, head, (ws) => run(ws, admitted));
      })
      .catch((error: unknown) => refuse(socket, error, deps.logger));
    return true;
  };

  function run(ws: WebSocket, { route, context, cookie, controller }: Admitted): void {
    const outbox = new Outbox(ws, deps.limits ?? DEFAULT_OUTBOX_LIMITS);
    let closing = false;
    let silent = 0;
    const keepAlive = setInterval(() => {
      silent += 1;
      if (silent >= MISSED_KEEPALIVES) ws.terminate();
      else ws.ping();
    }, deps.keepAliveMs ?? 10_000);
    const sessionCheck = setInterval(() => {
      const read = deps.sessions.read(cookie);
      // An open stream is activity: only a session that was ended (logout) or ran out ends the stream.
      if ('problem' in read && read.problem !== 'idle') void finish(1008, 'The session ended; log in again');
    }, SESSION_CHECK_MS);
    const stop = () => {
      clearInterval(keepAlive);
      clearInterval(sessionCheck);
      controller.abort(new Error('the live stream closed'));
    };
    async function finish(code: number, reason: string): Promise<void> {
      if (closing) return;
      closing = true;
      stop();
      await outbox.drain();
      outbox.dispose();
      try {
        ws.close(code, closeReason(reason));
      } catch (error) {
        // A close that cannot be sent must not end the console: the socket is cut instead.
        deps.logger.warn('live stream close failed', { operation: route.operationId, error });
        ws.terminate();
      }
    }
    ws.on('message', () => (silent = 0));
    ws.on('pong', () => (silent = 0));
    ws.on('error', () => ws.terminate());
    ws.on('close', () => {
      closing = true;
      stop();
      outbox.dispose();
    });
    void (async () => {
      try {
        for await (const message of route.messages(context)) {
          if (closing) return;
          outbox.push(JSON.stringify(message));
        }
        if (route.finite) await finish(1000, 'Complete');
        else await finish(1011, 'MinIO ended the stream (it may be restarting)');
      } catch (error) {
        if (closing) return;
        const apiError = minioToApiError(error) ?? (error instanceof ApiError ? error : undefined);
        if (!apiError) deps.logger.warn('live stream failed', { operation: route.operationId, error });
        await finish(1011, apiError ? `${apiError.message}: ${apiError.detailedMessage}` : streamFailure(error));
      }
    })();
  }

  const probe: Router = express.Router();
  probe.get(/^\/ws\/.+/, (req, res, next) => {
    const found = find(`${base}${req.path}`);
    if (!found) {
      next();
      return;
    }
    admit(req, found, false, (sid) => deps.concurrency?.ensureRoom('live', sid))
      .then(({ controller }) => {
        controller.abort();
        throw new ApiError(426, 'Upgrade Required', 'This address answers websockets only; the checks passed');
      })
      .catch((error: unknown) => {
        setRetryAfter(res, error);
        next(error);
      });
  });

  return { upgrade, probe, operationIds: routes.map((route) => route.operationId) };
}

type Found = { route: StreamRoute; shape: WsOperationShape; captured: string[] };

/**
 * The path of a request target; undefined when it is no URL at all (`//[`, `//:99999`), which Node's parser lets
 * through: `new URL` would throw out of the server's 'upgrade' listener and end the process.
 */
function pathnameOf(target: string | undefined): string | undefined {
  return URL.parse(target ?? '/', 'http://console.invalid')?.pathname;
}

/** A close reason is at most 123 bytes of UTF-8. */
function streamFailure(error: unknown): string {
  return `The stream from MinIO failed: ${error instanceof Error ? error.message : String(error)}`;
}

/** Answers a refused handshake with the payload every API failure has, then closes. */
function refuse(socket: Duplex, error: unknown, logger: Logger): void {
  const apiError = error instanceof ApiError ? error : new ApiError(500, 'Internal server error');
  if (!(error instanceof ApiError)) logger.error('websocket handshake failed', { error });
  if (!socket.writable) return;
  const body = JSON.stringify(apiError.body);
  const status = `HTTP/1.1 ${apiError.status} ${STATUS_CODES[apiError.status] ?? ''}`;
  const retry = apiError instanceof LimitReached ? `Retry-After: ${apiError.retryAfterSeconds}\r\n` : '';
  const headers = `${retry}Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close`;
  // Destroyed once the answer is out: a client that never closes its end must not keep the socket (or its slot).
  socket.end(`${status}\r\n${headers}\r\n\r\n${body}`, () => socket.destroy());
}
