import { randomBytes } from 'node:crypto';
import { request, type IncomingMessage } from 'node:http';
import { createServer, connect, type Server, type Socket } from 'node:net';
import { eventually } from '@test/support/eventually';
import { consoleFixture } from '@test/support/fixtures';
import { loadWorld, need } from '@test/world/state';
import { putObjects } from '@test/support/minio-root';
import { b64 } from './objects-kit';

jest.setTimeout(180_000);

/**
 * How the body of a download travels (object-body.ts): the console talks to MinIO through a TCP relay run by this
 * test, which counts the bytes MinIO sent on each connection and can cut a connection off after some bytes. What a
 * user must see: a download MinIO breaks off ends short (never as a complete answer), and a client that stops
 * reading stops the read from MinIO (the console holds a bounded amount, not the object).
 */
class Relay {
  server: Server | undefined;
  /** Cut each new connection after MinIO has sent this many bytes on it. */
  cutAfter = Infinity;
  /** Bytes MinIO sent on each connection, newest last. */
  readonly sent: number[] = [];
  private readonly sockets = new Set<Socket>();

  async start(target: URL): Promise<string> {
    this.server = createServer((client) => {
      const upstream = connect(Number(target.port), target.hostname);
      const index = this.sent.push(0) - 1;
      const cutAfter = this.cutAfter;
      this.sockets.add(client).add(upstream);
      client.pipe(upstream);
      upstream.on('data', (chunk: Buffer) => {
        this.sent[index] = (this.sent[index] ?? 0) + chunk.length;
        if ((this.sent[index] ?? 0) > cutAfter) {
          client.destroy();
          upstream.destroy();
          return;
        }
        if (!client.write(chunk)) {
          upstream.pause();
          client.once('drain', () => upstream.resume());
        }
      });
      upstream.on('end', () => client.end());
      client.on('error', () => upstream.destroy());
      upstream.on('error', () => client.destroy());
      client.on('close', () => upstream.destroy());
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    const address = this.server.address();
    if (!address || typeof address === 'string') throw new Error('relay without a port');
    return `http://127.0.0.1:${address.port}`;
  }

  stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

const relay = new Relay();
const real = need(loadWorld().minio.erasure, 'erasure MinIO');
let relayEndpoint = '';
beforeAll(async () => {
  relayEndpoint = await relay.start(new URL(real.endpoint));
});

const world = consoleFixture({ minio: () => ({ ...real, endpoint: relayEndpoint }) });
// After the fixture's own clean-up (hooks run in the order declared), which still goes through the relay.
afterAll(() => relay.stop());
let bucket: string;
const MiB = 1024 * 1024;
const big = randomBytes(64 * MiB);

beforeAll(async () => {
  bucket = await world.bucket('download-stream');
  await putObjects(real, bucket, [
    ['big.bin', big],
    ['small.bin', big.subarray(0, 8 * MiB)],
  ]);
});

/** Opens a download; answers the response once its head is in. */
function open(key: string): Promise<{ res: IncomingMessage; abort: () => void }> {
  const url = `${world.app.base}/api/v1/buckets/${bucket}/objects/download?prefix=${encodeURIComponent(b64(key))}`;
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { Cookie: world.root.cookie } }, (res) =>
      resolve({ res, abort: () => req.destroy() }),
    );
    req.on('error', (error) => (req.destroyed ? undefined : reject(error)));
    req.end();
  });
}

/** Reads a response to its end: the bytes that came and whether it ended complete or was cut. */
function readAll(res: IncomingMessage): Promise<{ body: Buffer; complete: boolean }> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => resolve({ body: Buffer.concat(chunks), complete: res.complete }));
    res.on('error', () => resolve({ body: Buffer.concat(chunks), complete: false }));
    res.on('aborted', () => resolve({ body: Buffer.concat(chunks), complete: false }));
  });
}

describe('a download through the console', () => {
  it('delivers every byte of a large object, in order', async () => {
    const { res } = await open('small.bin');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-length']).toBe(String(8 * MiB));
    const { body, complete } = await readAll(res);
    expect(complete).toBe(true);
    expect(body.equals(big.subarray(0, 8 * MiB))).toBe(true);
  });

  it('ends short, not as a complete answer, when MinIO breaks off part-way', async () => {
    relay.cutAfter = 2 * MiB;
    try {
      const { res } = await open('small.bin');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-length']).toBe(String(8 * MiB));
      const { body, complete } = await readAll(res);
      expect(complete).toBe(false);
      expect(body.length).toBeLessThan(8 * MiB);
      expect(body.equals(big.subarray(0, body.length))).toBe(true);
    } finally {
      relay.cutAfter = Infinity;
    }
  });

  it('reads from MinIO only as fast as the client takes the bytes', async () => {
    const { res, abort } = await open('big.bin');
    expect(res.statusCode).toBe(200);
    res.pause();
    const connection = relay.sent.length - 1;
    try {
      // Wait until MinIO has stopped sending on that connection (the socket buffers on the way are full).
      let last = -1;
      const held = await eventually('MinIO to stop sending while the client does not read', async () => {
        const now = relay.sent[connection] ?? 0;
        const settled = now > 0 && now === last;
        last = now;
        await new Promise((resolve) => setTimeout(resolve, 500));
        return settled ? now : undefined;
      });
      // Socket buffers on loopback (client, console and relay) hold some MiB; the object is 64 MiB.
      expect(held).toBeLessThan(40 * MiB);
      res.resume();
      const { body, complete } = await readAll(res);
      expect(complete).toBe(true);
      expect(body.equals(big)).toBe(true);
    } finally {
      abort();
    }
  });
});
