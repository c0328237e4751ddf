import { consoleFixture } from '@test/support/fixtures';
import { startOwnMinio, type OwnMinio } from '@test/support/own-minio';
import { loadWorld, need } from '@test/world/state';
import { FaultProxy } from '@test/world/toxiproxy';

describe('POST /api/v1/service/restart', () => {
  let minio: OwnMinio;
  beforeAll(async () => {
    minio = await startOwnMinio('restart');
  }, 60_000);
  // After the MinIO above starts; its clean-up runs before the MinIO stops (afterAll hooks run in this order).
  const world = consoleFixture({ minio: () => minio.server });
  afterAll(() => minio?.stop());

  it('restarts MinIO and answers once it is back', async () => {
    const root = await world.login(minio.server.accessKey, minio.server.secretKey);
    const res = await root.POST('/api/v1/service/restart');
    expect(res.status).toBe(204);
    // Answered only once MinIO serves again: the very next call works.
    expect((await root.GET('/api/v1/session')).status).toBe(200);
  }, 90_000);

  it('is refused for a user without the right, with MinIO’s reason', async () => {
    const user = await world.persona('readonly');
    const res = await user.POST('/api/v1/service/restart');
    expect(res.status).toBe(403);
    expect(res.error).toMatchObject({ code: 403 });
  });
});

/**
 * MinIO writes its answer to a restart and then restarts without flushing it, so now and then the connection closes
 * before the answer arrives. The console then asks MinIO's uptime rather than reporting a server it cannot reach.
 * A toxiproxy proxy between the console and this file's own MinIO drops every answer while the restart happens.
 */
describe('a restart whose answer is lost on the way', () => {
  let minio: OwnMinio;
  let proxy: FaultProxy;
  beforeAll(async () => {
    minio = await startOwnMinio('restart-lost');
    proxy = await FaultProxy.create(need(loadWorld().toxiproxy, 'toxiproxy'), new URL(minio.server.endpoint).host);
  }, 60_000);
  const world = consoleFixture({ minio: () => ({ ...minio.server, endpoint: proxy.url }) });
  afterAll(async () => {
    await proxy?.remove();
    await minio?.stop();
  });

  it('is told apart from an unreachable server by the uptime, and answered once MinIO is back', async () => {
    // Answers are dropped; calls still reach MinIO, and its restart closes their connections (or the proxy, after a
    // second: long enough for MinIO to act on the call, whose context ends with the connection).
    const lost = await proxy.addToxic({ type: 'timeout', stream: 'downstream', attributes: { timeout: 1000 } });
    const restarting = world.root.POST('/api/v1/service/restart');
    // Seen directly, not through the proxy: MinIO goes away and comes back, so the console's call lost its answer.
    await goneAndBack(minio.server.endpoint);
    await proxy.removeToxic(lost);
    expect(await restarting).toEqual({ status: 204 });
    expect((await world.root.GET('/api/v1/session')).status).toBe(200);
  }, 90_000);
});

/** Resolves once MinIO at `endpoint` has stopped answering and answers again (polled every 20 ms: it is away briefly). */
async function goneAndBack(endpoint: string): Promise<void> {
  const live = async () => {
    try {
      const answer = await fetch(`${endpoint}/minio/health/live`);
      await answer.arrayBuffer();
      return answer.ok;
    } catch {
      return false;
    }
  };
  let gone = false;
  for (const deadline = Date.now() + 30_000; Date.now() < deadline;) {
    const up = await live();
    if (!up) gone = true;
    else if (gone) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`MinIO at ${endpoint} did not go away and come back within 30 s`);
}
