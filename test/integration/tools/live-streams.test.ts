import { randomUUID } from 'node:crypto';
import { jsonHeaders, login } from '@test/support/app-under-test';
import { startConsoleFromSource, type ConsoleInstance } from '@test/support/console-process';
import { eventually } from '@test/support/eventually';
import { asRoot, makeBucket, removeBucketFully } from '@test/support/minio-root';
import { connectionsTo } from '@test/support/proc-sockets';
import { loadWorld, need } from '@test/world/state';
import { openSocket } from './live-socket';

const minio = need(loadWorld().minio.erasure, 'erasure MinIO');
let console_: ConsoleInstance;
let base: string;
let cookie: string;

beforeAll(async () => {
  // A console process of its own, so its connections to MinIO can be counted from /proc.
  console_ = await startConsoleFromSource({
    CONSOLE_MINIO_SERVER: minio.endpoint,
    CONSOLE_LOG_LEVEL: 'error',
    CONSOLE_METRICS: 'on',
  });
  base = console_.url.replace(/\/$/, '');
  cookie = await login(base, minio.accessKey, minio.secretKey);
}, 90_000);
afterAll(() => console_.stop());

describe('the live-stream handshake', () => {
  it('refuses a foreign Origin before the upgrade', async () => {
    const { settled } = openSocket(base, '/ws/trace', { cookie, origin: 'http://attacker.example' });
    const record = await settled;
    expect(record.opened).toBe(false);
    expect(record.refused).toMatchObject({ status: 403, body: { code: 403, message: 'Request refused' } });
  });

  it('refuses a handshake without the session cookie', async () => {
    const record = await openSocket(base, '/ws/trace').settled;
    expect(record.refused).toMatchObject({ status: 401, body: { message: 'Not logged in' } });
  });

  it('refuses unknown call kinds and malformed filters with a message', async () => {
    const kinds = await openSocket(base, '/ws/trace?calls=s3,bogus', { cookie }).settled;
    expect(kinds.refused).toMatchObject({ status: 400, body: { message: 'Invalid parameter calls' } });
    const threshold = await openSocket(base, '/ws/trace?threshold=-5', { cookie }).settled;
    expect(threshold.refused).toMatchObject({ status: 400, body: { message: 'Invalid parameter threshold' } });
    const unknown = await openSocket(base, '/ws/trace?colour=red', { cookie }).settled;
    expect(unknown.refused).toMatchObject({
      status: 400,
      body: { detailedMessage: expect.stringContaining('colour') },
    });
  });

  it('refuses a watch on a missing bucket, and says why to a page that fetches the address', async () => {
    const bucket = `missing-${randomUUID()}`;
    const record = await openSocket(base, `/ws/watch/${bucket}`, { cookie }).settled;
    expect(record.refused).toMatchObject({ status: 400, body: { message: 'Bucket not found' } });
    const probe = await fetch(`${base}/ws/watch/${bucket}`, { headers: { cookie } });
    expect(probe.status).toBe(400);
    // With the checks passed, the plain fetch learns that only the upgrade is missing (a proxy that blocks it).
    const passed = await fetch(`${base}/ws/trace?calls=all`, { headers: { cookie } });
    expect(passed.status).toBe(426);
  });
});

describe('a trace socket', () => {
  it('delivers the S3 calls MinIO traced, and its MinIO stream ends when the socket closes', async () => {
    const pid = console_.process.pid ?? 0;
    const { ws, record } = openSocket(base, '/ws/trace?calls=s3&method=PUT', { cookie });
    await eventually('the socket to open', async () => (record.opened ? true : undefined));
    const bucket = `it-trace-${randomUUID()}`;
    await makeBucket(minio, bucket);
    try {
      const key = `traced-${randomUUID()}.txt`;
      const seen = await eventually('the traced PutObject', async () => {
        await asRoot(minio, (s3) => s3.putObject(bucket, key, Buffer.from('hello')));
        return record.messages.find((m) => (m as { path?: string }).path === `/${bucket}/${key}`);
      });
      expect(seen).toMatchObject({ api: 's3.PutObject', method: 'PUT', statusCode: 200, host: expect.any(String) });
      expect(record.messages.every((m) => (m as { method?: string }).method === 'PUT')).toBe(true);

      // The console makes no other call to MinIO meanwhile (the traffic goes from this test straight to MinIO), so
      // the one connection that closes is the trace's: its request ended with the socket.
      const streaming = connectionsTo(pid, minio.port);
      expect(streaming).toBeGreaterThan(0);
      ws.close(1000);
      await eventually('the trace request to end', async () =>
        connectionsTo(pid, minio.port) < streaming ? true : undefined,
      );
      expect(record.closed?.code).toBe(1000);
    } finally {
      await removeBucketFully(minio, bucket);
    }
  }, 90_000);

  it('gives back its websocket and its MinIO stream when the page goes away without a close frame', async () => {
    // A tab closed or crashed, a laptop lid shut: the TCP connection ends, no close frame comes first.
    const { ws, record } = openSocket(base, '/ws/trace', { cookie });
    await eventually('the socket and its MinIO stream to open', async () => {
      const gauges = await liveGauges();
      return record.opened && gauges.websockets === 1 && gauges.streams === 1 ? true : undefined;
    });
    ws.terminate();
    await eventually('the gauges back at 0', async () => {
      const gauges = await liveGauges();
      return gauges.websockets === 0 && gauges.streams === 0 ? true : undefined;
    });
  });

  it('closes with 1008 when the session ends by logging out', async () => {
    const own = await login(base, minio.accessKey, minio.secretKey);
    const { record, settled } = openSocket(base, '/ws/trace', { cookie: own });
    await eventually('the socket to open', async () => (record.opened ? true : undefined));
    const out = await fetch(`${base}/api/v1/logout`, { method: 'POST', headers: { ...jsonHeaders, cookie: own } });
    expect(out.status).toBeLessThan(300);
    expect((await settled).closed).toMatchObject({ code: 1008, reason: expect.stringContaining('session ended') });
  });
});

/** The console's open websockets and open MinIO streams, from its /metrics. */
async function liveGauges(): Promise<{ websockets: number; streams: number }> {
  const text = await (await fetch(`${base}/metrics`)).text();
  const value = (pattern: RegExp) => Number(pattern.exec(text)?.[1] ?? 0);
  return {
    websockets: value(/^object_console_open_websockets (\S+)$/m),
    streams: value(/^object_console_open_streams\{kind="minio_events"\} (\S+)$/m),
  };
}
