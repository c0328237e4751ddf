import type { Schema } from '@contract/shared/contract-types';
import { dataOf, type ApiClient } from '@test/support/api-client';

/** A key as the API takes it in `prefix` / `path`: base64 of its UTF-8 bytes. */
export function b64(key: string): string {
  return Buffer.from(key, 'utf8').toString('base64');
}

/** The params of a call on one object (version): the bucket in the path, the key (and version) in the query. */
export function objectAt(bucket: string, key: string, versionId?: string) {
  return {
    params: {
      path: { bucket },
      query: { prefix: b64(key), ...(versionId === undefined ? {} : { version_id: versionId }) },
    },
  };
}

/** Every page of a listing, following next_continuation_token; each page must be answered with 200. */
export async function allPages(
  page: (token: string | undefined) => Promise<{ status: number; data?: Schema<'ObjectList'>; error?: unknown }>,
): Promise<{ pages: Array<Schema<'ObjectList'>>; objects: Array<Schema<'BucketObject'>> }> {
  const pages: Array<Schema<'ObjectList'>> = [];
  let token: string | undefined;
  do {
    const answer = await page(token);
    expect(answer.status).toBe(200);
    pages.push(dataOf(answer));
    token = pages.at(-1)?.next_continuation_token;
  } while (token);
  return { pages, objects: pages.flatMap((listed) => listed.objects) };
}

/**
 * The calls of one resumable upload of `key`, as the upload queue makes them. Parts are sent raw (their body is the
 * bytes themselves, which the typed client would encode as JSON); their answer is read into the same shape.
 */
export function resumableUpload(user: ApiClient, bucket: string, key: string) {
  const prefix = { prefix: b64(key) };
  const at = (uploadId: string) => ({ params: { path: { bucket, uploadId }, query: prefix } });
  const partPath = (uploadId: string, partNumber: number) =>
    `/api/v1/buckets/${bucket}/uploads/${encodeURIComponent(uploadId)}/parts/${partNumber}?prefix=${encodeURIComponent(prefix.prefix)}`;
  return {
    partPath,
    create: (body: Schema<'CreateUploadRequest'>) =>
      user.POST('/api/v1/buckets/{bucket}/uploads', { params: { path: { bucket }, query: prefix }, body }),
    async sendPart(uploadId: string, partNumber: number, bytes: Buffer) {
      const res = await user.fetch(partPath(uploadId, partNumber), {
        method: 'PUT',
        body: new Uint8Array(bytes),
        headers: { 'Content-Type': 'application/octet-stream' },
      });
      const body: unknown = await res.json();
      return res.ok
        ? { status: res.status, data: body as Schema<'UploadedPart'> }
        : { status: res.status, error: body as Schema<'ApiError'> };
    },
    parts: (uploadId: string) => user.GET('/api/v1/buckets/{bucket}/uploads/{uploadId}', at(uploadId)),
    complete: (uploadId: string, parts: Schema<'CompleteUploadRequest'>['parts']) =>
      user.POST('/api/v1/buckets/{bucket}/uploads/{uploadId}/complete', { ...at(uploadId), body: { parts } }),
    abort: (uploadId: string) => user.DELETE('/api/v1/buckets/{bucket}/uploads/{uploadId}', at(uploadId)),
  };
}
