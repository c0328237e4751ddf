import type { IncomingMessage } from 'node:http';
import { S3Error } from 'minio';
import { MinioError, MinioUnreachableError, unreachableFromError } from '../errors';
import { decodeXmlEntities } from '../xml-entities';

/**
 * minio-js's S3Error carries MinIO's code and message but not the HTTP status. Our transport (s3-client.ts) notes
 * the status of every error answer by its request id, so the error can be given its real status afterwards.
 */
const statusByRequestId = new Map<string, number>();
const REMEMBERED = 256;

/** Notes the status of an error answer (called by the transport for every answer that is not 2xx). */
export function rememberErrorStatus(response: IncomingMessage): void {
  const requestId = response.headers['x-amz-request-id'];
  const status = response.statusCode;
  if (typeof requestId !== 'string' || status === undefined || (status >= 200 && status < 300)) return;
  statusByRequestId.set(requestId, status);
  // Errors nobody translates (minio-js handles some 404s itself) must not pile up.
  if (statusByRequestId.size > REMEMBERED) {
    const oldest = statusByRequestId.keys().next().value;
    if (oldest !== undefined) statusByRequestId.delete(oldest);
  }
}

/**
 * Turns what minio-js throws into the admin client's error types: S3Error → MinioError (MinIO's code, message,
 * request id and the real status), network failures → MinioUnreachableError. Anything else (argument validation
 * errors such as InvalidBucketNameError, aborts) is returned unchanged.
 */
export function translateS3Error(error: unknown, endpoint: string): unknown {
  if (error instanceof MinioError || error instanceof MinioUnreachableError) return error;
  if (error instanceof S3Error) {
    // minio-js copies the XML error elements onto the error with lower-cased names. Its parser decodes the named
    // entities but leaves character references: MinIO's quotes arrive as `&#34;`.
    const fields = error as S3Error & Record<string, unknown>;
    const code = stringField(fields, 'code') ?? 'UnknownError';
    const requestId = stringField(fields, 'amzRequestid') ?? stringField(fields, 'requestid');
    const resource = stringField(fields, 'resource');
    const message = stringField(fields, 'message') ?? error.message ?? code;
    const remembered = requestId === undefined ? undefined : statusByRequestId.get(requestId);
    if (requestId !== undefined) statusByRequestId.delete(requestId);
    return new MinioError({
      status: remembered ?? statusOfCode(code),
      code,
      message: decodeXmlEntities(message),
      ...(requestId ? { requestId } : {}),
      ...(resource ? { resource: decodeXmlEntities(resource) } : {}),
    });
  }
  return unreachableFromError(error, endpoint) ?? error;
}

function stringField(record: Record<string, unknown>, name: string): string | undefined {
  const value = record[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** Fallback for answers without a request id (a proxy in between, say). */
function statusOfCode(code: string): number {
  if (code === 'AccessDenied' || code === 'InvalidAccessKeyId' || code === 'SignatureDoesNotMatch') return 403;
  if (code === 'NotFound' || code.startsWith('NoSuch') || code.endsWith('NotFoundError')) return 404;
  if (code === 'BucketAlreadyExists' || code === 'BucketAlreadyOwnedByYou' || code === 'BucketNotEmpty') return 409;
  return 500;
}
