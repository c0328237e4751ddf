import type { Socket } from 'node:net';
import type { Request, RequestHandler, Response } from 'express';
import { operationIdOf } from '../http/openapi-operation';
import { recordHttpRequest, requestStarted } from './console-metrics';

/**
 * The operation label of a request: the contract's operationId once the validator matched it, else one of a few
 * fixed words. Never the path: object names and ids in paths would make a series per object.
 */
export function operationLabel(req: Request, res: Response, subPath: string): string {
  const operation = operationIdOf(req);
  if (operation) return operation;
  const fromHandler: unknown = res.locals.operation;
  if (typeof fromHandler === 'string') return fromHandler;
  const path = req.originalUrl.split('?')[0] ?? '';
  const relative = path.startsWith(subPath) ? path.slice(subPath.length) : path.replace(/^\/+/, '');
  if (relative === 'healthz' || path === '/healthz') return 'healthz';
  if (relative.startsWith('api/proxy/')) return 'tenantProxy';
  if (relative === 'api' || relative.startsWith('api/')) return 'unmatched';
  return 'frontend';
}

/** Per connection, its byte counters when its last exchange ended; what came after belongs to the next one. */
const countedUntil = new WeakMap<Socket, { read: number; written: number }>();

/**
 * Times every request from its arrival until its response ends, or until the client goes away ("aborted"), and
 * counts its bytes from the socket's counters: HTTP/1.1 answers one request at a time per connection, so what a
 * socket read and wrote since the previous exchange ended (headers and the body chunk that came with them included)
 * belongs to this one, whichever handler streamed it (uploads, downloads, ZIPs, the tenant proxy), without wrapping
 * any stream.
 */
export function httpMetrics(subPath: string): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    const socket = req.socket;
    const ended = requestStarted();
    res.once('close', () => {
      ended();
      const before = countedUntil.get(socket) ?? { read: 0, written: 0 };
      const now = { read: socket.bytesRead, written: socket.bytesWritten };
      countedUntil.set(socket, now);
      recordHttpRequest({
        operation: operationLabel(req, res, subPath),
        status: res.writableFinished ? res.statusCode : 'aborted',
        seconds: Number(process.hrtime.bigint() - started) / 1e9,
        bytesReceived: now.read - before.read,
        bytesSent: now.written - before.written,
      });
    });
    next();
  };
}
