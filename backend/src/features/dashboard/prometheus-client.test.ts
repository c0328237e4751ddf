import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLogger } from '../../platform/logging/logger';
import { OutboundPolicy } from '../../platform/net/outbound-policy';
import { PrometheusClient } from './prometheus-client';

/** A stand-in Prometheus answering every query with an empty vector, recording what it was asked. */
async function fakePrometheus(): Promise<{
  server: Server;
  base: string;
  asked: { url: string; headers: IncomingHttpHeaders }[];
}> {
  const asked: { url: string; headers: IncomingHttpHeaders }[] = [];
  const server = createServer((req, res) => {
    asked.push({ url: req.url ?? '', headers: req.headers });
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ status: 'success', data: { resultType: 'vector', result: [] } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, base: `127.0.0.1:${(server.address() as AddressInfo).port}`, asked };
}

function clientOf(url: string): PrometheusClient {
  const outbound = new OutboundPolicy(
    { allowLoopback: false, allowPrivate: false, trustedEndpoints: [url] },
    createLogger('error', () => undefined),
  );
  return new PrometheusClient(new URL(url), outbound);
}

describe('PrometheusClient', () => {
  it('asks the API under the configured path, with the query as parameters', async () => {
    const { server, base, asked } = await fakePrometheus();
    try {
      const client = clientOf(`http://${base}/prometheus/`);
      await client.instant('max(up{job="a b"})', 1700000000);
      await client.range('rate(x[1m])', 1700000000, 1700003600, 60);
      expect(asked.map(({ url }) => url)).toEqual([
        `/prometheus/api/v1/query?${new URLSearchParams({ query: 'max(up{job="a b"})', time: '1700000000' })}`,
        `/prometheus/api/v1/query_range?${new URLSearchParams({
          query: 'rate(x[1m])',
          start: '1700000000',
          end: '1700003600',
          step: '60',
        })}`,
      ]);
      expect(asked[0]?.headers.accept).toBe('application/json');
    } finally {
      server.close();
    }
  });

  it('asks /api/v1 at the root when the URL has no path', async () => {
    const { server, base, asked } = await fakePrometheus();
    try {
      await clientOf(`http://${base}`).instant('up', 1);
      expect(asked[0]?.url).toBe('/api/v1/query?query=up&time=1');
    } finally {
      server.close();
    }
  });
});
