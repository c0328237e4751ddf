import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { OutboundRefusedError } from '@platform/net/outbound-refusal';
import type { ApiClient } from '@test/support/api-client';
import { consoleFixture } from '@test/support/fixtures';
import { asRoot } from '@test/support/minio-root';
import { uniqueBucket } from '@test/support/unique';
import { loadWorld, need } from '@test/world/state';
import { bucketPersona, LOOPBACK_TARGETS, replicationRequest } from '../buckets/bucket-test-kit';

jest.setTimeout(120_000);

/**
 * Addresses users type for the console or MinIO to connect to (the replication wizard, tiers), over HTTP against
 * the real app: every internal form of this host and the metadata address gets one neutral 400, as does a closed
 * port on an allowed address; with loopback allowed, the world's second MinIO (on 127.0.0.1) still works.
 */
const second = need(loadWorld().minio.second, 'second MinIO');
const secondPort = new URL(second.endpoint).port;
const neutral = new OutboundRefusedError().body;
const guarded = consoleFixture();
const permissive = consoleFixture({ env: LOOPBACK_TARGETS });
let remoteBucket: string;

/** 127.0.0.1 and 169.254.169.254 written every way a user might; `port` is where a real S3 server listens. */
const internalForms = (port: string) => [
  `[::1]:${port}`,
  `0x7f000001:${port}`,
  `2130706433:${port}`,
  `0177.0.0.1:${port}`,
  `127.1:${port}`,
  `127.0.0.1.:${port}`,
  `[::ffff:127.0.0.1]:${port}`,
  `[::ffff:7f00:1]:${port}`,
  `localhost:${port}`,
  `LOCALHOST.:${port}`,
  '169.254.169.254',
  '0xa9fea9fe:80',
  '[fe80::1%25eth0]:9000',
  'metadata.google.internal',
];

const listRemote = (user: ApiClient, hostPort: string) =>
  user.POST('/api/v1/list-external-buckets', {
    body: { accessKey: second.accessKey, secretKey: second.secretKey, targetURL: hostPort, useTLS: false },
  });

const replicate = (user: ApiClient, hostPort: string) =>
  user.POST('/api/v1/buckets-replication', {
    body: {
      ...replicationRequest(second, [[uniqueBucket('never'), remoteBucket]]),
      targetURL: `http://${hostPort}`,
    },
  });

const addTier = (user: ApiClient, endpoint: string) =>
  user.POST('/api/v1/admin/tiers', {
    body: {
      type: 'minio',
      minio: {
        name: `OUT-${randomUUID().slice(0, 8).toUpperCase()}`,
        endpoint,
        bucket: remoteBucket,
        accesskey: second.accessKey,
        secretkey: second.secretKey,
      },
    },
  });

/** A plain HTTP server on 127.0.0.1 that is no S3 server, counting the requests it gets. */
async function notS3Server(): Promise<{ port: number; requests: () => number; close: () => Promise<void> }> {
  let requests = 0;
  const server: Server = createServer((_req, res) => {
    requests++;
    res.writeHead(200).end('<html>an internal page</html>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    requests: () => requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A port on 127.0.0.1 nothing listens on (taken, then given back). */
async function closedPort(): Promise<number> {
  const probe = await notS3Server();
  await probe.close();
  return probe.port;
}

const expectNeutral = (answer: { status: number }, form: string) =>
  expect({ form, ...answer }).toEqual({ form, status: 400, error: neutral });

beforeAll(async () => {
  remoteBucket = guarded.bucketName('outbound', second);
  await asRoot(second, (s3) => s3.makeBucket(remoteBucket));
});

describe('with the defaults (loopback not allowed)', () => {
  it('answers every form of an internal address with one neutral 400, for the wizard and for tiers', async () => {
    const consoleItself = new URL(guarded.app.base).host;
    for (const form of [...internalForms(secondPort), consoleItself]) {
      expectNeutral(await listRemote(guarded.root, form), form);
      expectNeutral(await replicate(guarded.root, form), form);
      expectNeutral(await addTier(guarded.root, `http://${form}`), form);
    }
    expectNeutral(await addTier(guarded.root, 'http://user:pw@127.0.0.1:22'), 'userinfo');
  });

  it('does not connect to such an address at all', async () => {
    const stub = await notS3Server();
    try {
      for (const form of internalForms(String(stub.port))) expectNeutral(await listRemote(guarded.root, form), form);
      expectNeutral(await addTier(guarded.root, `http://0x7f000001:${stub.port}`), 'tier');
      expect(stub.requests()).toBe(0);
    } finally {
      await stub.close();
    }
  });

  it('refuses a user who may not add tiers or set up replication before looking at the address (403)', async () => {
    const user = await guarded.persona(bucketPersona('bucket-reader'));
    expect((await addTier(user, 'http://169.254.169.254')).status).toBe(403);
    expect((await listRemote(user, '169.254.169.254')).status).toBe(403);
  });

  it("still lets a user name the console's own MinIO, which the operator configured", async () => {
    const { accessKey, secretKey, endpoint } = guarded.minio;
    const own = await guarded.root.POST('/api/v1/list-external-buckets', {
      body: { accessKey, secretKey, targetURL: new URL(endpoint).host, useTLS: false },
    });
    expect(own.status).toBe(200);
    expect(Array.isArray(own.data?.buckets)).toBe(true);
  });
});

describe('with loopback allowed', () => {
  it('gives a closed port and a server that is not S3 the same answer as a refused address', async () => {
    const [closed, stub] = [await closedPort(), await notS3Server()];
    try {
      for (const port of [closed, stub.port]) {
        expectNeutral(await listRemote(permissive.root, `127.0.0.1:${port}`), `list ${port}`);
        expectNeutral(await addTier(permissive.root, `http://127.0.0.1:${port}`), `tier ${port}`);
      }
      expect(stub.requests()).toBeGreaterThan(0);
    } finally {
      await stub.close();
    }
  });

  it('still refuses link-local and metadata addresses', async () => {
    for (const form of ['169.254.169.254', '[::ffff:a9fe:a9fe]:80', 'metadata.google.internal']) {
      expectNeutral(await listRemote(permissive.root, form), form);
      expectNeutral(await addTier(permissive.root, `http://${form}`), form);
    }
  });

  it("reaches the world's second MinIO on 127.0.0.1", async () => {
    const listed = await listRemote(permissive.root, `127.0.0.1:${secondPort}`);
    expect(listed).toMatchObject({ status: 200, data: { buckets: expect.arrayContaining([{ name: remoteBucket }]) } });
  });
});
