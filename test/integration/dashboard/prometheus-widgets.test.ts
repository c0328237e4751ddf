import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Schema } from '@contract/shared/contract-types';
import { logIn } from '@test/support/api-client';
import { startApp, type AppUnderTest } from '@test/support/app-under-test';
import { eventually } from '@test/support/eventually';
import { consoleFixture } from '@test/support/fixtures';
import { putObjects } from '@test/support/minio-root';
import { loadWorld, need } from '@test/world/state';

const state = loadWorld();
const prometheus = need(state.prometheus, 'Prometheus');
const minio = need(state.minio.erasure, 'erasure MinIO');
const world = consoleFixture({
  env: { CONSOLE_PROMETHEUS_URL: prometheus.url, CONSOLE_PROMETHEUS_JOB_ID: `minio-${minio.name}` },
});

type Widget = Schema<'Widget'>;
const widget = async (id: number, query: Record<string, number> = {}) =>
  world.root.GET('/api/v1/admin/info/widgets/{widgetId}', { params: { path: { widgetId: id }, query } });
const valuesOf = (answer: Widget | undefined) =>
  (answer?.targets ?? []).flatMap((target) => target.result ?? []).flatMap((series) => series.values ?? []);

describe('the dashboard with Prometheus', () => {
  it('lists the 31 widgets of the catalogue with the summary', async () => {
    const { status, data } = await world.root.GET('/api/v1/admin/info', { params: { query: {} } });
    expect(status).toBe(200);
    expect(data?.metricsSource).toBe('prometheus');
    expect(data?.servers).toHaveLength(1);
    const widgets = data?.widgets ?? [];
    expect(widgets).toHaveLength(31);
    expect(new Set(widgets.map((entry) => entry.id)).size).toBe(31);
    expect(new Set(widgets.map((entry) => entry.group))).toEqual(new Set(['usage', 'traffic', 'resources']));
    expect(widgets.every((entry) => entry.targets === undefined)).toBe(true);
    // The session says so, for the early bundle to start the Usage widgets before this list (dashboard-early-gets.ts).
    expect((await world.root.GET('/api/v1/session')).data?.features).toContain('prometheus-metrics');
  });

  it("answers the server's uptime from MinIO's metrics", async () => {
    const uptime = await eventually('an uptime point', async () => {
      const values = valuesOf((await widget(1)).data);
      return values.length > 0 ? Number(values[0]?.[1]) : undefined;
    });
    expect(uptime).toBeGreaterThan(0);
  });

  it('shows S3 traffic just made in the received-rate graph, with the last point at the end of the range', async () => {
    const bucket = await world.bucket('dash-traffic');
    const body = randomBytes(256 * 1024);
    await putObjects(
      minio,
      bucket,
      Array.from({ length: 8 }, (_, index) => [`blob-${index}`, body] as const),
    );
    const answer = await eventually(
      'a received rate above zero',
      async () => {
        const now = Math.floor(Date.now() / 1000);
        const { data } = await widget(63, { start: now - 600, end: now, step: 1 });
        return valuesOf(data).some(([, value]) => Number(value) > 0) ? { data, now } : undefined;
      },
      60_000,
    );
    expect(answer.data?.unit).toBe('bytesPerSecond');
    const points = valuesOf(answer.data).map(([time]) => Number(time));
    expect(Math.max(...points)).toBe(answer.now);
    expect(points.every((time) => (answer.now - time) % 60 === 0)).toBe(true);
  });

  it('names the S3 calls made in the request-rate graph', async () => {
    const bucket = await world.bucket('dash-calls');
    await putObjects(minio, bucket, [['one', 'x']]);
    const apis = await eventually('PutObject in the request rate', async () => {
      const { data } = await widget(60, { step: 1 });
      const names = (data?.targets ?? [])
        .flatMap((target) => target.result ?? [])
        .map((series) => series.metric?.['api']);
      return names.includes('putobject') || names.includes('PutObject') ? names : undefined;
    });
    expect(apis.length).toBeGreaterThan(0);
  });
});

