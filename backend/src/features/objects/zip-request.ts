import { ApiError } from '../../platform/errors/api-error';
import { jsonNestingDepth, MAX_JSON_DEPTH } from '../../platform/http/json-body';
import type { Schema } from '@contract/shared/contract-types';
import { readableKey } from './object-params';
import { safeFileName } from './download-headers';

type ZipDownloadRequest = Schema<'ZipDownloadRequest'>;

/**
 * The ZipDownloadRequest of a downloadObjectsZip call: the JSON body, or the `request` field of a form post (whose
 * JSON the contract cannot check, so it is checked here). Every path is a plain key of this bucket: a `.` or `..`
 * segment or a leading `/` is refused.
 */
export function zipRequestOf(body: unknown): ZipDownloadRequest {
  let value: unknown = body;
  if (typeof body === 'object' && body !== null && typeof (body as { request?: unknown }).request === 'string') {
    const text = (body as { request: string }).request;
    // The limits the JSON body parser and the contract apply to a JSON body, for the JSON inside the form.
    if (jsonNestingDepth(text, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) {
      throw new ApiError(
        400,
        'Invalid download request',
        `The request field nests deeper than ${MAX_JSON_DEPTH} levels`,
      );
    }
    try {
      value = JSON.parse(text);
    } catch {
      throw new ApiError(400, 'Invalid download request', 'The request field is not JSON');
    }
    const unknown = Object.keys(value ?? {}).find((field) => field !== 'paths' && field !== 'name');
    if (unknown !== undefined) {
      throw new ApiError(400, 'Invalid download request', `${unknown} is not a field of a download request`);
    }
  }
  const { paths, name } = (value ?? {}) as { paths?: unknown; name?: unknown };
  if (!Array.isArray(paths) || paths.length === 0 || paths.length > 1000) {
    throw new ApiError(400, 'Invalid download request', 'paths must list 1 to 1000 keys');
  }
  for (const path of paths) {
    if (typeof path !== 'string' || path.length > 1024 || path.startsWith('/')) {
      throw new ApiError(400, 'Invalid download request', `Not a key of this bucket: ${JSON.stringify(path)}`);
    }
    readableKey(path, 'path');
  }
  if (name !== undefined && (typeof name !== 'string' || name.length > 255)) {
    throw new ApiError(400, 'Invalid download request', 'name must be a string of at most 255 characters');
  }
  return { paths: paths as string[], ...(name ? { name } : {}) };
}

/** The folder every path lies in (`a/b/` for `a/b/c.txt` and `a/b/d/`), '' when they share none. */
export function commonFolder(paths: readonly string[]): string {
  const parents = paths.map((path) => {
    const trimmed = path.replace(/\/$/, '');
    return trimmed.slice(0, trimmed.lastIndexOf('/') + 1);
  });
  let common = parents[0] ?? '';
  for (const parent of parents) {
    while (!parent.startsWith(common)) common = common.slice(0, common.slice(0, -1).lastIndexOf('/') + 1);
  }
  return common;
}

/**
 * A key's name inside the ZIP: relative to the common folder, without empty, `.` or `..` segments, each segment a
 * safe file name; undefined when nothing is left.
 */
export function entryName(key: string, folder: string): string | undefined {
  const relative = key.startsWith(folder) ? key.slice(folder.length) : key;
  const segments = relative
    .split('/')
    .filter((segment) => segment !== '' && segment !== '.' && segment !== '..')
    .map((segment) => safeFileName(segment, '_'));
  return segments.length === 0 ? undefined : segments.join('/');
}

/** The ZIP's file name: the requested one, else the bucket's; always ending in `.zip`. */
export function zipFileName(request: ZipDownloadRequest, bucket: string): string {
  const base = safeFileName(request.name ?? bucket, bucket);
  return base.toLowerCase().endsWith('.zip') ? base : `${base}.zip`;
}
