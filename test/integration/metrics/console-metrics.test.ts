import { randomBytes } from 'node:crypto';
import { consoleFixture } from '@test/support/fixtures';
import { jsonHeaders, startApp } from '@test/support/app-under-test';
import { total, type Sample } from '@test/support/prometheus-text';
import { freePort } from '@test/world/ports';
import { b64 } from '../objects/objects-kit';
import { BROWSER_ACCEPT, pageOnlyStaticDir, samplesOf, scrape } from './metrics-kit';

jest.setTimeout(120_000);

const PAGE_MARKER = `metrics-page-${randomBytes(4).toString('hex')}`;
const world = consoleFixture({ env: { CONSOLE_METRICS: 'on', CONSOLE_STATIC_DIR: pageOnlyStaticDir(PAGE_MARKER) } });

const REQUESTS = 'object_console_http_request_duration_seconds_count';
const UPSTREAM = 'object_console_upstream_request_duration_seconds_count';

/** How much a counter grew between two scrapes. */
const grew = (before: Sample[], after: Sample[], name: string, labels: Record<string, string> = {}) =>
  total(after, name, labels) - total(before, name, labels);

describe("the console's own /metrics (CONSOLE_METRICS=on)", () => {
  it('counts requests by operationId and status, and the MinIO calls made for them', async () => {
    const before = await samplesOf(world.app.base);
    for (let i = 0; i < 3; i++) expect((await world.root.GET('/api/v1/buckets')).status).toBe(200);
    const missing = `absent-${randomBytes(6).toString('hex')}`;
    const refused = await world.root.GET('/api/v1/buckets/{bucket}', { params: { path: { bucket: missing } } });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    const after = await samplesOf(world.app.base);

    expect(grew(before, after, REQUESTS, { operation: 'listBuckets', status: '200' })).toBe(3);
    expect(grew(before, after, REQUESTS, { operation: 'getBucketInfo', status: String(refused.status) })).toBe(1);
    // Each call went to the world's MinIO at least once, and MinIO answered every one.
    expect(grew(before, after, UPSTREAM, { upstream: 'minio' })).toBeGreaterThanOrEqual(4);
    expect(grew(before, after, UPSTREAM, { upstream: 'minio', outcome: '2xx' })).toBeGreaterThanOrEqual(3);
    // Latency histograms: every series has its +Inf bucket equal to its count.
    const inf = total(after, 'object_console_http_request_duration_seconds_bucket', {
      operation: 'listBuckets',
      status: '200',
      le: '+Inf',
    });
    expect(inf).toBe(total(after, REQUESTS, { operation: 'listBuckets', status: '200' }));
    // Bounded labels: a name from a path never becomes a label value.
    expect(after.filter((sample) => Object.values(sample.labels).some((v) => v.includes(missing)))).toEqual([]);
  });

  it('counts the bytes of an upload and of a download through the console', async () => {
    const bucket = await world.bucket('metrics-bytes');
    const body = randomBytes(1024 * 1024 + 17);
    const before = await samplesOf(world.app.base);
    const data = new FormData();
    data.append('file', new Blob([new Uint8Array(body)]), 'payload.bin');
    const upload = await world.root.fetch(`/api/v1/buckets/${bucket}/objects/upload`, { method: 'POST', body: data });
    expect(upload.status).toBe(200);
    const download = await world.root.fetch(
      `/api/v1/buckets/${bucket}/objects/download?prefix=${encodeURIComponent(b64('payload.bin'))}`,
    );
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(body)).toBe(true);
    const after = await samplesOf(world.app.base);

    const bytes = 'object_console_http_bytes_total';
    const received = grew(before, after, bytes, { operation: 'uploadObjects', direction: 'received' });
    const sent = grew(before, after, bytes, { operation: 'downloadObject', direction: 'sent' });
    // The file plus the form's and the answer's framing, not more than a few kilobytes of it.
    expect(received).toBeGreaterThanOrEqual(body.length);
    expect(received).toBeLessThan(body.length + 16 * 1024);
    expect(sent).toBeGreaterThanOrEqual(body.length);
    expect(sent).toBeLessThan(body.length + 16 * 1024);
  });

  it('counts a session that is in use as active, and no longer after logout', async () => {
    const active = async () => total(await samplesOf(world.app.base), 'object_console_active_sessions');
    const before = await active();
    const session = await world.login(world.minio.accessKey, world.minio.secretKey);
    expect((await session.GET('/api/v1/session')).status).toBe(200);
    expect(await active()).toBe(before + 1);
    expect((await session.POST('/api/v1/logout')).status).toBe(204);
    expect(await active()).toBe(before);
  });

  it('counts an upstream MinIO that cannot be reached as an error with its reason', async () => {
    const closedPort = await freePort();
    const app = await startApp({ CONSOLE_MINIO_SERVER: `http://127.0.0.1:${closedPort}`, CONSOLE_METRICS: 'on' });
    try {
      const errors = { upstream: 'minio', reason: 'refused' };
      const before = await samplesOf(app.base);
      const res = await fetch(`${app.base}/api/v1/login`, {
        method: 'POST',
        headers: jsonHeaders,
        body: JSON.stringify({ accessKey: 'nobody', secretKey: 'nothing-at-all' }),
      });
      expect(res.status).toBeGreaterThanOrEqual(500);
      const after = await samplesOf(app.base);
      expect(grew(before, after, 'object_console_upstream_errors_total', errors)).toBeGreaterThanOrEqual(1);
      expect(grew(before, after, UPSTREAM, { upstream: 'minio', outcome: 'error' })).toBeGreaterThanOrEqual(1);
      expect(grew(before, after, REQUESTS, { operation: 'login', status: String(res.status) })).toBe(1);
    } finally {
      await app.close();
    }
  });

  it("has Node's process metrics and answers in Prometheus's text format, outside any session", async () => {
    const res = await scrape(world.app.base);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const text = await res.text();
    for (const name of [
      'process_cpu_user_seconds_total',
      'process_resident_memory_bytes',
      'nodejs_eventloop_lag_seconds',
    ]) {
      expect(text).toMatch(new RegExp(`^${name} `, 'm'));
    }
    expect(text).toMatch(/^# TYPE object_console_open_websockets gauge$/m);
    expect(text).toMatch(/^# TYPE object_console_open_streams gauge$/m);
    expect(text).toMatch(/^object_console_http_requests_in_flight 1$/m);
  });

  it('still serves the Metrics page to a browser at the same address', async () => {
    const res = await fetch(`${world.app.base}/metrics`, { headers: { Accept: BROWSER_ACCEPT } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await res.text()).toContain(PAGE_MARKER);
  });
});
