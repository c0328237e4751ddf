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
  /** Hold MinIO's answer on each new connection this long before passing it on. */
  holdMs = 0;
  /** Bytes MinIO sent on each connection, newest last. */
  readonly sent: number[] = [];
  /** Whether the console's side of each connection is still open, newest last. */
  readonly open: boolean[] = [];
  /** The first line the console sent on each connection, newest last. */
  readonly firstLines: string[] = [];
  private readonly sockets = new Set<Socket>();

  async start(target: URL): Promise<string> {
    this.server = createServer((client) => {
      const upstream = connect(Number(target.port), target.hostname);
      const index = this.sent.push(0) - 1;
      const cutAfter = this.cutAfter;
      this.open[index] = true;
      client.once(
        'data',
        (chunk: Buffer) => (this.firstLines[index] = chunk.toString('latin1').split('\r\n')[0] ?? ''),
      );
      this.sockets.add(client).add(upstream);
      if (this.holdMs > 0) {
        upstream.pause();
        setTimeout(() => upstream.resume(), this.holdMs);
      }
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
      client.on('close', () => {
        this.open[index] = false;
        upstream.destroy();
      });
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

  it('closes its connection to MinIO when the client left before MinIO answered', async () => {
    relay.holdMs = 1000;
    try {
      const { abort } = await new Promise<{ abort: () => void }>((resolve) => {
        const url = `${world.app.base}/api/v1/buckets/${bucket}/objects/download?prefix=${encodeURIComponent(b64('big.bin'))}`;
        const req = request(url, { headers: { Cookie: world.root.cookie } });
        req.on('error', () => undefined);
        req.end(() => resolve({ abort: () => req.destroy() }));
      });
      const asked = `GET /${bucket}/big.bin `;
      const connection = await eventually('the console to ask MinIO', async () => {
        const index = relay.firstLines.findLastIndex((line) => line.startsWith(asked));
        return index >= 0 ? index : undefined;
      });
      abort();
      // Before, the answer that came after the client left was held unread, the connection open for good.
      await eventually('the console to close its connection to MinIO', async () =>
        relay.open[connection] === false ? true : undefined,
      );
    } finally {
      relay.holdMs = 0;
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