/** A console whose Prometheus is `url`, with root logged in. */
async function consoleWith(
  url: string,
  env: Record<string, string> = {},
): Promise<{ app: AppUnderTest; get: (path: string) => Promise<Response> }> {
  const app = await startApp({
    CONSOLE_MINIO_SERVER: minio.endpoint,
    CONSOLE_PROMETHEUS_URL: url,
    ...env,
  });
  const root = await logIn(app.base, minio.accessKey, minio.secretKey);
  return { app, get: (path) => root.fetch(path) };
}

/** A local server that answers as `answer` does: what a broken or wrong Prometheus looks like to the console. */
async function brokenPrometheus(answer: Parameters<typeof createServer>[1]): Promise<{ url: string; server: Server }> {
  const server = createServer(answer);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

describe('the dashboard with a job Prometheus does not scrape', () => {
  it('answers the empty widgets with the jobs Prometheus does scrape, and a widget with data without', async () => {
    const typo = await consoleWith(prometheus.url, { CONSOLE_PROMETHEUS_JOB_ID: `minio-${minio.name}x` });
    try {
      const res = await typo.get('/api/v1/admin/info/widgets/63');
      expect(res.status).toBe(200);
      const answer = (await res.json()) as Widget;
      expect(valuesOf(answer)).toEqual([]);
      expect(answer.unknownJob?.job).toBe(`minio-${minio.name}x`);
      expect(answer.unknownJob?.scrapedJobs).toContain(`minio-${minio.name}`);
      expect(answer.unknownJob?.scrapedJobs).not.toContain(`minio-${minio.name}x`);
    } finally {
      await typo.app.close();
    }
    // The configured job of the world's console: its widget has data, and no word of the job.
    const { data } = await eventually('an uptime point', async () => {
      const answer = await widget(1);
      return valuesOf(answer.data).length > 0 ? answer : undefined;
    });
    expect(data?.unknownJob).toBeUndefined();
  });
});

describe('the dashboard when Prometheus fails', () => {
  const cases: [string, () => Promise<{ url: string; close: () => void }>, RegExp][] = [
    [
      'down',
      async () => {
        const { url, server } = await brokenPrometheus(() => undefined);
        await new Promise((resolve) => server.close(resolve));
        return { url, close: () => undefined };
      },
      /^Prometheus unreachable: connect ECONNREFUSED 127\.0\.0\.1:\d+$/,
    ],
    [
      'answering garbage',
      async () => {
        const { url, server } = await brokenPrometheus((_, res) => res.end('<html>not prometheus</html>'));
        return { url, close: () => server.close() };
      },
      /^Prometheus unreachable: HTTP 200, an answer that is not JSON$/,
    ],
    [
      'answering JSON of another shape',
      async () => {
        const { url, server } = await brokenPrometheus((_, res) => res.end('{"status":"success","data":{}}'));
        return { url, close: () => server.close() };
      },
      /^Prometheus unreachable: HTTP 200, an answer that is not a query result$/,
    ],
    [
      'too slow',
      async () => {
        const { url, server } = await brokenPrometheus(() => undefined);
        return {
          url,
          close: () => {
            server.closeAllConnections();
            server.close();
          },
        };
      },
      /^Prometheus unreachable: no answer within 10 seconds$/,
    ],
  ];

  it.each(cases)(
    'answers each widget with a 502 when Prometheus is %s, and the summary still',
    async (_, start, message) => {
      const broken = await start();
      const app = await consoleWith(broken.url);
      try {
        const res = await app.get('/api/v1/admin/info/widgets/63');
        expect(res.status).toBe(502);
        const body = (await res.json()) as Schema<'ApiError'>;
        expect(body.code).toBe(502);
        expect(body.message).toMatch(message);
        const info = await app.get('/api/v1/admin/info');
        expect(info.status).toBe(200);
        expect(((await info.json()) as Schema<'AdminInfo'>).servers[0]?.state).toBe('online');
      } finally {
        await app.app.close();
        broken.close();
      }
    },
    30_000,
  );
});
