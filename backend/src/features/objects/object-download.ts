import type { Request, Response } from 'express';
import { pipeline } from 'node:stream/promises';
import { OBJECT_RESPONSE_HEADERS, presentationHeaders } from './download-headers';
import { openObjectBody } from './object-body';
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
  const request = {
    bucket: scope.bucket,
    key: target.key,
    ...(target.versionId ? { query: { versionId: target.versionId } } : {}),
    ...(range ? { headers: { range } } : {}),
  };
  // The fast path (object-body.ts); undefined when MinIO's answer is not a plain 2xx: then node:http as before.
  const body = await asUser(`read ${target.key}`, () => openObjectBody(scope.connection, request));
  if (body) {
    setAnswerHeaders(res, body.statusCode, body.headers, target);
    await body.sendTo(res);
    return;
  }
  const upstream = await asUser(`read ${target.key}`, () => s3Stream(scope.connection, { method: 'GET', ...request }));
  setAnswerHeaders(res, upstream.statusCode ?? 200, upstream.headers, target);
  try {
    await pipeline(upstream, res);
  } catch {
    // The client went away or MinIO broke off: pipeline has destroyed both ends; nothing more can be sent.
  }
}

/** The status and headers of the client's answer, from MinIO's. */
function setAnswerHeaders(
  res: Response,
  status: number,
  headers: Readonly<Record<string, string | string[] | undefined>>,
  target: { readonly key: string; readonly preview: boolean },
): void {
  res.status(status === 206 ? 206 : 200);
  for (const name of PASSED_ON) {
    const value = headers[name];
    if (typeof value === 'string') res.setHeader(name, value);
  }
  if (!headers['accept-ranges']) res.setHeader('Accept-Ranges', 'bytes');
  const versionId = headers['x-amz-version-id'];
  if (typeof versionId === 'string') res.setHeader('X-Version-Id', versionId);
  const contentType = headers['content-type'];
  res.set({
    ...presentationHeaders(target.key, typeof contentType === 'string' ? contentType : undefined, target.preview),
    ...OBJECT_RESPONSE_HEADERS,
  });
}
