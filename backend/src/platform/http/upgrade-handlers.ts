import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Express } from 'express';
import { trackWebsocket } from '../metrics/console-metrics';

/**
 * Takes an HTTP upgrade (a websocket) that Express cannot route: returns true when it handles the request (it then
 * owns the socket), false to leave it to the next handler.
 */
export type UpgradeHandler = (req: IncomingMessage, socket: Duplex, head: Buffer) => boolean;

const handlersOf = new WeakMap<Express, UpgradeHandler[]>();

/** Registers an upgrade handler of an app; wired to its server by {@link listenForUpgrades}. */
export function addUpgradeHandler(app: Express, handler: UpgradeHandler): void {
  handlersOf.set(app, [...(handlersOf.get(app) ?? []), handler]);
}

/**
 * Lets the app's upgrade handlers answer the server's upgrade requests; one nobody takes gets a 404. Without
 * handlers nothing is attached, and Node answers upgrades as plain requests.
 */
export function listenForUpgrades(app: Express, server: Server): void {
  const handlers = handlersOf.get(app) ?? [];
  if (handlers.length === 0) return;
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    // Node drops its own 'error' listener from an upgraded socket: a client that resets the connection while a
    // handler still checks the session (or after it answered) would otherwise end the process. A socket that
    // failed is already destroyed; handlers add their own listeners to clean up what they joined to it.
    socket.on('error', () => undefined);
    if (handlers.some((handler) => handler(req, socket, head))) {
      // Counted from the moment a handler owns it: one that refuses the session closes it at once.
      trackWebsocket(socket);
      return;
    }
    socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
  });
}
