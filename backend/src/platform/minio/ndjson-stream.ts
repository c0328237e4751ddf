import type { Readable } from 'node:stream';
import { openStream } from '../metrics/console-metrics';
import { MinioProtocolError } from './errors';

/**
 * Reader for MinIO's streaming admin endpoints (trace, log, health info, speedtest) and bucket listen: raw JSON
 * objects each followed by `\n`, with single-space keep-alive bytes in between. It is labelled
 * `text/event-stream` but is not SSE.
 */

/** A byte source: a fetch body (web stream) or a Node stream. */
export type ByteSource = ReadableStream<Uint8Array> | Readable;

export interface NdjsonOptions {
  /** Stops reading, releases the connection, and makes the iterator throw the signal's reason. */
  readonly signal?: AbortSignal;
  /**
   * Longest object accepted, in bytes; guards memory against a stream that never sends a newline. Health-info
   * snapshots are the biggest objects MinIO streams (a few MiB on large clusters).
   */
  readonly maxObjectBytes?: number;
}

const NEWLINE = 0x0a;
const DEFAULT_MAX_OBJECT_BYTES = 64 * 1024 * 1024;

/**
 * Yields every JSON value of the stream, in order. Keep-alive whitespace is skipped, chunks may split objects
 * (and multi-byte characters) anywhere. Breaking out of the loop or aborting cancels the underlying stream.
 */
export async function* readNdjson(source: ByteSource, options: NdjsonOptions = {}): AsyncGenerator<unknown, void> {
  const { signal } = options;
  const maxObjectBytes = options.maxObjectBytes ?? DEFAULT_MAX_OBJECT_BYTES;
  const chunks = openChunks(source);
  const closeStream = openStream('minio_events');
  const onAbort = (): void => chunks.cancel(signal?.reason);
  if (signal?.aborted) {
    chunks.cancel(signal.reason);
    closeStream();
    signal.throwIfAborted();
  }
  signal?.addEventListener('abort', onAbort, { once: true });
  // Bytes of the current, not yet terminated line; split on bytes, decode whole lines, so UTF-8 never tears.
  let pending: Uint8Array[] = [];
  let pendingBytes = 0;
  try {
    for (;;) {
      const chunk = await chunks.next();
      signal?.throwIfAborted();
      if (chunk === undefined) break;
      let start = 0;
      for (let newline = chunk.indexOf(NEWLINE); newline !== -1; newline = chunk.indexOf(NEWLINE, start)) {
        pending.push(chunk.subarray(start, newline));
        const value = parseLine(Buffer.concat(pending));
        pending = [];
        pendingBytes = 0;
        start = newline + 1;
        if (value !== undefined) yield value.json;
      }
      // Idle streams send a keep-alive space every second for hours; do not collect those.
      if (start < chunk.length && !(pendingBytes === 0 && isBlank(chunk, start))) {
        pending.push(chunk.subarray(start));
        pendingBytes += chunk.length - start;
        if (pendingBytes > maxObjectBytes) {
          throw new MinioProtocolError(`MinIO stream sent more than ${maxObjectBytes} bytes without a line break`);
        }
      }
    }
    // A last object without its newline still counts; a torn one is an error, not silence.
    const tail = parseLine(Buffer.concat(pending));
    if (tail !== undefined) yield tail.json;
  } finally {
    signal?.removeEventListener('abort', onAbort);
    chunks.cancel(undefined);
    closeStream();
  }
}

function isBlank(bytes: Uint8Array, from: number): boolean {
  for (let i = from; i < bytes.length; i++) {
    const byte = bytes[i];
    if (byte !== 0x20 && byte !== 0x0d && byte !== 0x09) return false;
  }
  return true;
}

/** Parses one line; undefined for keep-alive-only lines. */
function parseLine(line: Buffer): { json: unknown } | undefined {
  const text = line.toString('utf8').trim();
  if (text === '') return undefined;
  try {
    return { json: JSON.parse(text) as unknown };
  } catch (error) {
    const excerpt = text.length > 120 ? `${text.slice(0, 120)}…` : text;
    throw new MinioProtocolError(`MinIO stream sent a line that is not JSON: ${excerpt}`, { cause: error });
  }
}

interface ChunkReader {
  /** The next chunk, or undefined at the end (and after cancel). */
  next(): Promise<Uint8Array | undefined>;
  /** Idempotent. */
  cancel(reason: unknown): void;
}

function openChunks(source: ByteSource): ChunkReader {
  return isWebStream(source) ? webChunks(source) : nodeChunks(source);
}

function isWebStream(source: ByteSource): source is ReadableStream<Uint8Array> {
  return typeof (source as ReadableStream<Uint8Array>).getReader === 'function';
}

function webChunks(stream: ReadableStream<Uint8Array>): ChunkReader {
  const reader = stream.getReader();
  let cancelled = false;
  return {
    async next() {
      if (cancelled) return undefined;
      const { done, value } = await reader.read();
      return done ? undefined : value;
    },
    cancel(reason) {
      if (cancelled) return;
      cancelled = true;
      // Cancelling settles a pending read() as done; the caller then sees its signal aborted.
      reader.cancel(reason).catch(() => undefined);
    },
  };
}

function nodeChunks(stream: Readable): ChunkReader {
  const iterator = stream[Symbol.asyncIterator]() as AsyncIterator<Uint8Array | string>;
  let cancelled = false;
  return {
    async next() {
      if (cancelled) return undefined;
      try {
        const { done, value } = await iterator.next();
        if (done) return undefined;
        return typeof value === 'string' ? Buffer.from(value, 'utf8') : value;
      } catch (error) {
        // Destroying the stream on cancel rejects the pending read; that is the end, not a failure.
        if (cancelled) return undefined;
        throw error;
      }
    },
    cancel() {
      if (cancelled) return;
      cancelled = true;
      stream.destroy();
    },
  };
}
