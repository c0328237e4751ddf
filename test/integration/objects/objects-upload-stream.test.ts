import { randomBytes, randomUUID } from 'node:crypto';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { eventually } from '@test/support/eventually';
import { consoleFixture } from '@test/support/fixtures';
import { readAsRoot } from '@test/support/minio-root';
import { loadWorld, need } from '@test/world/state';
import { CSRF_HEADER, CSRF_VALUE } from '../../../backend/src/platform/http/csrf';
import { b64 } from './objects-kit';

jest.setTimeout(180_000);

/**
 * How the bytes of a form upload travel (form-upload.ts): the console talks to MinIO through a TCP relay run by this
 * test, which can stop reading what the console sends (a MinIO that does not keep up). What a user must see: the
 * console then stops reading the form too, holding a bounded amount (a couple of slices and the socket buffers, not
 * the file), and the upload completes intact once MinIO takes bytes again.
 */
class StallingRelay {
  private server: Server | undefined;
  private readonly consoleSides = new Set<Socket>();
  private readonly all = new Set<Socket>();
  stalled = false;
  /** Bytes the console has sent towards MinIO, on every connection. */
  fromConsoleBytes = 0;

  async start(target: URL): Promise<string> {
    this.server = createServer((fromConsole) => {
      const upstream = connect(Number(target.port), target.hostname);
      this.consoleSides.add(fromConsole);
      this.all.add(fromConsole).add(upstream);
      fromConsole.on('data', (chunk: Buffer) => {
        this.fromConsoleBytes += chunk.length;
        upstream.write(chunk);
      });
      fromConsole.on('end', () => upstream.end());
      upstream.pipe(fromConsole);
      if (this.stalled) fromConsole.pause();
      const drop = () => {
        fromConsole.destroy();
        upstream.destroy();
        this.consoleSides.delete(fromConsole);
      };
      fromConsole.on('error', drop).on('close', drop);
      upstream.on('error', drop).on('close', drop);
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    const address = this.server.address();
    if (!address || typeof address === 'string') throw new Error('relay without a port');
    return `http://127.0.0.1:${address.port}`;
  }

  stall(): void {
    this.stalled = true;
    for (const socket of this.consoleSides) socket.pause();
  }

  release(): void {
    this.stalled = false;
    for (const socket of this.consoleSides) socket.resume();
  }

  stop(): Promise<void> {
    for (const socket of this.all) socket.destroy();
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

const relay = new StallingRelay();
const real = need(loadWorld().minio.erasure, 'erasure MinIO');
let relayEndpoint = '';
beforeAll(async () => {
  relayEndpoint = await relay.start(new URL(real.endpoint));
});
const world = consoleFixture({ minio: () => ({ ...real, endpoint: relayEndpoint }) });
afterAll(() => relay.stop());

const MiB = 1024 * 1024;

/**
 * A form upload over a raw socket, written as fast as the console takes it (each write waits for 'drain'): `sent`
 * counts the bytes the console's side has accepted so far; `answer` is the whole response once it ends.
 */
function streamForm(bucket: string, name: string, file: Buffer) {
  const boundary = `----stream-${randomUUID()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const base = new URL(world.app.base);
  const request =
    `POST /api/v1/buckets/${bucket}/objects/upload?prefix=${encodeURIComponent(b64('in/'))} HTTP/1.1\r\n` +
    `Host: ${base.host}\r\nCookie: ${world.root.cookie}\r\n${CSRF_HEADER}: ${CSRF_VALUE}\r\n` +
    `Content-Type: multipart/form-data; boundary=${boundary}\r\n` +
    `Content-Length: ${head.length + file.length + tail.length}\r\nConnection: close\r\n\r\n`;
  const socket = connect(Number(base.port), base.hostname);
  const progress = { sent: 0 };
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
  const answer = new Promise<string>((resolve, reject) => {
    socket.on('close', () => resolve(received));
    socket.on('error', reject);
  });
  const write = (bytes: Buffer) =>
    new Promise<void>((resolve) => {
      progress.sent += bytes.length;
      if (socket.write(bytes)) resolve();
      else socket.once('drain', () => resolve());
    });
  const written = (async () => {
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    await write(Buffer.from(request, 'latin1'));
    await write(head);
    for (let at = 0; at < file.length; at += MiB) await write(file.subarray(at, at + MiB));
    await write(tail);
  })();
  written.catch(() => undefined);
  return { progress, answer, socket };
}

describe('a form upload through the console', () => {
  it('stops reading the form while MinIO does not take the bytes, and completes intact after', async () => {
    const bucket = await world.bucket('upload-stream');
    const file = randomBytes(256 * MiB);
    let released = false;
    const upload = streamForm(bucket, 'stalled.bin', file);
    try {
      // Once the file's bytes flow to MinIO, MinIO stops taking them.
      await eventually('the first bytes of the file to reach MinIO', async () =>
        relay.fromConsoleBytes > 8 * MiB ? true : undefined,
      );
      relay.stall();
      // Wait until the client's bytes stop going anywhere.
      let last = -1;
      const held = await eventually(
        'the console to stop reading the form while MinIO is stalled',
        async () => {
          const now = upload.progress.sent;
          const settled = now > 0 && now === last;
          last = now;
          await new Promise((resolve) => setTimeout(resolve, 1000));
          return settled ? now : undefined;
        },
        90_000,
      );
      // Between the client and MinIO: two 8 MiB slices and the socket buffers on loopback (client, console,
      // relay; receive buffers grow to 32 MiB here) — not the rest of the 256 MiB file.
      expect(held).toBeLessThan(file.length);
      expect(held - relay.fromConsoleBytes).toBeLessThan(128 * MiB);
      relay.release();
      released = true;
      const answer = await upload.answer;
      expect(answer).toMatch(/^HTTP\/1\.1 200 /);
      expect((await readAsRoot(real, bucket, 'in/stalled.bin')).equals(file)).toBe(true);
    } finally {
      if (!released) relay.release();
      upload.socket.destroy();
    }
  });

  it('stores several files of one form, small and large, in order and intact', async () => {
    const bucket = await world.bucket('upload-many');
    const files = [randomBytes(10), randomBytes(0), randomBytes(17 * MiB + 5), randomBytes(3 * MiB)];
    const form = new FormData();
    files.forEach((bytes, i) => form.append('file', new Blob([new Uint8Array(bytes)]), `f${i}.bin`));
    form.append('note', 'a field, not a file');
    const res = await world.root.fetch(`/api/v1/buckets/${bucket}/objects/upload`, { method: 'POST', body: form });
    expect(res.status).toBe(200);
    for (const [i, bytes] of files.entries()) {
      expect((await readAsRoot(real, bucket, `f${i}.bin`)).equals(bytes)).toBe(true);
    }
  });
});
