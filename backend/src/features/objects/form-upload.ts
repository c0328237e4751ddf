import type { Request } from 'express';
import { relativePathSegments } from '@contract/shared/object-keys';
import { ApiError } from '../../platform/errors/api-error';
import { streamsBody } from '../../platform/http/request-timeouts';
import { withS3 } from '../../platform/minio/s3/s3-client';
import { FormParser, formBoundary } from './form-parser';
import { abortUpload, completeUpload, uploadPart } from './multipart-upload';
import { asUser, deniedAs, writableKey, type ObjectScope } from './object-params';
import type { Schema } from '@contract/shared/contract-types';

/**
 * S3 needs each PUT's length up front and a form part has none, so a file is read in slices of this size: a file
 * that ends within one slice is one PutObject, a larger one becomes a multipart upload of such slices. Memory per
 * upload is bounded by two slices (the one in flight and the one being read), whatever the file size.
 */
export const FORM_SLICE_BYTES = 8 * 1024 * 1024;

/**
 * A slice of a file: subarrays of the request's chunks as node:http handed them (never reused), not copied into
 * one buffer — an 8 MiB copy per slice cost about a tenth of the console's CPU per uploaded GiB, and as much again
 * in garbage collection of the 8 MiB buffers (hack/bench/proxy-cpu.ts, docs/benchmarks.md).
 */
interface Slice {
  readonly chunks: readonly Buffer[];
  readonly bytes: number;
}

/** One file of the form: its slices as the form brings them, taken by the upload one after the other. */
interface FormFile {
  readonly key: string;
  readonly contentType: string;
  /** Why the file cannot be stored (a bad name); thrown when its turn comes, after the files before it. */
  readonly refused?: unknown;
  /** Complete slices not yet taken. */
  readonly ready: Slice[];
  /** The slice being filled. */
  filling: Buffer[];
  fillingBytes: number;
  bytes: number;
  ended: boolean;
}

/**
 * Stores every file of a multipart form under `prefix`, one after the other as the form streams in. A file name
 * may carry a relative path (`dir/sub/a.txt`): its segments are kept, `.` and empty ones dropped, `..` refused, and
 * the resulting key checked like every key the console writes. Answers the stored keys.
 *
 * The form is parsed (form-parser.ts) as the request's chunks come, and file bytes stay in those chunks, uncopied,
 * until they have gone to MinIO. The request is read only while the upload waits for bytes: while one slice
 * travels to MinIO the next is read, and when that one is complete first, reading pauses (at most the rest of a
 * chunk is parsed on), so a slow MinIO holds the client back and an upload holds about two slices.
 */
