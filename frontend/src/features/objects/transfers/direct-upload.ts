import { api, call } from '@frontend/api/client';
import { encodeKey } from '../common/object-path';
import { sendXhr } from './xhr-request';

/** Part URLs asked for at once: enough for the parts in flight and the next few, few enough to stay fresh. */
const PART_URL_BATCH = 16;
/** A URL with less than this left is asked for again rather than risked (a part may wait in the queue). */
const FRESH_FOR_MS = 60_000;

/** The upload's calls: without an answer they fail the upload (Retry), like its parts, rather than the session. */
const uploadCall: typeof call = (request) => call(request, { offlineIsMine: true });

/** One file to `bucket/key`, as the direct PUT needs it. */
interface DirectPutJob {
  readonly bucket: string;
  readonly key: string;
  readonly file: Blob;
  readonly controller: AbortController;
}

/** A small file in one PUT straight to MinIO, on a URL the console signed after checking the user may write it. */
export async function uploadByDirectPut(job: DirectPutJob, onProgress: (loaded: number) => void): Promise<void> {
  const contentType = job.file.type || 'application/octet-stream';
  const { url } = await uploadCall(
    api().POST('/api/v1/buckets/{bucket}/objects/direct-upload', {
      params: { path: { bucket: job.bucket }, query: { prefix: encodeKey(job.key) } },
      body: { size: job.file.size, content_type: contentType },
    }),
  );
  await sendXhr({
    method: 'PUT',
    url,
    body: job.file,
    headers: { 'Content-Type': contentType },
    signal: job.controller.signal,
    onProgress,
    toMinio: true,
  });
}

/**
 * The presigned URL of each part of one multipart upload, asked for in batches (this part and the next ones that
 * have none) as parts start, and again when one is about to expire.
 */
export function directPartUrls(job: { readonly bucket: string; readonly key: string }, uploadId: string) {
  const known = new Map<number, Promise<{ url: string; expiresAt: number }>>();
  return async (partNumber: number, upcoming: readonly number[]): Promise<string> => {
    const cached = await known.get(partNumber)?.catch(() => undefined);
    if (cached && cached.expiresAt - Date.now() > FRESH_FOR_MS) return cached.url;
    const batch = [partNumber, ...upcoming.filter((n) => n !== partNumber && !known.has(n))].slice(0, PART_URL_BATCH);
    const answer = uploadCall(
      api().POST('/api/v1/buckets/{bucket}/uploads/{uploadId}/direct-parts', {
        params: { path: { bucket: job.bucket, uploadId }, query: { prefix: encodeKey(job.key) } },
        body: { parts: batch },
      }),
    );
    for (const number of batch) {
      const entry = answer.then(({ parts, expires_at: expiresAt }) => ({
        url: parts.find((part) => part.partNumber === number)?.url ?? '',
        expiresAt: Date.parse(expiresAt),
      }));
      // A failed batch is reported by the part that asked for it; the others ask again when they start.
      entry.catch(() => undefined);
      known.set(number, entry);
    }
    return (await answer).parts.find((part) => part.partNumber === partNumber)?.url ?? '';
  };
}
