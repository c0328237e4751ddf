import { api, call } from '@frontend/api/client';
import { apiBaseUrl, currentBasePath } from '@frontend/api/base-path';
import { displayName, encodeKey, parentPrefix } from '../common/object-path';
import {
  completionList,
  missingParts,
  PART_ATTEMPTS,
  PARTS_IN_FLIGHT,
  planParts,
  runPool,
  type PlannedPart,
} from './upload-planner';
import { sendXhr, XhrAborted } from './xhr-request';
import { directPartUrls } from './direct-upload';
import { fallsBackToProxy } from './direct-urls';

/** One file on its way to `bucket/key`. `uploadId` is set once a multipart upload exists (for resume and abort). */
export interface UploadJob {
  readonly bucket: string;
  readonly key: string;
  readonly file: Blob;
  controller: AbortController;
  uploadId?: string;
  partSize?: number;
  /** Bytes go straight to MinIO (direct transfers); set false for good once the direct path failed. */
  direct?: boolean;
}

/** The URL of an API path with a query, for the XHR requests the typed client cannot make. */
export function apiUrl(path: string, query: Record<string, string>): string {
  const search = new URLSearchParams(query).toString();
  return `${apiBaseUrl(window.location.origin, currentBasePath())}${path}${search === '' ? '' : `?${search}`}`;
}

/** The upload's calls: without an answer they fail the upload (Retry), like its parts, rather than the session. */
const uploadCall: typeof call = (request) => call(request, { offlineIsMine: true });

const bucketPath = (bucket: string) => `/api/v1/buckets/${encodeURIComponent(bucket)}`;

/** A small file through the form route; its part's file name is the key's last segment, the prefix its folder. */
export async function uploadByForm(job: UploadJob, onProgress: (loaded: number) => void): Promise<void> {
  const form = new FormData();
  form.append('file', job.file, displayName(job.key));
  const prefix = parentPrefix(job.key);
  await sendXhr({
    method: 'POST',
    url: apiUrl(`${bucketPath(job.bucket)}/objects/upload`, prefix === '' ? {} : { prefix: encodeKey(prefix) }),
    body: form,
    signal: job.controller.signal,
    // The form's own bytes (part headers, boundaries) are counted too: never more than the file is shown as sent.
    onProgress: (loaded) => onProgress(Math.min(loaded, job.file.size)),
  });
}

const keyQuery = (job: UploadJob) => ({ prefix: encodeKey(job.key) });
const uploadParams = (job: UploadJob, uploadId: string) => ({
  params: { path: { bucket: job.bucket, uploadId }, query: keyQuery(job) },
});

/** The parts the server already holds for this upload. */
const storedParts = (job: UploadJob, uploadId: string) =>
  uploadCall(api().GET('/api/v1/buckets/{bucket}/uploads/{uploadId}', uploadParams(job, uploadId)));

/**
 * A large file as a resumable multipart upload: create it (unless resuming), send the parts the server does not
 * hold yet with PARTS_IN_FLIGHT in flight, then complete. A failed part is sent again; after a dropped connection the
 * server is asked which parts it holds first, so only the missing ones travel again.
 */
export async function uploadByParts(job: UploadJob, onProgress: (loaded: number) => void): Promise<void> {
  const resuming = job.uploadId !== undefined && job.partSize !== undefined;
  if (job.uploadId === undefined || job.partSize === undefined) {
    const session = await uploadCall(
      api().POST('/api/v1/buckets/{bucket}/uploads', {
        params: { path: { bucket: job.bucket }, query: keyQuery(job) },
        body: { size: job.file.size, ...(job.file.type ? { content_type: job.file.type } : {}) },
      }),
    );
    job.uploadId = session.uploadId;
    job.partSize = session.partSize;
  }
  const { uploadId } = job;
  const plan = planParts(job.file.size, job.partSize);
  const etags = new Map<number, string>();
  const loaded = new Map<number, number>();
  const report = (part: PlannedPart, bytes: number) => {
    loaded.set(part.partNumber, bytes);
    onProgress([...loaded.values()].reduce((sum, value) => sum + value, 0));
  };
  const held = resuming ? (await storedParts(job, uploadId)).parts : [];
  const todo = missingParts(plan, held);
  for (const part of plan) {
    if (todo.includes(part)) continue;
    const stored = held.find((entry) => entry.partNumber === part.partNumber);
    if (stored) etags.set(part.partNumber, stored.etag);
    report(part, part.end - part.start);
  }

  const partUrl = directPartUrls(job, uploadId);
  const upcoming = todo.map((part) => part.partNumber);
  const sendPart = async (part: PlannedPart) => {
    for (let attempt = 1; ; attempt += 1) {
      const viaMinio = job.direct === true;
      try {
        const body = job.file.slice(part.start, part.end);
        const onPartProgress = (bytes: number) => report(part, bytes);
        const answer = (await (viaMinio
          ? sendXhr({
              method: 'PUT',
              url: await partUrl(part.partNumber, upcoming.slice(upcoming.indexOf(part.partNumber))),
              body,
              signal: job.controller.signal,
              onProgress: onPartProgress,
              toMinio: true,
            })
          : sendXhr({
              method: 'PUT',
              url: apiUrl(
                `${bucketPath(job.bucket)}/uploads/${encodeURIComponent(uploadId)}/parts/${part.partNumber}`,
                { prefix: encodeKey(job.key) },
              ),
              body,
              headers: { 'Content-Type': 'application/octet-stream' },
              signal: job.controller.signal,
              onProgress: onPartProgress,
            }))) as { etag: string };
        etags.set(part.partNumber, answer.etag);
        report(part, part.end - part.start);
        return;
      } catch (error) {
        report(part, 0);
        if (error instanceof XhrAborted) throw error;
        if (viaMinio && fallsBackToProxy(error)) {
          // MinIO cannot be reached from this browser (CORS, network): this and every later part go through the
          // console, once, without counting as a failed attempt.
          job.direct = false;
          attempt -= 1;
          continue;
        }
        if (attempt >= PART_ATTEMPTS) throw error;
        if (droppedConnection(error)) {
          const stored = (await storedParts(job, uploadId)).parts;
          if (missingParts([part], stored).length === 0) {
            const held = stored.find((entry) => entry.partNumber === part.partNumber);
            if (held) etags.set(part.partNumber, held.etag);
            report(part, part.end - part.start);
            return;
          }
        }
      }
    }
  };
  await runPool(todo, PARTS_IN_FLIGHT, sendPart);
  await uploadCall(
    api().POST('/api/v1/buckets/{bucket}/uploads/{uploadId}/complete', {
      ...uploadParams(job, uploadId),
      body: { parts: completionList(plan, etags) },
    }),
  );
  // Nothing is left to abort or resume.
  job.uploadId = undefined;
}

/** Drops the server's parts of a cancelled multipart upload; a failure here leaves parts MinIO's cleanup removes. */
export async function abortParts(job: UploadJob): Promise<void> {
  if (job.uploadId === undefined) return;
  const uploadId = job.uploadId;
  job.uploadId = undefined;
  await uploadCall(api().DELETE('/api/v1/buckets/{bucket}/uploads/{uploadId}', uploadParams(job, uploadId))).catch(
    () => undefined,
  );
}

const droppedConnection = (error: unknown) =>
  typeof error === 'object' && error !== null && 'status' in error && error.status === undefined;
