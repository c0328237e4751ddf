import { randomBytes } from 'node:crypto';
import type { Schema } from '@contract/shared/contract-types';
import { eventually } from '@test/support/eventually';
import { consoleFixture } from '@test/support/fixtures';
import { putObjects } from '@test/support/minio-root';

/** A console of its own without Prometheus: its sampler starts with this file's first dashboard request. */
const world = consoleFixture();

type Widget = Schema<'Widget'>;
const NETWORK = 1001;
const DRIVES = 1002;

const pointsOf = (widget: Widget | undefined, legend: string) =>
  (widget?.targets ?? [])
    .filter((target) => target.legendFormat === legend)
    .flatMap((target) => target.result ?? [])
    .flatMap((series) => series.values ?? [])
    .map(([time, value]) => [Number(time), Number(value)] as const);

describe('live charts without Prometheus', () => {
  it('lists the live charts and says how and since when the console samples', async () => {
    const { status, data } = await world.root.GET('/api/v1/admin/info', { params: { query: {} } });
    expect(status).toBe(200);
    expect(data?.metricsSource).toBe('realtime');
    expect(data?.realtime).toMatchObject({ intervalSeconds: 10, windowSeconds: 3600 });
    expect((await world.root.GET('/api/v1/session')).data?.features).not.toContain('prometheus-metrics');
    expect(data?.widgets?.map((widget) => widget.title)).toEqual([
      'Network Traffic',
      'Drive Operations',
      'Operating System Calls',
      'Objects Scanned',
    ]);
    const since = await eventually('a first sample', async () => {
      const info = (await world.root.GET('/api/v1/admin/info', { params: { query: {} } })).data;
      return info?.realtime?.since;
    });
    expect(Date.parse(since)).toBeLessThanOrEqual(Date.now());
    expect(Date.now() - Date.parse(since)).toBeLessThan(3600_000);
  });

  it('charts the drive writes and network bytes of S3 traffic made while the dashboard is open', async () => {
    const bucket = await world.bucket('live');
    // A first sample, so that the traffic below falls between two of them.
    await eventually('a first sample', async () => {
      const info = (await world.root.GET('/api/v1/admin/info', { params: { query: {} } })).data;
      return info?.realtime?.since;
    });
    const started = Date.now() / 1000;
    const body = randomBytes(512 * 1024);
    await putObjects(
      world.minio,
      bucket,
      Array.from({ length: 6 }, (_, index) => [`blob-${index}`, body] as const),
    );
    const written = await eventually(
      'drive writes after the uploads',
      async () => {
        const { data } = await world.root.GET('/api/v1/admin/info/widgets/{widgetId}', {
          params: { path: { widgetId: DRIVES }, query: {} },
        });
        const writes = pointsOf(data, 'Writes').filter(([time, value]) => time > started && value > 0);
        return writes.length > 0 ? writes : undefined;
      },
      60_000,
    );
    expect(written[0]?.[1]).toBeGreaterThan(0);

    const { data: network } = await world.root.GET('/api/v1/admin/info/widgets/{widgetId}', {
      params: { path: { widgetId: NETWORK }, query: {} },
    });
    expect(network?.unit).toBe('bytesPerSecond');
    const received = pointsOf(network, 'Received').filter(([time]) => time > started);
    // 3 MiB went to MinIO over the interface MinIO counts (loopback here) within the sampled seconds.
    expect(Math.max(...received.map(([, value]) => value))).toBeGreaterThan(0);
  }, 90_000);

  it('keeps to the asked range', async () => {
    const now = Math.floor(Date.now() / 1000);
    const { status, data } = await world.root.GET('/api/v1/admin/info/widgets/{widgetId}', {
      params: { path: { widgetId: NETWORK }, query: { start: now - 120, end: now, step: 1 } },
    });
    expect(status).toBe(200);
    for (const [time] of pointsOf(data, 'Received')) {
      expect(time).toBeGreaterThanOrEqual(now - 120);
      expect(time).toBeLessThanOrEqual(now);
    }
  });

  it("refuses the samples to a user without admin:ServerInfo, though another session's sampling made them", async () => {
    await eventually('samples to refuse', async () => {
      const { data } = await world.root.GET('/api/v1/admin/info/widgets/{widgetId}', {
        params: { path: { widgetId: NETWORK }, query: {} },
      });
      return pointsOf(data, 'Received').length > 0 ? true : undefined;
    });
    const reader = await world.persona('readonly');
    const answer = await reader.GET('/api/v1/admin/info/widgets/{widgetId}', {
      params: { path: { widgetId: NETWORK }, query: {} },
    });
    expect(answer.status).toBe(403);
    expect(answer.error).toMatchObject({ code: 403, message: 'Access denied' });
    expect(JSON.stringify(answer.error)).not.toContain('Received');
  });

  it('shows the charts to a user whose policy allows server information and nothing else of the admin API', async () => {
    const watcher = await world.persona({
      Version: '2012-10-17',
      Statement: [{ Effect: 'Allow', Action: ['admin:ServerInfo'] }],
    });
    const answer = await watcher.GET('/api/v1/admin/info/widgets/{widgetId}', {
      params: { path: { widgetId: NETWORK }, query: {} },
    });
    expect(answer.status).toBe(200);
    expect(answer.data?.title).toBe('Network Traffic');
  });
});
