import { connect, createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { Schema } from '@contract/shared/contract-types';
import { logIn } from '@test/support/api-client';
import { startApp } from '@test/support/app-under-test';
import { loadWorld, need } from '@test/world/state';

const state = loadWorld();
const prometheus = need(state.prometheus, 'Prometheus');
const minio = need(state.minio.erasure, 'erasure MinIO');

/** A TCP relay to the world's Prometheus that counts the connections made to it. */
async function countingRelay(): Promise<{ url: string; connections: () => number; close: () => void }> {
  const target = new URL(prometheus.url);
  const sockets = new Set<Socket>();
  let count = 0;
  const server: Server = createServer((client) => {
    count += 1;
    const upstream = connect(Number(target.port), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    connections: () => count,
    close: () => {
      for (const socket of sockets) socket.destroy();
      server.close();
    },
  };
}

describe('the dashboard’s connections to Prometheus', () => {
  it('keeps them open across widgets: a dashboard’s worth of queries does not open a connection each', async () => {
    const relay = await countingRelay();
    const app = await startApp({
      CONSOLE_MINIO_SERVER: minio.endpoint,
      CONSOLE_PROMETHEUS_URL: relay.url,
      CONSOLE_PROMETHEUS_JOB_ID: `minio-${minio.name}`,
    });
    try {
      const root = await logIn(app.base, minio.accessKey, minio.secretKey);
      // One widget after another: each finds the previous one's connections free again.
      let queries = 0;
      for (const id of [1, 50, 60, 76, 17, 1, 50, 60]) {
        const res = await root.fetch(`/api/v1/admin/info/widgets/${id}`);
        expect(res.status).toBe(200);
        queries += ((await res.json()) as Schema<'Widget'>).targets?.length ?? 0;
      }
      // At most as many connections as one widget queries at once (Capacity: three targets), not one per query.
      expect(queries).toBeGreaterThan(8);
      expect(relay.connections()).toBeGreaterThan(0);
      expect(relay.connections()).toBeLessThanOrEqual(3);
    } finally {
      await app.close();
      relay.close();
    }
  }, 30_000);
});
