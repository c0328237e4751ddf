import http from 'node:http';
import net from 'node:net';
import { consoleRegistry } from './console-metrics';
import { timedApiClient, watchUpstreamRequest } from './upstream-calls';

/** The sum of a counter's series, or of a histogram's `_count` series, whose labels include `labels`. */
async function count(name: string, labels: Record<string, string>): Promise<number> {
  const base = name.replace(/_count$/, '');
  const metric = await consoleRegistry.getSingleMetric(base)?.get();
  if (!metric) throw new Error(`no metric ${base}`);
  return metric.values
    .filter((v) => base === name || (v as { metricName?: string }).metricName === name)
    .filter((v) => Object.entries(labels).every(([k, value]) => String(v.labels[k]) === value))
    .reduce((sum, v) => sum + v.value, 0);
}

const ERRORS = 'object_console_upstream_errors_total';
const DURATION = 'object_console_upstream_request_duration_seconds';

/** A server that accepts connections and never answers. */
async function silentServer(): Promise<{ port: number; close(): void }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => sockets.add(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as net.AddressInfo;
  return {
    port: address.port,
    close: () => {
      for (const socket of sockets) socket.destroy();
      server.close();
    },
  };
}

function failedRequest(url: string, setUp: (req: http.ClientRequest) => void): Promise<void> {
  return new Promise((resolve) => {
    const req = http.request(url);
    watchUpstreamRequest(req, 'prometheus');
    setUp(req);
    req.on('error', () => resolve());
    req.end();
  });
}

describe('watchUpstreamRequest', () => {
  it('counts a deadline that ran out as a timeout, whatever error the caller destroys the request with', async () => {
    const server = await silentServer();
    try {
      const before = await count(ERRORS, { upstream: 'prometheus', reason: 'timeout' });
      await failedRequest(`http://127.0.0.1:${server.port}/`, (req) =>
        req.setTimeout(50, () => req.destroy(new Error('no answer in time'))),
      );
      expect(await count(ERRORS, { upstream: 'prometheus', reason: 'timeout' })).toBe(before + 1);
    } finally {
      server.close();
    }
  });

  it('counts a refused connection as refused, and a caller that gives up as nothing', async () => {
    const server = await silentServer();
    const { port } = server;
    server.close();
    const before = await count(ERRORS, { upstream: 'prometheus', reason: 'refused' });
    await failedRequest(`http://127.0.0.1:${port}/`, () => undefined);
    expect(await count(ERRORS, { upstream: 'prometheus', reason: 'refused' })).toBe(before + 1);

    const silent = await silentServer();
    try {
      const calls = await count(`${DURATION}_count`, { upstream: 'prometheus' });
      const controller = new AbortController();
      await new Promise<void>((resolve) => {
        const req = http.request(`http://127.0.0.1:${silent.port}/`, { signal: controller.signal });
        watchUpstreamRequest(req, 'prometheus');
        req.on('error', () => resolve());
        req.end();
        setTimeout(() => controller.abort(), 20);
      });
      expect(await count(`${DURATION}_count`, { upstream: 'prometheus' })).toBe(calls);
    } finally {
      silent.close();
    }
  });
});

describe('timedApiClient', () => {
  const api = {
    ok: () => Promise.resolve('answer'),
    forbidden: () => Promise.reject(Object.assign(new Error('forbidden'), { code: 403 })),
    hung: () => Promise.reject(Object.assign(new Error('aborted'), { name: 'AbortError' })),
    plain: 'not a method',
  };

  it('counts answers by status class, aborts as timeouts, and passes results, errors and fields through', async () => {
    const timed = timedApiClient(api, 'kubernetes');
    const outcome = (o: string) => count(`${DURATION}_count`, { upstream: 'kubernetes', outcome: o });
    const before = { ok: await outcome('2xx'), denied: await outcome('4xx'), failed: await outcome('error') };
    await expect(timed.ok()).resolves.toBe('answer');
    await expect(timed.forbidden()).rejects.toThrow('forbidden');
    await expect(timed.hung()).rejects.toThrow('aborted');
    expect(timed.plain).toBe('not a method');
    expect(await outcome('2xx')).toBe(before.ok + 1);
    expect(await outcome('4xx')).toBe(before.denied + 1);
    expect(await outcome('error')).toBe(before.failed + 1);
    expect(await count(ERRORS, { upstream: 'kubernetes', reason: 'timeout' })).toBeGreaterThanOrEqual(1);
  });
});
