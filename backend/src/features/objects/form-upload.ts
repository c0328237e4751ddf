import busboy from 'busboy';
import type { Request } from 'express';
import { Readable } from 'node:stream';
import { relativePathSegments } from '@contract/shared/object-keys';
import { ApiError } from '../../platform/errors/api-error';
import { streamsBody } from '../../platform/http/request-timeouts';
import { withS3 } from '../../platform/minio/s3/s3-client';
import { abortUpload, completeUpload, uploadPart } from './multipart-upload';
import { asUser, deniedAs, writableKey, type ObjectScope } from './object-params';
import type { Schema } from '@contract/shared/contract-types';

/**
 * S3 needs each PUT's length up front and a form part has none, so a file is read in slices of this size: a file
 * that ends within one slice is one PutObject, a larger one becomes a multipart upload of such slices. Memory per
 * upload is bounded by one slice, whatever the file size.
 */
export const FORM_SLICE_BYTES = 8 * 1024 * 1024;

/**
 * Stores every file of a multipart form under `prefix`, one after the other as the form streams in. A file name
 * may carry a relative path (`dir/sub/a.txt`): its segments are kept, `.` and empty ones dropped, `..` refused, and
 * the resulting key checked like every key the console writes. Answers the stored keys.
 */
export function storeFormFiles(req: Request, scope: ObjectScope, prefix: string, maxBytes: number): Promise<string[]> {
  let parser: ReturnType<typeof busboy>;
  try {
    parser = busboy({
      headers: req.headers,
      preservePath: true,
      defParamCharset: 'utf8',
      limits: { fileSize: maxBytes },
    });
  } catch (error) {
    throw new ApiError(400, 'Expected a multipart form', error instanceof Error ? error.message : String(error));
  }
  // However long the upload takes, it only has to keep moving (see request-timeouts.ts).
  streamsBody(req);
  return new Promise<string[]>((resolve, reject) => {
    const stored: string[] = [];
    let chain = Promise.resolve();
    let failed = false;
    const fail = (error: unknown) => {
      if (failed) return;
      failed = true;
      req.unpipe(parser);
      req.resume();
      reject(error);
    };
    parser.on('file', (field, stream, info) => {
      // Attached at once, before the file waits its turn in the chain: busboy destroys a file stream with an error
      // when the form breaks off ("Unexpected end of form") and we do so past the size limit, possibly in the same
      // tick; an 'error' without a listener would end the process.
      stream.on('error', (error) => fail(formError(error)));
      if (failed) {
        stream.resume();
        return;
      }
      stream.on('limit', () => {
        stream.destroy(new ApiError(413, 'The file is too large', `At most ${maxBytes} bytes per file`));
      });
      chain = chain.then(async () => {
        if (failed) {
          stream.resume();
          return;
        }
        try {
          const key = keyFor(prefix, info.filename || field);
          await storeFile(scope, key, stream, info.mimeType);
          stored.push(key);
        } catch (error) {
          stream.resume();
          fail(error);
        }
      });
    });
    parser.on('close', () => {
      chain.then(() => {
        if (failed) return;
        if (stored.length === 0) fail(new ApiError(400, 'No file in the form', 'Send at least one file part'));
        else resolve(stored);
      }, fail);
    });
    parser.on('error', (error) => fail(formError(error)));
    // A client that goes away mid-form never ends it: without this, the files waiting for more bytes (and a
    // multipart upload begun in MinIO) would wait forever. Destroying the parser fails its file streams too.
    req.once('close', () => {
      if (!req.complete) parser.destroy(new Error('The client went away before the form ended'));
    });
    req.pipe(parser);
  });
}

function formError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  return new ApiError(400, 'The form could not be read', error instanceof Error ? error.message : String(error));
}

/** The key for a file name of the form under `prefix`. */
export function keyFor(prefix: string, fileName: string): string {
  const segments = relativePathSegments(fileName);
  if (!segments || segments.length === 0) {
    throw new ApiError(400, 'Invalid object name: The file name has a ".." segment or is empty', fileName);
  }
  return writableKey(`${prefix}${segments.join('/')}`);
}

async function storeFile(scope: ObjectScope, key: string, stream: Readable, contentType: string): Promise<void> {
  const slices = slicesOf(stream, FORM_SLICE_BYTES);
  const first = await slices.next();
  const firstSlice: Slice = first.done ? { chunks: [], bytes: 0 } : first.value;
  const second = first.done ? first : await slices.next();
  const type = contentType || 'application/octet-stream';
  if (second.done) {
    const whole = Buffer.concat(firstSlice.chunks);
    await asUser(`upload to ${key}`, () =>
      withS3(scope.connection, (s3) => s3.putObject(scope.bucket, key, whole, whole.length, { 'Content-Type': type })),
    );
    return;
  }
  const uploadId = await asUser(`upload to ${key}`, () =>
    withS3(scope.connection, (s3) => s3.initiateNewMultipartUpload(scope.bucket, key, { 'Content-Type': type })),
  );
  const target = { key, uploadId };
  // One slice travels to MinIO while the next is read from the client, so neither side waits for the other (a
  // slice at a time left the client's connection idle during each part's PUT, and MinIO idle while a slice came
  // in). Memory stays bounded: the slice in flight and the one being filled.
  let inFlight: Promise<Schema<'UploadedPart'>> | undefined;
  try {
    const parts: Schema<'UploadedPart'>[] = [];
    let number = 1;
    const send = async (slice: Slice) => {
      if (inFlight) parts.push(await inFlight);
      inFlight = sendSlice(scope, target, number++, slice);
      // Handled when awaited; this keeps a failure while the next slice is read from being reported as unhandled.
      inFlight.catch(() => undefined);
    };
    await send(firstSlice);
    await send(second.value);
    for await (const slice of slices) await send(slice);
    if (inFlight) parts.push(await inFlight);
    await completeUpload(scope, target, parts);
  } catch (error) {
    await inFlight?.catch(() => undefined);
    await abortUpload(scope, target).catch(() => undefined);
    throw deniedAs(`upload to ${key}`, error);
  }
}

function sendSlice(scope: ObjectScope, target: { key: string; uploadId: string }, number: number, slice: Slice) {
  const body = new Readable({ read: () => undefined });
  for (const chunk of slice.chunks) body.push(chunk);
  body.push(null);
  return uploadPart(scope, target, { number, length: slice.bytes, body });
}

/**
 * A slice of a file: the form's chunks as busboy handed them (its own buffers, never reused), not copied into one
 * buffer — an 8 MiB copy per slice cost about a tenth of the console's CPU per uploaded GiB, and as much again in
 * garbage collection of the 8 MiB buffers (hack/bench/proxy-cpu.ts, docs/benchmarks.md).
 */
interface Slice {
  readonly chunks: readonly Buffer[];
  readonly bytes: number;
}

/** The stream in slices of exactly `size` bytes (the last one shorter); nothing more is held. */
async function* slicesOf(stream: Readable, size: number): AsyncGenerator<Slice, void> {
  let held: Buffer[] = [];
  let heldBytes = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    let rest = chunk;
    while (heldBytes + rest.length >= size) {
      const take = size - heldBytes;
      held.push(rest.subarray(0, take));
      yield { chunks: held, bytes: size };
      held = [];
      heldBytes = 0;
      rest = rest.subarray(take);
    }
    if (rest.length > 0) {
      held.push(rest);
      heldBytes += rest.length;
    }
  }
  if (heldBytes > 0) yield { chunks: held, bytes: heldBytes };
}
