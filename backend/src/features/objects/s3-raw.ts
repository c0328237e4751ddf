import type { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import { MinioUnreachableError, parseMinioError, unreachableFromError } from '../../platform/minio/errors';
import { headersOf, minioRequest, readBody } from '../../platform/minio/minio-http';
import { encodeQuery, encodeS3Path, type QueryParams } from '../../platform/minio/request-target';
import { DEFAULT_S3_REGION, type S3Connection } from '../../platform/minio/s3/s3-client';
import { signRequest } from '../../platform/minio/sign';
import { DEFAULT_TIMEOUT_MS, signedFetch, type SignedResponse } from '../../platform/minio/signed-fetch';
import { isIdempotentRead, markReusedConnection, withReadRetries } from '../../platform/minio/upstream-retry';

/** An upload's bytes: a stream, or buffers already in memory (sent as they are, in order). */
export type S3Body = Readable | readonly Buffer[];

function isBufferList(body: S3Body): body is readonly Buffer[] {
  return Array.isArray(body);
}

/** One S3 request on a bucket or an object, signed with the session's keys. */
export interface S3RawRequest {
  readonly method: string;
  readonly bucket: string;
  /** The object key; absent for bucket-level calls (listings). */
  readonly key?: string;
  readonly query?: QueryParams;
  readonly headers?: Readonly<Record<string, string>>;
}

function pathOf(request: S3RawRequest): string {
  return request.key === undefined ? `/${request.bucket}` : `/${request.bucket}/${request.key}`;
}

/**
 * The URL of an S3 request and its SigV4 headers with an unsigned payload (the body, if any, is streamed and never
 * hashed): what every streamed exchange with MinIO sends, whoever makes the connection.
 */
export async function signedS3Target(
  connection: S3Connection,
  request: S3RawRequest,
): Promise<{ readonly url: URL; readonly headers: Record<string, string> }> {
  const url = new URL(`${connection.endpoint.replace(/\/+$/, '')}${encodeS3Path(pathOf(request))}`);
  url.search = encodeQuery(request.query);
  const headers = await signRequest({
    method: request.method,
    url,
    ...(request.headers ? { headers: request.headers } : {}),
    bodySha256: 'UNSIGNED-PAYLOAD',
    credentials: connection.credentials,
    region: connection.region || DEFAULT_S3_REGION,
    service: 's3',
  });
  return { url, headers };
}

/**
 * A small S3 call whose answer is read whole (listings): signed like the admin calls, errors as MinioError. Used
 * where minio-js would hide something the console needs (the listing markers, exactly as MinIO sent them).
 */
export function s3Call(connection: S3Connection, request: S3RawRequest): Promise<SignedResponse> {
  return signedFetch({
    endpoint: connection.endpoint,
    method: request.method,
    path: pathOf(request),
    ...(request.query ? { query: request.query } : {}),
    ...(request.headers ? { headers: request.headers } : {}),
    credentials: connection.credentials,
    service: 's3',
    region: connection.region || DEFAULT_S3_REGION,
    ...(connection.timeoutMs !== undefined ? { timeoutMs: connection.timeoutMs } : {}),
  });
}

/**
 * A streamed S3 exchange over node:http: `body` (an upload) is piped with an unsigned payload, so nothing is
 * buffered or hashed (or, when the bytes are in memory already, written at once as a list of buffers: one `writev`
 * instead of a pipe step and a socket write per 64 KiB chunk), and the answer (a download) is handed over as a stream once its headers are in. Destroying
 * the returned stream closes the connection to MinIO at once, which is how an aborted download stops the read.
 * Error answers reject with MinioError; a body that needs a length must come with `content-length` in `headers`.
 * A read without a body (GET, HEAD) is sent again when it fails before its answer is handed over, in the cases of
 * upstream-retry.ts (a reset on a reused keep-alive connection, a 503 SlowDown); nothing else is ever retried.
 */
export async function s3Stream(
  connection: S3Connection,
  request: S3RawRequest & { readonly body?: S3Body },
): Promise<IncomingMessage> {
  const { url, headers } = await signedS3Target(connection, request);
  const timeoutMs = connection.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const send = () => s3Exchange(connection, request, url, headers, timeoutMs);
  return request.body || !isIdempotentRead(request.method) ? send() : withReadRetries(send);
}

/** One attempt of {@link s3Stream}. */
function s3Exchange(
  connection: S3Connection,
  request: S3RawRequest & { readonly body?: S3Body },
  url: URL,
  headers: Record<string, string>,
  timeoutMs: number,
): Promise<IncomingMessage> {
  return new Promise<IncomingMessage>((resolve, reject) => {
    const outgoing = minioRequest(url, { method: request.method, headers });
    let answered = false;
    outgoing.on('response', (response) => {
      answered = true;
      // The headers are in; a download goes at the pace of whoever reads it.
      outgoing.setTimeout(0);
      const status = response.statusCode ?? 0;
      if (status >= 200 && status < 300) {
        resolve(response);
        return;
      }
      readBody(response).then(
        (text) => reject(parseMinioError(status, text.toString('utf8'), headersOf(response))),
        (error: unknown) => reject(unreachableFromError(error, connection.endpoint) ?? error),
      );
    });
    // Idle time, not total time: an upload still sending keeps the socket busy.
    outgoing.setTimeout(timeoutMs, () => {
      outgoing.destroy(new MinioUnreachableError(connection.endpoint, 'timeout', new Error('no answer in time')));
    });
    outgoing.on('error', (error) => {
      const failure =
        error instanceof MinioUnreachableError ? error : (unreachableFromError(error, connection.endpoint) ?? error);
      reject(markReusedConnection(failure, outgoing.reusedSocket && !answered));
    });
    if (!request.body) {
      outgoing.end();
      return;
    }
    if (isBufferList(request.body)) {
      // Corked, so the list leaves in one writev whatever the socket's state.
      outgoing.cork();
      for (const chunk of request.body) outgoing.write(chunk);
      outgoing.uncork();
      outgoing.end();
      return;
    }
    request.body.on('error', (error) => outgoing.destroy(error));
    request.body.pipe(outgoing);
  });
}