export function storeFormFiles(req: Request, scope: ObjectScope, prefix: string, maxBytes: number): Promise<string[]> {
  let boundary: string;
  try {
    boundary = formBoundary(req.headers['content-type']);
  } catch (error) {
    throw new ApiError(400, 'Expected a multipart form', error instanceof Error ? error.message : String(error));
  }
  // However long the upload takes, it only has to keep moving (see request-timeouts.ts).
  streamsBody(req);
  return new Promise<string[]>((resolve, reject) => {
    const files: Array<FormFile | undefined> = [];
    let current: FormFile | undefined;
    let parsed = false;
    let failure: unknown;
    /** The upload's wait for more of the form (a slice, a file, or its end), while it waits. */
    let wake: (() => void) | undefined;
    const notify = () => {
      const resume = wake;
      wake = undefined;
      resume?.();
    };
    const waitForForm = () =>
      new Promise<void>((done) => {
        wake = done;
        req.resume();
      });
    const fail = (error: unknown) => {
      if (failure !== undefined) return;
      failure = error;
      req.off('data', onData);
      // The rest of the body is read and dropped, so that the answer can be sent.
      req.resume();
      reject(error);
      notify();
    };
    const parser = new FormParser(boundary, {
      partBegin: (info) => {
        current = undefined;
        // As busboy decided: a part with a file name, or typed as bytes, is a file; other fields are ignored.
        if (info.filename === undefined && info.contentType !== 'application/octet-stream') return;
        let key = '';
        let refused: unknown;
        try {
          key = keyFor(prefix, info.filename ?? info.name);
        } catch (error) {
          refused = error;
        }
        const file: FormFile = {
          key,
          contentType: info.contentType,
          ...(refused !== undefined ? { refused } : {}),
          ready: [],
          filling: [],
          fillingBytes: 0,
          bytes: 0,
          ended: false,
        };
        files.push(file);
        current = file;
        notify();
      },
      partData: (bytes) => {
        const file = current;
        if (!file || file.refused !== undefined) return;
        file.bytes += bytes.length;
        if (file.bytes > maxBytes) {
          throw new ApiError(413, 'The file is too large', `At most ${maxBytes} bytes per file`);
        }
        let rest = bytes;
        while (file.fillingBytes + rest.length >= FORM_SLICE_BYTES) {
          const take = FORM_SLICE_BYTES - file.fillingBytes;
          file.filling.push(rest.subarray(0, take));
          file.ready.push({ chunks: file.filling, bytes: FORM_SLICE_BYTES });
          file.filling = [];
          file.fillingBytes = 0;
          rest = rest.subarray(take);
          notify();
        }
        if (rest.length > 0) {
          file.filling.push(rest);
          file.fillingBytes += rest.length;
        }
      },
      partEnd: () => {
        const file = current;
        current = undefined;
        if (!file) return;
        if (file.fillingBytes > 0) file.ready.push({ chunks: file.filling, bytes: file.fillingBytes });
        file.filling = [];
        file.fillingBytes = 0;
        file.ended = true;
        notify();
      },
    });
    const onData = (chunk: Buffer) => {
      try {
        parser.write(chunk);
      } catch (error) {
        fail(formError(error));
        return;
      }
      // Read on only while the upload waits for bytes.
      if (!wake) req.pause();
    };
    req.on('data', onData);
    req.once('end', () => {
      if (failure !== undefined) return;
      try {
        parser.end();
      } catch (error) {
        fail(formError(error));
        return;
      }
      parsed = true;
      notify();
    });
    // `on`, not `once`: a request can raise more than one error (a second one without a listener ends the process).
    req.on('error', (error) => fail(formError(error)));
    // A client that goes away mid-form never ends it: without this, the upload waiting for more bytes (and a
    // multipart upload begun in MinIO) would wait forever.
    const clientGone = () => {
      if (!req.complete) fail(formError(new Error('The client went away before the form ended')));
    };
    req.once('close', clientGone);
    // A client that left while a middleware was waiting (the CORS check of CONSOLE_MINIO_BROWSER_URL): its 'close'
    // is past and will not come again.
    if (req.destroyed) clientGone();

    /** The next slice of `file`, or undefined at its end; throws once the form has failed. */
    const nextSlice = async (file: FormFile): Promise<Slice | undefined> => {
      for (;;) {
        if (failure !== undefined) throw failure;
        const slice = file.ready.shift();
        if (slice) return slice;
        if (file.ended) return undefined;
        await waitForForm();
      }
    };
    const store = async () => {
      const stored: string[] = [];
      for (let index = 0; ; index += 1) {
        while (failure === undefined && index >= files.length && !parsed) await waitForForm();
        if (failure !== undefined) return;
        const file = files[index];
        if (!file) break;
        if (file.refused !== undefined) throw file.refused;
        await storeFile(scope, file, () => nextSlice(file));
        // Its slices have gone to MinIO: nothing of it is held any more.
        files[index] = undefined;
        stored.push(file.key);
      }
      if (stored.length === 0) throw new ApiError(400, 'No file in the form', 'Send at least one file part');
      resolve(stored);
    };
    store().catch(fail);
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

async function storeFile(scope: ObjectScope, file: FormFile, next: () => Promise<Slice | undefined>): Promise<void> {
  const { key } = file;
  const first = (await next()) ?? { chunks: [], bytes: 0 };
  const second = first.bytes === FORM_SLICE_BYTES ? await next() : undefined;
  const type = file.contentType || 'application/octet-stream';
  if (!second) {
    const whole = first.chunks.length === 1 ? (first.chunks[0] as Buffer) : Buffer.concat(first.chunks);
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
      inFlight = uploadPart(scope, target, { number: number++, length: slice.bytes, body: slice.chunks });
      // Handled when awaited; this keeps a failure while the next slice is read from being reported as unhandled.
      inFlight.catch(() => undefined);
    };
    await send(first);
    await send(second);
    for (let slice = await next(); slice; slice = await next()) await send(slice);
    if (inFlight) parts.push(await inFlight);
    await completeUpload(scope, target, parts);
  } catch (error) {
    await inFlight?.catch(() => undefined);
    await abortUpload(scope, target).catch(() => undefined);
    throw deniedAs(`upload to ${key}`, error);
  }
}
