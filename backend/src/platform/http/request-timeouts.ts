import type { IncomingMessage, Server, ServerOptions, ServerResponse } from 'node:http';

/** How long a client may take to send a request. */
export interface RequestTimeouts {
  /** The request line and headers; a client slower than this gets 408 and is disconnected. */
  readonly headersMs: number;
  /**
   * A whole body the console reads at once (JSON, forms, and bodies nobody reads); for an upload that streams
   * (see {@link streamsBody}), the longest pause between its bytes.
   */
  readonly bodyMs: number;
}

/**
 * How often deadlines are checked: Node's own check for slow headers runs every 30 s by default, which lets a slow
 * client hold its socket up to 30 s past the limit. A pass looks only at requests still arriving, so it is cheap.
 */
const CHECK_EVERY_MS = 1_000;

/** What Node itself answers to headers that came too slowly. */
const TIMEOUT_ANSWER = 'HTTP/1.1 408 Request Timeout\r\nConnection: close\r\nContent-Length: 0\r\n\r\n';

/** Options for `http.createServer`: Node enforces the headers deadline, bodies are watched by {@link watchBodies}. */
export function serverTimeoutOptions(timeouts: RequestTimeouts): ServerOptions {
  return {
    headersTimeout: timeouts.headersMs,
    // Off: Node's requestTimeout (5 min by default) counts from a request's first byte to its last, which cuts an
    // upload of a large file on an ordinary link. Bodies have their own deadlines here.
    requestTimeout: 0,
    connectionsCheckingInterval: CHECK_EVERY_MS,
  };
}

const streamed = new WeakSet<IncomingMessage>();

/**
 * Marks a request whose handler streams its body onwards (an upload of any size): it may take as long as it needs,
 * as long as it keeps moving. Handlers call this once the request is authenticated, so that an anonymous client
 * never gets more than the whole-body deadline.
 */
export function streamsBody(req: IncomingMessage): void {
  streamed.add(req);
}

interface Arriving {
  readonly req: IncomingMessage;
  readonly res: ServerResponse;
  readonly startedAt: number;
  bytesRead: number;
  movedAt: number;
}

/**
 * Disconnects clients that send a body too slowly (a "slow loris" trickling bytes holds a socket and a request for
 * as long as it likes otherwise): a body must be complete within `bodyMs`, unless its handler streams it
 * ({@link streamsBody}); then no more than `bodyMs` may pass without a byte while the console waits for one.
 */
export function watchBodies(server: Server, bodyMs: number): void {
  const arriving = new Set<Arriving>();
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (!hasBody(req)) return;
    const now = Date.now();
    arriving.add({ req, res, startedAt: now, bytesRead: req.socket.bytesRead, movedAt: now });
  });
  const timer = setInterval(() => {
    const now = Date.now();
    for (const entry of arriving) {
      if (entry.req.complete || entry.req.socket.destroyed) arriving.delete(entry);
      else if (late(entry, now, bodyMs)) {
        arriving.delete(entry);
        giveUp(entry);
      }
    }
  }, CHECK_EVERY_MS);
  timer.unref();
  server.once('close', () => clearInterval(timer));
}

function hasBody(req: IncomingMessage): boolean {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

function late(entry: Arriving, now: number, bodyMs: number): boolean {
  if (!streamed.has(entry.req)) return now - entry.startedAt >= bodyMs;
  const bytesRead = entry.req.socket.bytesRead;
  // Bytes the console holds unread mean the pause is the console's (MinIO is slow to take them), not the client's.
  if (bytesRead !== entry.bytesRead || entry.req.readableLength > 0) {
    entry.bytesRead = bytesRead;
    entry.movedAt = now;
  }
  return now - entry.movedAt >= bodyMs;
}

/** Answers 408 as Node does for slow headers, unless an answer has begun, and disconnects. */
function giveUp({ req, res }: Arriving): void {
  const socket = req.socket;
  if (!res.headersSent && socket.writable) socket.write(TIMEOUT_ANSWER);
  socket.destroy();
}
