/**
 * Bare download proxies for proxy-cpu.ts (a prototype, not shipped): each answers `GET /?bucket=…&key=…` with the
 * object read from MinIO, in one of several ways, so the CPU each costs per GiB can be compared with the console's
 * own path. No session, no headers of ours: only the way the bytes travel differs.
 *   node --import tsx hack/bench/proxy-prototypes.ts <kind> <port>
 * Kinds:
 *   pipeline     node:http client (the console's s3Stream) → pipeline(upstream, res): what the console does.
 *   raw-pipe     a raw TCP socket to MinIO (request written by hand, the answer's head parsed here), then
 *                upstream.pipe(client socket): no HTTP parser or IncomingMessage/ServerResponse on the body.
 *   onread       the same raw socket read with `onread` into 1 MiB buffers (one JS callback per large read instead
 *                of one per 64 KiB), each buffer written straight to the client's socket without a copy; reading
 *                pauses while the client's socket is full (backpressure) and buffers are reused once written.
 *   relay        TCP byte relay to MinIO (below HTTP; the client signs for MinIO): the least any Node process costs.
 * The credentials come in BENCH_CONNECTION (JSON of `{endpoint, credentials}`).
 */
import { createServer, type ServerResponse } from 'node:http';
import { connect, createServer as createTcpServer, type Socket } from 'node:net';
import { pipeline } from 'node:stream/promises';
import { s3Stream } from '../../backend/src/features/objects/s3-raw';
import { encodeS3Path } from '../../backend/src/platform/minio/request-target';
import { signRequest, type MinioCredentials } from '../../backend/src/platform/minio/sign';

const [kind, portText] = process.argv.slice(2);
const connection = JSON.parse(process.env.BENCH_CONNECTION ?? 'null') as {
  endpoint: string;
  credentials: MinioCredentials;
};
const port = Number(portText);
const READ_SIZE = Number(process.env.PROTO_READ_SIZE ?? 1024 * 1024);

/** A signed GET written by hand on a fresh TCP socket; answers the socket once connected. */
async function rawGet(bucket: string, key: string, onread?: object): Promise<Socket> {
  const url = new URL(`${connection.endpoint.replace(/\/+$/, '')}${encodeS3Path(`/${bucket}/${key}`)}`);
  const headers = await signRequest({
    method: 'GET',
    url,
    bodySha256: 'UNSIGNED-PAYLOAD',
    credentials: connection.credentials,
    region: 'us-east-1',
    service: 's3',
  });
  const head = [`GET ${url.pathname} HTTP/1.1`, ...Object.entries(headers).map(([n, v]) => `${n}: ${v}`), '', ''];
  const socket = connect({ host: url.hostname, port: Number(url.port), ...(onread ?? {}) } as never);
  socket.write(head.join('\r\n'));
  return socket;
}

/** Splits a chunk at the end of an HTTP head; answers the status, content-length and the body bytes after it. */
function parseHead(buffered: Buffer): { status: number; length: number; rest: Buffer } | undefined {
  const end = buffered.indexOf('\r\n\r\n');
  if (end < 0) return undefined;
  const text = buffered.subarray(0, end).toString('latin1');
  const status = Number(text.slice(9, 12));
  const match = /\r\ncontent-length:\s*(\d+)/i.exec(text);
  return { status, length: Number(match?.[1] ?? -1), rest: buffered.subarray(end + 4) };
}

function startBody(res: ServerResponse, status: number, length: number): Socket {
  res.writeHead(status === 200 ? 200 : 502, { 'content-length': String(length) });
  res.flushHeaders();
  return res.socket as Socket;
}

async function rawPipe(res: ServerResponse, bucket: string, key: string): Promise<void> {
  const upstream = await rawGet(bucket, key);
  let buffered = Buffer.alloc(0);
  const onHead = (chunk: Buffer) => {
    buffered = Buffer.concat([buffered, chunk]);
    const head = parseHead(buffered);
    if (!head) return;
    upstream.off('data', onHead);
    upstream.pause();
    const client = startBody(res, head.status, head.length);
    let left = head.length - head.rest.length;
    client.write(head.rest);
    upstream.on('data', (data: Buffer) => {
      left -= data.length;
      if (!client.write(data)) {
        upstream.pause();
        client.once('drain', () => upstream.resume());
      }
      if (left <= 0) upstream.destroy();
    });
    upstream.resume();
  };
  upstream.on('data', onHead);
  upstream.on('error', () => res.destroy());
}

async function onreadProxy(res: ServerResponse, bucket: string, key: string): Promise<void> {
  const free: Buffer[] = [];
  let client: Socket | undefined;
  let left = 0;
  let headBytes = Buffer.alloc(0);
  let upstream: Socket | undefined = undefined;
  const next = () => free.pop() ?? Buffer.allocUnsafeSlow(READ_SIZE);
  const onread = {
    buffer: next,
    callback: (bytes: number, buffer: Buffer): boolean => {
      let body = buffer.subarray(0, bytes);
      let owner: Buffer | undefined = buffer;
      if (!client) {
        headBytes = Buffer.concat([headBytes, body]);
        const head = parseHead(headBytes);
        if (!head) return true;
        client = startBody(res, head.status, head.length);
        left = head.length;
        body = Buffer.from(head.rest);
        free.push(buffer);
        owner = undefined;
      }
      left -= body.length;
      const done = client.write(body, () => {
        if (owner && free.length < 8) free.push(owner);
      });
      if (left <= 0) {
        upstream?.destroy();
        return false;
      }
      if (!done) {
        client.once('drain', () => upstream?.resume());
        return false;
      }
      return true;
    },
  };
  upstream = await rawGet(bucket, key, { onread } as never);
  upstream.on('error', () => res.destroy());
}

if (kind === 'relay') {
  const minio = new URL(connection.endpoint);
  createTcpServer((client) => {
    const upstream = connect(Number(minio.port), minio.hostname);
    client.pipe(upstream).pipe(client);
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
  }).listen(port, '127.0.0.1');
} else {
  createServer((req, res) => {
    const query = new URL(req.url ?? '/', 'http://proto').searchParams;
    const bucket = query.get('bucket') ?? '';
    const key = query.get('key') ?? '';
    const fail = () => (res.headersSent ? res.destroy() : res.writeHead(502).end());
    if (kind === 'pipeline') {
      s3Stream(connection, { method: 'GET', bucket, key }).then((upstream) => {
        res.writeHead(200, { 'content-length': upstream.headers['content-length'] ?? '' });
        return pipeline(upstream, res);
      }, fail);
    } else if (kind === 'raw-pipe') {
      rawPipe(res, bucket, key).catch(fail);
    } else if (kind === 'onread') {
      onreadProxy(res, bucket, key).catch(fail);
    } else {
      throw new Error(`unknown prototype "${kind}"`);
    }
  }).listen(port, '127.0.0.1');
}
