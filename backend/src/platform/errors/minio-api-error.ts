import {
  ExpiresParamError,
  InvalidArgumentError,
  InvalidBucketNameError,
  InvalidBucketPolicyError,
  InvalidDateError,
  InvalidObjectNameError,
  InvalidPrefixError,
} from 'minio';
import { MinioError, MinioProtocolError, MinioUnreachableError } from '../minio/errors';
import { ApiError } from './api-error';
import { minioSentence } from './minio-sentences';

/** MinIO codes that mean "these credentials no longer work": the client must log in again (spec 01 §8: 401). */
const SESSION_ENDED = new Set([
  'ExpiredToken',
  'InvalidTokenId',
  'InvalidAccessKeyId',
  'SignatureDoesNotMatch',
  'InvalidClientTokenId',
]);

/**
 * Turns a failure of MinIO into the ApiError the client sees. An unreachable server is a 503 that says so — never
 * a credential error — a server that is starting or overloaded is a 503, and a server fault is a 502, never a
 * success. A client error's message is a sentence in words where the code is known (minio-sentences.ts); MinIO's
 * own text is always in the detailed message.
 */
export function minioToApiError(error: unknown): ApiError | undefined {
  const refusedByClient = clientSideRefusal(error);
  if (refusedByClient) return refusedByClient;
  if (error instanceof MinioUnreachableError) {
    return new ApiError(503, 'Cannot reach the storage server', capitalise(error.message));
  }
  if (error instanceof MinioProtocolError) {
    return new ApiError(502, 'The storage server sent an answer the console cannot read', error.message);
  }
  if (!(error instanceof MinioError)) return undefined;
  const detail = error.code ? `${error.message} (${error.code})` : error.message;
  if (SESSION_ENDED.has(error.code)) return new ApiError(401, 'Your session has ended, please log in again', detail);
  // 503: MinIO is starting (XMinioServerNotInitialized) or shedding load — a moment later the same call works.
  if (error.status === 503) return new ApiError(503, 'The storage server is not ready yet, try again', detail);
  if (error.status >= 500) return new ApiError(502, 'The storage server failed', detail);
  const sentence = minioSentence(error);
  if (error.status === 403)
    return new ApiError(403, sentence ?? (capitalise(error.message) || 'Access denied'), detail);
  if (error.status === 404 || error.code.startsWith('XMinioAdminNoSuch') || error.code.startsWith('NoSuch')) {
    return new ApiError(404, sentence ?? (capitalise(error.message) || 'Not found'), detail);
  }
  if (error.status === 409 || error.code.endsWith('AlreadyExists') || error.code.endsWith('NotEmpty')) {
    return new ApiError(409, sentence ?? capitalise(error.message), detail);
  }
  return new ApiError(
    error.status >= 400 && error.status < 500 ? error.status : 400,
    sentence ?? capitalise(error.message),
    detail,
  );
}

/**
 * minio-js checks arguments before it sends anything (bucket and object names, prefixes, expiry, dates): what it
 * refuses is the request's fault, a 400 naming the rule, never an unexplained 500.
 */
function clientSideRefusal(error: unknown): ApiError | undefined {
  if (error instanceof InvalidBucketNameError) return new ApiError(400, 'Not a valid bucket name', error.message);
  if (error instanceof InvalidObjectNameError || error instanceof InvalidPrefixError) {
    return new ApiError(400, 'Not a valid object name or prefix', error.message);
  }
  const invalid = [InvalidArgumentError, ExpiresParamError, InvalidDateError, InvalidBucketPolicyError];
  if (invalid.some((type) => error instanceof type)) {
    return new ApiError(400, 'Invalid request', (error as Error).message);
  }
  return undefined;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
