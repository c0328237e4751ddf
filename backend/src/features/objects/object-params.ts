import type { Response } from 'express';
import { objectKeyProblem } from '@contract/shared/object-keys';
import { ApiError } from '../../platform/errors/api-error';
import { MinioError } from '../../platform/minio/errors';
import type { S3Connection } from '../../platform/minio/s3/s3-client';
import { userConnection } from '../../platform/session/session-context';

/** What every object operation starts from: the user's connection and the bucket of the path (never of a key). */
export interface ObjectScope {
  readonly connection: S3Connection;
  readonly bucket: string;
}

/** The scope of an operation on `bucket` (its path parameter), acting as the session's user. */
export function objectScope(res: Response, endpoint: string, bucket: string): ObjectScope {
  return { connection: userConnection(res, endpoint), bucket };
}

/** A key or prefix of the query (`prefix`, `path`), which travels base64-encoded, decoded; '' when absent. */
export function decodedKey(encoded: string | undefined): string {
  return encoded === undefined ? '' : Buffer.from(encoded, 'base64').toString('utf8');
}

/** MinIO's version ids are UUIDs (or `null`); anything else is refused before it reaches a request. */
const VERSION_ID = /^[A-Za-z0-9._-]{1,1024}$/;

/** The `version_id` query parameter, checked. */
export function checkedVersionId(versionId: string | undefined): string | undefined {
  if (versionId !== undefined && !VERSION_ID.test(versionId)) {
    throw new ApiError(400, 'Invalid version id', `"${versionId}" is not an object version id`);
  }
  return versionId;
}

/**
 * A key the console sends to MinIO in a request path. A `.` or `..` segment would be resolved away by URL
 * handling and could address another bucket, so it is refused for every call, reads included.
 */
export function readableKey(key: string, what = 'key'): string {
  if (key === '') throw new ApiError(400, `The object ${what} is empty`, 'Name an object of the bucket');
  if (key.split('/').some((segment) => segment === '.' || segment === '..')) {
    throw new ApiError(400, `Invalid object ${what}`, `"${key}" has a "." or ".." path segment`);
  }
  return key;
}

/** A key the console is about to create: the full rules of object-keys.ts, as a 400 naming the problem. */
export function writableKey(key: string): string {
  const problem = objectKeyProblem(key);
  if (problem) throw new ApiError(400, `Invalid object name: ${problem}`, `Refused key: ${JSON.stringify(key)}`);
  return key;
}

/**
 * Runs a MinIO call and turns its AccessDenied into a 403 that says what was refused (the session's policy
 * decides; MinIO's own message is only "Access Denied."). Other errors pass to the error handler unchanged.
 */
export async function asUser<T>(action: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw deniedAs(action, error);
  }
}

/** The clear 403 for an AccessDenied error, or the error itself. */
export function deniedAs(action: string, error: unknown): unknown {
  if (error instanceof MinioError && error.code === 'AccessDenied') {
    return new ApiError(403, `Access denied: your policy does not allow you to ${action}`, error.message);
  }
  return error;
}
