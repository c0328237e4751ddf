import type { Request, Response } from 'express';
import { pipeline } from 'node:stream/promises';
import { OBJECT_RESPONSE_HEADERS, presentationHeaders } from './download-headers';
import { asUser, type ObjectScope } from './object-params';
import { s3Stream } from './s3-raw';

/** Headers of MinIO's answer that are passed on as they are. */
const PASSED_ON = ['content-length', 'content-range', 'etag', 'last-modified', 'accept-ranges'] as const;

/**
 * Streams an object (or one version) to the client. A `Range` header goes to MinIO as it is, so a 206 with
 * Content-Range, or a 416, is MinIO's own answer. When the client goes away the upstream connection is destroyed,
 * which stops MinIO's read at once.
 */
export async function downloadObject(
  req: Request,
  res: Response,
  scope: ObjectScope,
  target: { readonly key: string; readonly versionId?: string; readonly preview: boolean },
): Promise<void> {
  const range = req.get('range');
  const upstream = await asUser(`read ${target.key}`, () =>
    s3Stream(scope.connection, {
      method: 'GET',
      bucket: scope.bucket,
      key: target.key,
      ...(target.versionId ? { query: { versionId: target.versionId } } : {}),
      ...(range ? { headers: { range } } : {}),
    }),
  );
  res.status(upstream.statusCode === 206 ? 206 : 200);
  for (const name of PASSED_ON) {
    const value = upstream.headers[name];
    if (typeof value === 'string') res.setHeader(name, value);
  }
  if (!upstream.headers['accept-ranges']) res.setHeader('Accept-Ranges', 'bytes');
  const versionId = upstream.headers['x-amz-version-id'];
  if (typeof versionId === 'string') res.setHeader('X-Version-Id', versionId);
  res.set({
    ...presentationHeaders(target.key, upstream.headers['content-type'], target.preview),
    ...OBJECT_RESPONSE_HEADERS,
  });
  try {
    await pipeline(upstream, res);
  } catch {
    // The client went away or MinIO broke off: pipeline has destroyed both ends; nothing more can be sent.
  }
}
