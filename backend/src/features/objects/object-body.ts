import type { ServerResponse } from 'node:http';
import { connect, type Socket } from 'node:net';
import { recordUpstreamCall } from '../../platform/metrics/console-metrics';
import { MinioUnreachableError } from '../../platform/minio/errors';
import type { QueryParams } from '../../platform/minio/request-target';
import type { S3Connection } from '../../platform/minio/s3/s3-client';
import { DEFAULT_TIMEOUT_MS } from '../../platform/minio/signed-fetch';
import { signedS3Target } from './s3-raw';

/** How much one read from MinIO may bring (node:http's client reads 64 KiB at a time). */
const READ_SIZE = 1024 * 1024;
/**
 * Where every connection's reads go until its head is parsed. One buffer for all: a read's bytes are copied out in
 * its callback, which runs at once after the read, before any other socket's next read. Small objects (most
 * downloads) arrive whole with the head, so they never cost a buffer of their own beyond their bytes.
 */
const HEAD_READS = Buffer.allocUnsafeSlow(64 * 1024);
/** Buffers kept for reuse once the client's socket has taken them: a download holds at most this many reads plus
 * the ones being read and written (a few MiB), whatever the object's size and however slow the client. */
const SPARE_BUFFERS = 2;
/** A response head larger than this is not MinIO's answer to a GET: the caller's usual path takes over. */
const MAX_HEAD = 64 * 1024;

/** A GET of an object whose 2xx head is in: MinIO's status and headers, and its body still to send. */
export interface ObjectBody {
  readonly statusCode: number;
  /** Lower-case header names; a repeated header's values joined with ", " as node:http does. */
  readonly headers: Readonly<Record<string, string>>;
  /**
   * Writes the body to `res` (its status and headers set by the caller and not yet sent) and ends it. Resolves
   * when the last byte is handed to the client's socket, or when either side went away: MinIO cutting off destroys
   * `res` (the client sees a short transfer), the client going away closes the connection to MinIO.
   */
  sendTo(res: ServerResponse): Promise<void>;
  /** Closes the connection to MinIO without sending anything (the caller answers otherwise). */
  discard(): void;
}

/**
 * The download hot path (issue #22 item 2): a GET of an object on its own TCP connection to MinIO, its body read
 * with `onread` into 1 MiB buffers and each buffer handed as it is to the client's response. node:http's client
 * costs a JS round (the HTTP parser, an IncomingMessage push, a pipe step) per 64 KiB read; this costs one per large
 * read and no copy, which cut the console's CPU per downloaded GiB by about 5× (hack/bench/proxy-cpu.ts,
 * docs/benchmarks.md). Only the head is parsed here, and only a plain answer is taken: `http:` endpoint, 200 or 206
 * with Content-Length and no Transfer-Encoding. Anything else (an error status, TLS, a refused or cut connection
 * before the head) answers `undefined` and the caller makes its usual request (s3Stream: error parsing, retries),
 * so errors before the first byte stay what they were. The head must come within the connection's timeout.
 */
export async function openObjectBody(
  connection: S3Connection,
  request: {
    readonly bucket: string;
    readonly key: string;
    readonly query?: QueryParams;
    readonly headers?: Readonly<Record<string, string>>;
  },
): Promise<ObjectBody | undefined> {
  if (new URL(connection.endpoint).protocol !== 'http:') return undefined;
  const { url, headers: signed } = await signedS3Target(connection, { method: 'GET', ...request });
  const lines = [`GET ${url.pathname}${url.search} HTTP/1.1`];
  for (const [name, value] of Object.entries(signed)) lines.push(`${name}: ${value}`);
  lines.push('connection: close', '', '');
  return new Promise<ObjectBody | undefined>((resolve, reject) => {
    new BodyReader(url, lines.join('\r\n'), connection, resolve, reject);
  });
}

interface Head {
  readonly status: number;
  readonly headers: Record<string, string>;
  readonly length: number;
}

function parseHead(text: string): Head | undefined {
  const [statusLine = '', ...rest] = text.split('\r\n');
  const match = /^HTTP\/1\.[01] (\d{3})/.exec(statusLine);
  if (!match) return undefined;
  const headers: Record<string, string> = {};
  for (const line of rest) {
    const colon = line.indexOf(':');
    if (colon <= 0) return undefined;
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    headers[name] = name in headers ? `${headers[name]}, ${value}` : value;
  }
  const length = /^\d+$/.test(headers['content-length'] ?? '') ? Number(headers['content-length']) : -1;
  return { status: Number(match[1]), headers, length };
}

/** One connection's state: the head being read, then the body going to the client at the client's pace. */
class BodyReader {
  private readonly socket: Socket;
  private readonly spare: Buffer[] = [];
  private head: Buffer | undefined = Buffer.alloc(0);
  /** Body bytes that came with the head, before sendTo. */
  private early: Buffer | undefined;
  private res: ServerResponse | undefined;
  private left = 0;
  private settled = false;
  /** MinIO's connection ended before the body was complete, before sendTo. */
  private cut = false;
  private finish: (() => void) | undefined;
  private readonly started = process.hrtime.bigint();

