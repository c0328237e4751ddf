import { randomUUID } from 'node:crypto';
import { goInstall } from './install';
import { freePort } from './ports';
import { httpOk, ManagedProcess } from './processes';
import type { ToxiproxyServer } from './state';

/**
 * Toxiproxy (Shopify's TCP fault proxy) from its Go module. The fault-injection tests put a proxy of their own in
 * front of a server (MinIO, the API server, Prometheus), point a console at the proxy, and then cut, slow or refuse
 * the connections through its HTTP API.
 */
export const TOXIPROXY_MODULE = 'github.com/Shopify/toxiproxy/v2/cmd/server';
export const TOXIPROXY_VERSION = 'v2.5.0';

/** Path of the cached toxiproxy server binary, building it on first use. */
export function ensureToxiproxy(): string {
  return goInstall('toxiproxy', TOXIPROXY_MODULE, TOXIPROXY_VERSION, 'server');
}

/** Starts the toxiproxy server (its HTTP API only; proxies are made by the tests) on 127.0.0.1. */
export async function startToxiproxy(options: { logDir: string }): Promise<ToxiproxyServer> {
  const binary = ensureToxiproxy();
  const port = await freePort();
  const server = new ManagedProcess({
    name: 'toxiproxy',
    command: binary,
    args: ['-host', '127.0.0.1', '-port', String(port)],
    logDir: options.logDir,
  });
  const apiUrl = `http://127.0.0.1:${port}`;
  await server.waitUntil(() => httpOk(`${apiUrl}/version`, undefined, (s) => s === 200), 30_000);
  return { apiUrl, logFile: server.logFile };
}

/** A toxic of toxiproxy: `stream` is `downstream` (server → client) or `upstream` (client → server). */
export interface Toxic {
  readonly type: 'latency' | 'bandwidth' | 'slow_close' | 'timeout' | 'reset_peer' | 'slicer' | 'limit_data';
  readonly stream: 'upstream' | 'downstream';
  readonly attributes: Readonly<Record<string, number>>;
}

/** One proxy of a test: `address` (`127.0.0.1:<port>`) forwards to `upstream` until the test breaks it. */
export class FaultProxy {
  private constructor(
    private readonly apiUrl: string,
    readonly name: string,
    readonly address: string,
  ) {}

  /** A new proxy on a free loopback port in front of `upstream` (`host:port`). */
  static async create(server: ToxiproxyServer, upstream: string, label = 'proxy'): Promise<FaultProxy> {
    const name = `${label}-${randomUUID().slice(0, 8)}`;
    const created = await call<{ listen: string }>(server.apiUrl, 'POST', '/proxies', {
      name,
      listen: '127.0.0.1:0',
      upstream,
      enabled: true,
    });
    return new FaultProxy(server.apiUrl, name, created.listen);
  }

  /** `http://<address>` */
  get url(): string {
    return `http://${this.address}`;
  }

  /** Down: every open connection is closed and new ones are refused. Up: the same port listens again. */
  async setEnabled(enabled: boolean): Promise<void> {
    await call(this.apiUrl, 'POST', `/proxies/${this.name}`, { enabled });
  }

  /** Adds a toxic to every connection, open ones included; returns its name for {@link removeToxic}. */
  async addToxic(toxic: Toxic): Promise<string> {
    const name = `${toxic.type}-${toxic.stream}-${randomUUID().slice(0, 6)}`;
    await call(this.apiUrl, 'POST', `/proxies/${this.name}/toxics`, { name, toxicity: 1, ...toxic });
    return name;
  }

  async removeToxic(name: string): Promise<void> {
    await call(this.apiUrl, 'DELETE', `/proxies/${this.name}/toxics/${name}`);
  }

  async remove(): Promise<void> {
    await call(this.apiUrl, 'DELETE', `/proxies/${this.name}`).catch(() => undefined);
  }
}

async function call<T>(apiUrl: string, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${apiUrl}${path}`, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`toxiproxy ${method} ${path}: ${res.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}
