import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { OutboundRefusedError } from '@platform/net/outbound-refusal';
import type { ApiClient } from '@test/support/api-client';
import { consoleFixture } from '@test/support/fixtures';
import { asRoot } from '@test/support/minio-root';
import { loadWorld, need } from '@test/world/state';
import { LOOPBACK_TARGETS } from './bucket-test-kit';

/** The one answer for every remote the console may not or cannot use. */
const neutral = new OutboundRefusedError().body;

jest.setTimeout(60_000);

/** The replication wizard's step 1 against the second server, and what the console refuses to call. */
const second = need(loadWorld().minio.second, 'second MinIO');
const secondHost = new URL(second.endpoint).host;
const world = consoleFixture({ env: LOOPBACK_TARGETS });
let remoteBucket: string;

beforeAll(async () => {
  remoteBucket = world.bucketName('ext', second);
  await asRoot(second, (s3) => s3.makeBucket(remoteBucket));
});

/** A plain HTTP server on 127.0.0.1 that counts requests and answers as told. */
async function stubServer(answer: (url: string) => { status: number; headers?: Record<string, string> }) {
  let requests = 0;
  const server: Server = createServer((req, res) => {
    requests++;
    const { status, headers } = answer(req.url ?? '/');
    res.writeHead(status, headers).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    host: `127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests: () => requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('remote buckets (wizard step 1)', () => {
  const list = (user: ApiClient, targetURL: string, secretKey = second.secretKey, useTLS = false) =>
    user.POST('/api/v1/list-external-buckets', {
      body: { accessKey: second.accessKey, secretKey, targetURL, useTLS },
    });

  it('lists the buckets of the second server with its keys', async () => {
    const { status, data } = await list(world.root, secondHost);
    expect(status).toBe(200);
    expect(data?.buckets).toContainEqual({ name: remoteBucket });
  });

  it('says when an S3 server refuses the keys, and nothing about ports that are closed or not S3 (400, not 401)', async () => {
    const refused = await list(world.root, secondHost, 'not-the-secret-key');
    expect(refused).toMatchObject({
      status: 400,
      error: { message: `The remote server ${second.endpoint} refused the credentials` },
    });
    const closed = await stubServer(() => ({ status: 200 }));
    await closed.close();
    const open = await stubServer(() => ({ status: 200 }));
    try {
      const [silent, notS3] = [await list(world.root, closed.host), await list(world.root, open.host)];
      expect(silent).toEqual({ status: 400, error: neutral });
      expect(notS3).toEqual(silent);
      expect(open.requests()).toBeGreaterThan(0);
    } finally {
      await open.close();
    }
    expect((await world.root.GET('/api/v1/session')).status).toBe(200);
  });

  it('calls only http(s) host:port addresses and never follows a redirect', async () => {
    expect((await list(world.root, 'ftp://127.0.0.1:21')).status).toBe(400);
    expect((await list(world.root, `${secondHost}/some/path`)).status).toBe(400);
    expect((await list(world.root, `user:pw@${secondHost}`)).status).toBe(400);
    const elsewhere = await stubServer(() => ({ status: 200 }));
    const redirecting = await stubServer(() => ({ status: 307, headers: { Location: `http://${elsewhere.host}/` } }));
    try {
      const answer = await list(world.root, redirecting.host);
      expect(answer).toEqual({ status: 400, error: neutral });
      expect(redirecting.requests()).toBeGreaterThan(0);
      expect(elsewhere.requests()).toBe(0);
    } finally {
      await Promise.all([redirecting.close(), elsewhere.close()]);
    }
  });

  it('does not contact any address for a user who may not set up replication', async () => {
    const stub = await stubServer(() => ({ status: 200 }));
    try {
      const writer = await world.persona('readwrite');
      expect((await list(writer, stub.host)).status).toBe(403);
      expect(stub.requests()).toBe(0);
    } finally {
      await stub.close();
    }
  });
});
