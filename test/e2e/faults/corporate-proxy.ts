import { request, createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A corporate proxy of a test (see {@link startCorporateProxyWithoutWebsockets}). */
export interface CorporateProxy {
  /** `http://127.0.0.1:<port>/` plus the console's sub-path: the console as the browser behind the proxy sees it. */
  readonly url: string;
  /** How many websocket upgrades the proxy refused so far. */
  readonly refusedUpgrades: () => number;
  readonly stop: () => Promise<void>;
}

const REFUSAL =
  '<html><body><h1>403 Forbidden</h1><p>WebSocket connections are not allowed by policy.</p></body></html>';

/**
 * A test double of what cannot run here: a corporate HTTP proxy that passes ordinary requests to the console and
 * refuses every websocket upgrade with a 403 page of its own, as proxies without websocket support (or with a
 * policy against them) do. Fault 5 of security-and-reliability.md: the browser only sees its socket fail.
 */
export async function startCorporateProxyWithoutWebsockets(consoleUrl: string): Promise<CorporateProxy> {
  const target = new URL(consoleUrl);
  let refused = 0;
  const server: Server = createServer((incoming, outgoing) => {
    const upstream = request(
      {
        host: target.hostname,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        headers: forwardedHeaders(incoming),
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => outgoing.destroy());
    incoming.pipe(upstream);
  });
  server.on('upgrade', (_req: IncomingMessage, socket) => {
    refused += 1;
    socket.end(
      `HTTP/1.1 403 Forbidden\r\nContent-Type: text/html\r\nContent-Length: ${Buffer.byteLength(REFUSAL)}\r\n` +
        `Connection: close\r\n\r\n${REFUSAL}`,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${target.pathname}`,
    refusedUpgrades: () => refused,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The request's headers as a forwarding proxy sends them: hop-by-hop headers dropped, the browser's Host kept. */
function forwardedHeaders(incoming: IncomingMessage): Record<string, string | string[]> {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (value === undefined || ['connection', 'keep-alive', 'upgrade', 'proxy-connection'].includes(name)) continue;
    headers[name] = value;
  }
  return headers;
}
