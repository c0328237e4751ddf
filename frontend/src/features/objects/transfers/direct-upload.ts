import { api, call } from '@frontend/api/client';
import { encodeKey } from '../common/object-path';
import { sendXhr } from './xhr-request';

/** Part URLs asked for at once: enough for the parts in flight and the next few, few enough to stay fresh. */
const PART_URL_BATCH = 16;
/** Parts after the one starting that should already have a URL; fewer, and the next batch is asked for. */
const PART_URL_LOOKAHEAD = 8;
/** A URL with less than this left is asked for again rather than risked (a part may wait in the queue). */
const FRESH_FOR_MS = 60_000;

/**
 * When, by the browser's clock, a presigned URL stops working: its `X-Amz-Expires` seconds after it was asked for (it
 * was signed after that), or at once when it does not say. Not the answer's `expires_at`, an instant of the server's
 * clock: with the browser's minutes behind, a URL MinIO already refuses would still look fresh (and one minutes ahead
 * would ask for every part's URL again).
 */
export function presignedUrlDeadline(url: string, askedAt: number): number {
  const seconds = Number(new URL(url, window.location.href).searchParams.get('X-Amz-Expires'));
  return Number.isFinite(seconds) && seconds > 0 ? askedAt + seconds * 1000 : askedAt;
}

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
 * The presigned URL of each part of one multipart upload, asked for in batches: the first part asks for itself and
 * the next ones, and each later part asks for the next batch in the background while PART_URL_LOOKAHEAD parts still
 * have theirs, so no part waits for its URL (a round trip through the console and MinIO's signing). A URL about to
 * expire is asked for again when its part starts.
 */
export function directPartUrls(job: { readonly bucket: string; readonly key: string }, uploadId: string) {
  const known = new Map<number, Promise<{ url: string; expiresAt: number }>>();
  const ask = (batch: readonly number[]) => {
    const askedAt = Date.now();
    const answer = uploadCall(
      api().POST('/api/v1/buckets/{bucket}/uploads/{uploadId}/direct-parts', {
        params: { path: { bucket: job.bucket, uploadId }, query: { prefix: encodeKey(job.key) } },
        body: { parts: [...batch] },
      }),
    );
    for (const number of batch) {
      const entry = answer.then(({ parts }) => {
        const url = parts.find((part) => part.partNumber === number)?.url ?? '';
        return { url, expiresAt: presignedUrlDeadline(url, askedAt) };
      });
      // A failed batch is reported by the part that needs it (it asks again below); nobody else waits for it.
      entry.catch(() => undefined);
      known.set(number, entry);
    }
    return answer;
  };
  /** Asks for the URLs of the parts after this one ahead of time, once fewer than PART_URL_LOOKAHEAD have one. */
  const askAhead = (upcoming: readonly number[]) => {
    if (upcoming.slice(0, PART_URL_LOOKAHEAD).every((n) => known.has(n))) return;
    const batch = upcoming.filter((n) => !known.has(n)).slice(0, PART_URL_BATCH);
    ask(batch).catch(() => {
      // Asked for again by each part as it starts.
      for (const number of batch) known.delete(number);
    });
  };
  return async (partNumber: number, upcoming: readonly number[]): Promise<string> => {
    const later = upcoming.filter((n) => n !== partNumber);
    const batchFrom = (first: number) => [first, ...later.filter((n) => !known.has(n))].slice(0, PART_URL_BATCH);
    // Asked for before anything is awaited: the parts that start together then share the first batch.
    if (!known.has(partNumber)) void ask(batchFrom(partNumber)).catch(() => undefined);
    askAhead(later);
    const cached = await known.get(partNumber)?.catch(() => undefined);
    if (cached && cached.expiresAt - Date.now() > FRESH_FOR_MS) return cached.url;
    // Its batch failed (asked for again; a second failure fails the part), or the URL is about to expire.
    const answer = await ask(batchFrom(partNumber));
    return answer.parts.find((part) => part.partNumber === partNumber)?.url ?? '';
  };
}
