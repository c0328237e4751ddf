import { consoleFixture } from '@test/support/fixtures';
import { putObjects } from '@test/support/minio-root';

const world = consoleFixture();

describe('the General Status without Prometheus', () => {
  it("shows the erasure MinIO's server and its four drives, and the live charts instead of Prometheus's", async () => {
    const answer = await world.root.GET('/api/v1/admin/info', { params: { query: {} } });
    expect(answer.status).toBe(200);
    const info = answer.data;
    expect(info?.metricsSource).toBe('realtime');
    expect(info?.widgets?.map((widget) => widget.id).every((id) => id > 1000)).toBe(true);
    expect(info?.servers).toHaveLength(1);
    const [server] = info?.servers ?? [];
    expect(server).toMatchObject({ endpoint: new URL(world.minio.endpoint).host, state: 'online' });
    expect(server?.uptime).toBeGreaterThan(0);
    expect(server?.version).toEqual(expect.any(String));
    const drives = server?.drives ?? [];
    expect(drives.map((drive) => drive.path).sort()).toEqual([...world.minio.drives].sort());
    for (const drive of drives) {
      expect(drive.state).toBe('ok');
      expect(drive.healing).toBe(false);
      expect(drive.totalSpace).toBeGreaterThan(0);
      expect(drive.usedSpace).toBeGreaterThan(0);
      expect(drive.usedSpace).toBeLessThanOrEqual(drive.totalSpace ?? 0);
    }
  });

  it("counts the buckets the user can list, and leaves the scanner's counts undated until it has run", async () => {
    const bucket = await world.bucket('dash');
    await putObjects(world.minio, bucket, [['a.txt', 'hello']]);
    const info = (await world.root.GET('/api/v1/admin/info', { params: { query: {} } })).data;
    // Other test files make buckets in this MinIO at the same time: the exact count is checked on a MinIO of its own.
    expect(info?.buckets).toBeGreaterThanOrEqual(1);
    if (info?.usageUpdated === undefined) {
      expect(info).toMatchObject({ objects: 0, usage: 0 });
    } else {
      expect(Date.parse(info.usageUpdated)).toBeLessThanOrEqual(Date.now());
    }
  });

  it('refuses a user whose policy does not allow server information', async () => {
    const reader = await world.persona('readonly');
    const answer = await reader.GET('/api/v1/admin/info', { params: { query: {} } });
    expect(answer.status).toBe(403);
    expect(answer.error).toMatchObject({ code: 403 });
  });
});

describe('bad input to the dashboard', () => {
  const now = Math.floor(Date.now() / 1000);
  it.each([
    ['start after end', `start=${now}&end=${now - 60}`, 'The start of the range is after its end'],
    ['a range over 31 days', `start=${now - 40 * 86400}&end=${now}&step=60`, 'The time range is too long'],
    ['too many points', `start=${now - 30 * 86400}&end=${now}&step=1`, 'The step is too small for the time range'],
    ['a negative step', 'step=-5', undefined],
    ['a step that is no number', 'step=often', undefined],
    ['a start that is no number', 'start=yesterday', undefined],
  ])('answers 400 to %s', async (_, query, message) => {
    for (const path of ['/api/v1/admin/info', '/api/v1/admin/info/widgets/1']) {
      const res = await world.root.fetch(`${path}?${query}`);
      expect(res.status).toBe(400);
      const body = (await res.json()) as { code: number; message: string; detailedMessage: string };
      expect(body).toEqual({ code: 400, message: expect.any(String), detailedMessage: expect.any(String) });
      if (message) expect(body.message).toBe(message);
    }
  });

  it('answers 400 to an unknown widget id', async () => {
    const res = await world.root.fetch('/api/v1/admin/info/widgets/4242');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 400, message: 'Unknown widget' });
  });

  it('answers 404 to a known widget when no Prometheus is configured', async () => {
    const res = await world.root.fetch('/api/v1/admin/info/widgets/1');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ message: 'No Prometheus is configured' });
  });
});