  constructor(
    url: URL,
    requestHead: string,
    private readonly connection: S3Connection,
    private readonly answer: (body: ObjectBody | undefined) => void,
    private readonly refuse: (error: Error) => void,
  ) {
    this.socket = connect({
      host: url.hostname.replace(/^\[|\]$/g, ''),
      port: Number(url.port || 80),
      onread: {
        buffer: () => this.readBuffer(),
        callback: (n, buf) => this.onRead(n, buf as Buffer),
      },
    });
    this.socket.setNoDelay(true);
    this.socket.setTimeout(connection.timeoutMs ?? DEFAULT_TIMEOUT_MS, () => this.timedOut());
    this.socket.on('error', () => this.fail());
    this.socket.on('close', () => this.fail());
    this.socket.write(requestHead);
  }

  /**
   * Where the next read goes. Before the head: the shared head buffer (its bytes are copied). In the body: a
   * buffer the client's socket takes without a copy, so never one still being written — a spare large one, or one
   * just the size of what is left when that is less than a large read.
   */
  private readBuffer(): Buffer {
    if (this.head) return HEAD_READS;
    if (this.left < READ_SIZE) return Buffer.allocUnsafe(Math.max(this.left, 1));
    return this.spare.pop() ?? Buffer.allocUnsafeSlow(READ_SIZE);
  }

  private onRead(bytes: number, buffer: Buffer): boolean {
    const chunk = buffer.subarray(0, bytes);
    if (this.head) return this.onHeadBytes(chunk);
    return this.forward(chunk, buffer);
  }

  /** No head in time: the same answer node:http's path gives (a 5xx before any byte). */
  private timedOut(): void {
    if (this.settled) return;
    this.settled = true;
    this.socket.destroy();
    this.refuse(new MinioUnreachableError(this.connection.endpoint, 'timeout', new Error('no answer in time')));
  }

  private onHeadBytes(chunk: Buffer): boolean {
    const head = Buffer.concat([this.head ?? Buffer.alloc(0), chunk]);
    const end = head.indexOf('\r\n\r\n');
    if (end < 0) {
      if (head.length > MAX_HEAD) this.giveUp();
      else this.head = head;
      return !this.settled;
    }
    this.head = undefined;
    const parsed = parseHead(head.subarray(0, end).toString('latin1'));
    const ok =
      parsed &&
      (parsed.status === 200 || parsed.status === 206) &&
      parsed.length >= 0 &&
      parsed.headers['transfer-encoding'] === undefined;
    if (!parsed || !ok) {
      this.giveUp();
      return false;
    }
    recordUpstreamCall('minio', Number(process.hrtime.bigint() - this.started) / 1e9, { status: parsed.status });
    this.socket.setTimeout(0);
    this.left = parsed.length;
    this.early = Buffer.from(head.subarray(end + 4, end + 4 + parsed.length));
    this.settled = true;
    this.answer({
      statusCode: parsed.status,
      headers: parsed.headers,
      sendTo: (res) => this.sendTo(res),
      discard: () => this.socket.destroy(),
    });
    // Nothing more is read until the caller has set the response up.
    return false;
  }

  private sendTo(res: ServerResponse): Promise<void> {
    this.res = res;
    return new Promise<void>((resolve) => {
      this.finish = resolve;
      const clientGone = () => {
        // The client went away (or the response ended): MinIO's read stops at once.
        this.socket.destroy();
        this.done();
      };
      // A client that left while MinIO's head was on its way: its 'close' is past and will not come again.
      if (res.destroyed) {
        clientGone();
        return;
      }
      res.once('close', clientGone);
      res.on('drain', () => this.socket.resume());
      const early = this.early ?? Buffer.alloc(0);
      this.early = undefined;
      if (this.forward(early, undefined)) {
        if (this.cut) this.fail();
        else this.socket.resume();
      }
    });
  }

  /** Hands `chunk` to the client; answers whether reading may go on. */
  private forward(chunk: Buffer, owner: Buffer | undefined): boolean {
    const res = this.res;
    if (!res || res.destroyed) return false;
    const body = chunk.length > this.left ? chunk.subarray(0, this.left) : chunk;
    this.left -= body.length;
    const more =
      body.length === 0 ||
      res.write(body, () => {
        if (owner) this.keepSpare(owner);
      });
    if (body.length === 0 && owner) this.keepSpare(owner);
    if (this.left === 0) {
      this.socket.destroy();
      res.end(() => this.done());
      return false;
    }
    return more;
  }

  /** A large read buffer the client's socket is done with, kept for the next reads (small ones are left to GC). */
  private keepSpare(buffer: Buffer): void {
    if (buffer.length === READ_SIZE && this.spare.length < SPARE_BUFFERS) this.spare.push(buffer);
  }

  /** Before the head: the caller takes its usual path. After it: the body was cut short. */
  private fail(): void {
    if (!this.settled) {
      this.giveUp();
      return;
    }
    if (this.left > 0 && this.res && !this.res.writableEnded) {
      // MinIO broke off mid-way: the client must see a cut transfer, not a complete one.
      this.res.destroy();
      this.done();
    } else if (!this.res && this.left > 0) {
      // Cut before the caller started sending: sendTo ends the response cut short.
      this.cut = true;
    }
  }

  private giveUp(): void {
    if (this.settled) return;
    this.settled = true;
    this.socket.destroy();
    this.answer(undefined);
  }

  private done(): void {
    const finish = this.finish;
    this.finish = undefined;
    finish?.();
  }
}
