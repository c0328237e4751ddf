import type { QueryClient } from '@tanstack/react-query';
import type { components } from '@contract/generated/api';
import { ApiRequestError } from '@frontend/api/api-error';
import { api, call } from '@frontend/api/client';
import { sessionQuery } from '@frontend/api/session.queries';
import { encodeKey } from '../common/object-path';

/** The session feature that says object bytes may go browser ↔ MinIO on presigned URLs (CONSOLE_MINIO_BROWSER_URL). */
const DIRECT_FEATURE = 'direct-transfers';

/** Whether this session transfers directly with MinIO, read from the session already loaded (no request). */
export function directMode(queryClient: QueryClient): boolean {
  return queryClient.getQueryData(sessionQuery.queryKey)?.features.includes(DIRECT_FEATURE) === true;
}

export type DirectDownload = components['schemas']['DirectDownload'];

/** A presigned GET of one object (the console checked the user may read it; a 403 comes back as such). */
export function presignDownload(
  bucket: string,
  key: string,
  options: { versionId?: string; preview?: boolean } = {},
): Promise<DirectDownload> {
  return call(
    api().GET('/api/v1/buckets/{bucket}/objects/direct-download', {
      params: {
        path: { bucket },
        query: {
          prefix: encodeKey(key),
          ...(options.versionId === undefined ? {} : { version_id: options.versionId }),
          ...(options.preview ? { preview: true } : {}),
        },
      },
    }),
  );
}

/**
 * Whether MinIO answers the browser at this URL: one byte asked for, without credentials. A network or CORS failure
 * (or MinIO refusing the URL) means the transfer should go through the console instead.
 */
export async function reachesMinio(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { headers: { Range: 'bytes=0-0' }, credentials: 'omit', cache: 'no-store' });
    void response.body?.cancel();
    // 416: an empty object has no first byte, but MinIO did answer.
    return response.ok || response.status === 416;
  } catch {
    return false;
  }
}

/**
 * Whether a failed direct attempt should be made again through the console: yes when MinIO (or the console's
 * presign) could not be reached, or direct mode turned out to be off (409); no when the console refused the user
 * (403, 404…), which the proxy would refuse too.
 */
export function fallsBackToProxy(error: unknown): boolean {
  return !(error instanceof ApiRequestError) || error.status === undefined || error.status === 409;
}
