import { ApiError } from '../../platform/errors/api-error';
import { withS3 } from '../../platform/minio/s3/s3-client';
import type { Schema } from '@contract/shared/contract-types';
import { asUser, type ObjectScope } from './object-params';
import { s3Stream, type S3Body } from './s3-raw';

const MIB = 1024 * 1024;
/** S3's limits: at most 10,000 parts of at most 5 GiB each. */
const MAX_PARTS = 10_000;
export const MAX_PART_BYTES = 5 * 1024 * MIB;
/** The smallest part size the console hands out: fewer, larger requests go faster through the extra hop. */
const MIN_PART_BYTES = 16 * MIB;

/** The part size for a file: max(16 MiB, size/10000 rounded up to whole MiB), so any size fits in 10,000 parts. */
export function partSizeFor(size: number): number {
  return Math.max(MIN_PART_BYTES, Math.ceil(size / MAX_PARTS / MIB) * MIB);
}

/** One upload: its object key and MinIO's upload id. */
export interface UploadTarget {
  readonly key: string;
  readonly uploadId: string;
}

/** Starts an S3 multipart upload and answers MinIO's upload id; the caller has checked the key and the size. */
export async function createUpload(scope: ObjectScope, key: string, contentType: string | undefined): Promise<string> {
  return asUser(`upload to ${key}`, () =>
    withS3(scope.connection, (s3) =>
      s3.initiateNewMultipartUpload(scope.bucket, key, { 'Content-Type': contentType || 'application/octet-stream' }),
    ),
  );
}

/**
 * Sends one part to MinIO as it arrives: `body` is piped with its length and an unsigned payload, so the console
 * never holds more than the sockets' buffers (or, for the form's slices, the buffers it holds already).
 */
export async function uploadPart(
  scope: ObjectScope,
  target: UploadTarget,
  part: { readonly number: number; readonly length: number; readonly body: S3Body },
): Promise<Schema<'UploadedPart'>> {
  if (part.length > MAX_PART_BYTES) {
    throw new ApiError(413, 'The part is too large', `A part holds at most ${MAX_PART_BYTES} bytes`);
  }
  const answer = await asUser(`upload to ${target.key}`, () =>
    s3Stream(scope.connection, {
      method: 'PUT',
      bucket: scope.bucket,
      key: target.key,
      query: { partNumber: String(part.number), uploadId: target.uploadId },
      headers: { 'content-length': String(part.length) },
      body: part.body,
    }),
  );
  answer.resume();
  const etag = String(answer.headers.etag ?? '').replace(/"/g, '');
  return { partNumber: part.number, etag, size: part.length };
}

/** minio-js's listParts (declared protected, though it is what its own resumable uploads use). */
interface PartLister {
  listParts(
    bucket: string,
    key: string,
    uploadId: string,
  ): Promise<Array<{ part: number; etag: string; size: number }>>;
}

/** The parts MinIO holds for an upload, to resume after a dropped connection. */
export async function listUploadParts(scope: ObjectScope, target: UploadTarget): Promise<Schema<'UploadParts'>> {
  const parts = await asUser(`read the upload of ${target.key}`, () =>
    withS3(scope.connection, (s3) =>
      (s3 as unknown as PartLister).listParts(scope.bucket, target.key, target.uploadId),
    ),
  );
  return {
    parts: parts
      .map((part) => ({ partNumber: part.part, etag: part.etag.replace(/"/g, ''), size: part.size }))
      .sort((a, b) => a.partNumber - b.partNumber),
  };
}

/** Assembles the parts into the object. */
export async function completeUpload(
  scope: ObjectScope,
  target: UploadTarget,
  parts: Schema<'CompleteUploadRequest'>['parts'],
): Promise<Schema<'CompletedUpload'>> {
  const done = await asUser(`upload to ${target.key}`, () =>
    withS3(scope.connection, (s3) =>
      s3.completeMultipartUpload(
        scope.bucket,
        target.key,
        target.uploadId,
        [...parts]
          .sort((a, b) => a.partNumber - b.partNumber)
          .map((part) => ({ part: part.partNumber, etag: part.etag })),
      ),
    ),
  );
  return {
    name: target.key,
    ...(done.etag ? { etag: done.etag } : {}),
    ...(done.versionId ? { version_id: done.versionId } : {}),
  };
}

/** Cancels an upload; MinIO drops every part it holds. */
export async function abortUpload(scope: ObjectScope, target: UploadTarget): Promise<void> {
  await asUser(`cancel the upload of ${target.key}`, () =>
    withS3(scope.connection, (s3) => s3.abortMultipartUpload(scope.bucket, target.key, target.uploadId)),
  );
}
