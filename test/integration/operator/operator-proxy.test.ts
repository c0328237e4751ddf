import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { consoleRegistry } from '@platform/metrics/console-metrics';
import { logIn } from '@test/support/api-client';
import { eventually } from '@test/support/eventually';
import { jsonHeaders, startApp, type AppUnderTest } from '@test/support/app-under-test';
import { putObjects, removeBucketFully } from '@test/support/minio-root';
import { kubeCall } from '@test/world/kube-http';
import { loadWorld, need } from '@test/world/state';
import { operatorFixture } from './operator-app';
import { createTenant, type RbacRule } from './operator-fixture';

/**
 * The tenant console proxy against real servers: the "tenant" is a real MinIO with a second instance of our own
 * console in front of it (console mode), reached through a Service without selector and its Endpoints — the API
 * server is real, only cluster DNS and kube-proxy are missing here. The API server refuses loopback addresses in
 * Endpoints and EndpointSlices, so the second console listens on this machine's own (non-loopback) address.
 */
describe('operator mode: tenant console proxy', () => {
  const minio = need(loadWorld().minio.erasure, 'MinIO (erasure)');
  const world = operatorFixture({ CONSOLE_TENANT_ADDRESS_MODE: 'endpoints' });
  const { admin } = world;
  const tenant = 'proxied';
  const bucket = `proxy-${randomUUID()}`;
  let namespace = '';
  let tenantConsole: AppUnderTest | undefined;
  let cookie = '';
  let noSecretsCookie = '';

  const readRules: RbacRule[] = [
    { apiGroups: ['minio.min.io'], resources: ['tenants'], verbs: ['get', 'list'] },
    { apiGroups: [''], resources: ['services', 'endpoints'], verbs: ['get'] },
    { apiGroups: ['discovery.k8s.io'], resources: ['endpointslices'], verbs: ['list'] },
  ];
  const proxy = (path: string) => `${world.app.base}/api/proxy/${namespace}/${tenant}${path}`;

  beforeAll(async () => {
    // The tenant's console serves a page of its own, so the test sees which console answered.
    const staticDir = mkdtempSync(join(tmpdir(), 'tenant-console-'));
    writeFileSync(
      join(staticDir, 'index.html'),
      '<html><head><base href="/" /></head><body>tenant console</body></html>',
    );
    tenantConsole = await startApp({ CONSOLE_MINIO_SERVER: minio.endpoint, CONSOLE_STATIC_DIR: staticDir }, undefined, {
      host: ownAddress(),
    });
    namespace = await world.namespace('op-proxy');

    const secret = `${tenant}-env-configuration`;
    await kubeCall(admin, 'POST', `/api/v1/namespaces/${namespace}/secrets`, {
      apiVersion: 'v1',
      kind: 'Secret',
      metadata: { name: secret },
      // As the operator writes it: shell export lines in config.env.
      stringData: {
        'config.env': `export MINIO_BROWSER="on"\nexport MINIO_ROOT_USER="${minio.accessKey}"\nexport MINIO_ROOT_PASSWORD="${minio.secretKey}"\n`,
      },
    });
    await createTenant(admin, namespace, tenant, undefined, { configuration: { name: secret } });
    await kubeCall(admin, 'POST', `/api/v1/namespaces/${namespace}/services`, {
      apiVersion: 'v1',
      kind: 'Service',
      metadata: { name: `${tenant}-console` },
      spec: { ports: [{ name: 'http-console', port: 9090, targetPort: 9090 }] },
    });
    const { hostname: ip, port } = new URL(tenantConsole.base);
    await kubeCall(admin, 'POST', `/api/v1/namespaces/${namespace}/endpoints`, {
      apiVersion: 'v1',
      kind: 'Endpoints',
      metadata: { name: `${tenant}-console` },
      subsets: [{ addresses: [{ ip }], ports: [{ name: 'http-console', port: Number(port) }] }],
    });
    await makeBucket(bucket);

    // The proxy's requests are sent as a browser page sends them (raw): the operator's session cookie only.
    cookie = (await world.persona([...readRules, { apiGroups: [''], resources: ['secrets'], verbs: ['get'] }])).cookie;
    noSecretsCookie = (await world.persona(readRules)).cookie;
  }, 120_000);

  afterAll(() => tenantConsole?.close());

  /** Creates a bucket in the tenant's MinIO directly through the tenant console (not through the proxy). */
  async function makeBucket(name: string): Promise<void> {
    world.cleanup.later(() => removeBucketFully(minio, name));
    const root = await logIn(tenantConsole?.base ?? '', minio.accessKey, minio.secretKey);
    const res = await root.POST('/api/v1/buckets', { body: { name, versioning: false, locking: false } });
    if (res.status !== 201) throw new Error(`bucket ${name}: ${res.status} ${JSON.stringify(res.error)}`);
  }

  it("lists the tenant's buckets through its own console", async () => {
    const res = await fetch(proxy('/api/v1/buckets'), { headers: { Cookie: cookie } });
    expect(res.status).toBe(200);
    const { buckets } = (await res.json()) as { buckets: Array<{ name: string }> };
    expect(buckets.map((b) => b.name)).toContain(bucket);
    // The tenant's own login cookie stays on the server: any cookie set here is the operator's session.
    for (const set of res.headers.getSetCookie()) {
      const session = await fetch(`${world.app.base}/api/v1/session`, {
        headers: { Cookie: set.split(';')[0] ?? '' },
      });
      expect(await session.json()).toMatchObject({ operator: true });
    }
  });

  it('answers with the tenant console session, not the operator session', async () => {
    const res = await fetch(proxy('/api/v1/session'), { headers: { Cookie: cookie } });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ operator: false });
  });

  it('streams request bodies to the tenant: a bucket created through the proxy exists in MinIO', async () => {
    const name = `proxy-made-${randomUUID()}`;
    world.cleanup.later(() => removeBucketFully(minio, name));
    const res = await fetch(proxy('/api/v1/buckets'), {
      method: 'POST',
      headers: { ...jsonHeaders, Cookie: cookie },
      body: JSON.stringify({ name }),
    });
    expect(res.status).toBeLessThan(300);
    const list = (await (await fetch(proxy('/api/v1/buckets'), { headers: { Cookie: cookie } })).json()) as {
      buckets: Array<{ name: string }>;
    };
    expect(list.buckets.map((b) => b.name)).toContain(name);
  });

  it('logs in to the tenant again when its console no longer accepts the kept login (logged out in the frame)', async () => {
    const logout = await fetch(proxy('/api/v1/logout'), {
      method: 'POST',
      headers: { ...jsonHeaders, Cookie: cookie },
    });
    expect(logout.status).toBeLessThan(300);
    // The tenant's cookie-clearing answer must not reach the browser, where it would end the operator's session.
    expect(logout.headers.getSetCookie().filter((c) => /Max-Age=0/.test(c))).toEqual([]);
    const res = await fetch(proxy('/api/v1/buckets'), { headers: { Cookie: cookie } });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { buckets: Array<{ name: string }> }).buckets.map((b) => b.name)).toContain(bucket);
  });

  it('refuses a state-changing call without the CSRF header, before it reaches the tenant', async () => {
    const res = await fetch(proxy('/api/v1/buckets'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: cookie },
      body: JSON.stringify({ name: `never-${randomUUID()}` }),
    });
    expect(res.status).toBe(403);
  });

  it("serves the tenant console's page rebased onto the proxy path (the /hop frame)", async () => {
    const res = await fetch(proxy('/?cp=y'), { headers: { Cookie: cookie } });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('tenant console');
    expect(html).toContain(`<base href="/api/proxy/${namespace}/${tenant}/"`);
    // A frame asks for a page as a browser does: /metrics is the app's page only for a request that accepts HTML.
    const metrics = await fetch(proxy('/metrics?cp=y'), { headers: { Cookie: cookie, Accept: 'text/html' } });
    expect(metrics.status).toBe(200);
    expect(await metrics.text()).toContain('tenant console');
  });

  it("gives a clear 403 to a user who may not read the tenant's secret", async () => {
    const res = await fetch(proxy('/api/v1/buckets'), { headers: { Cookie: noSecretsCookie } });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ message: expect.stringMatching(/get secrets .*in namespace/) });
  });

  it('answers 404 for a tenant that does not exist', async () => {
    const res = await fetch(`${world.app.base}/api/proxy/${namespace}/no-such-tenant/api/v1/buckets`, {
      headers: { Cookie: cookie },
    });
    expect(res.status).toBe(404);
  });

  it('answers 401 without an operator session', async () => {
    expect((await fetch(proxy('/api/v1/buckets'))).status).toBe(401);
  });

  it("stops the tenant's answer when the browser left while the tenant login was under way", async () => {
    await putObjects(minio, bucket, [['left-behind.bin', randomBytes(64 * 1024 * 1024)]]);
    const leaving = await secretReader();
    const prefix = encodeURIComponent(Buffer.from('left-behind.bin').toString('base64'));
    const download = new URL(proxy(`/api/v1/buckets/${bucket}/objects/download?prefix=${prefix}`));
    const before = await gauge('object_console_http_requests_in_flight');
    await requestThenLeave(`GET ${download.pathname}${download.search}`, leaving);
    // Waits for the same tenant login: once this request went through, the one left behind did too.
    expect((await fetch(proxy('/api/v1/session'), { headers: { Cookie: leaving } })).status).toBe(200);
    // Before, the tenant's download was sent on to the closed response: it stalled there, in flight for good.
    await eventually(
      'every request (here and at the tenant) to be over',
      async () => ((await gauge('object_console_http_requests_in_flight')) === before ? true : undefined),
      15_000,
    );
  }, 60_000);

  describe('websockets', () => {
    const open = (headers: Record<string, string>) =>
      new Promise<number>((resolve, reject) => {
        const socket = new WebSocket(proxy('/ws/trace').replace(/^http/, 'ws'), { headers });
        socket.on('unexpected-response', (_req, res) => {
          resolve(res.statusCode ?? 0);
          socket.terminate();
        });
        socket.on('open', () => {
          resolve(101);
          socket.close();
        });
        socket.on('error', reject);
      });

    it('refuses a handshake from another origin', async () => {
      expect(await open({ Cookie: cookie, Origin: 'https://evil.example' })).toBe(403);
    });

    it("passes an allowed handshake on to the tenant's console, and its answer back", async () => {
      // The tenant here is a console like ours: its /ws/trace opens for the proxy's tenant login, under the tenant's
      // own Origin (the proxy names it; the tenant refuses another host's).
      expect(await open({ Cookie: cookie, Origin: world.app.base })).toBe(101);
    });

    it('refuses a handshake without a session', async () => {
      expect(await open({ Origin: world.app.base })).toBe(401);
    });

    it("closes the tenant's socket when the browser left while the tenant login was under way", async () => {
      // A session of its own: the tenant login is made for this handshake, which the browser leaves meanwhile.
      const leaving = await secretReader();
      const before = await gauge('object_console_open_websockets');
      await requestThenLeave(
        `GET ${new URL(proxy('/ws/trace')).pathname}`,
        leaving,
        'Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n' +
          'Sec-WebSocket-Version: 13\r\n',
      );
      // Waits for the same tenant login: once this handshake went through, the one left behind did too.
      expect(await open({ Cookie: leaving, Origin: world.app.base })).toBe(101);
      // Before, the tenant's answer to the handshake left behind was joined to the closed socket, and stayed open
      // (here until the tenant console dropped it for missing its pings, 30 s; a tenant that does not ping, for good).
      await eventually(
        'every websocket (here and at the tenant) to be closed',
        async () => ((await gauge('object_console_open_websockets')) === before ? true : undefined),
        15_000,
      );
    }, 60_000);
  });

  /** A new operator session that may read the tenant's secret: its first proxied request makes a tenant login. */
  async function secretReader(): Promise<string> {
    return (await world.persona([...readRules, { apiGroups: [''], resources: ['secrets'], verbs: ['get'] }])).cookie;
  }

  /** A gauge of this process, whose metrics count the proxy's requests and the tenant console's alike. */
  async function gauge(name: string): Promise<number> {
    return (await consoleRegistry.getSingleMetric(name)?.get())?.values[0]?.value ?? 0;
  }

  /** Sends a request as a page would, then resets the connection before any answer (while the login is made). */
  function requestThenLeave(requestLine: string, sessionCookie: string, extraHeaders = ''): Promise<void> {
    const { hostname, port } = new URL(world.app.base);
    return new Promise((resolve) => {
      const socket = connect(Number(port), hostname, () => {
        socket.write(
          `${requestLine} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nOrigin: ${world.app.base}\r\n` +
            `Cookie: ${sessionCookie}\r\n${extraHeaders}\r\n`,
        );
        setTimeout(() => socket.resetAndDestroy(), 20);
      });
      socket.on('error', () => undefined);
      socket.on('close', () => resolve());
    });
  }
});

/** The first non-loopback IPv4 address of this machine. */
function ownAddress(): string {
  const address = Object.values(networkInterfaces())
    .flat()
    .find((info) => info?.family === 'IPv4' && !info.internal)?.address;
  if (!address) throw new Error('this machine has no non-loopback IPv4 address for the tenant console to listen on');
  return address;
}
