import express, { type Request, type Router } from 'express';
import { ApiError } from '../../platform/errors/api-error';
import { streamsBody } from '../../platform/http/request-timeouts';
import type { RequestBody, ResponseBody } from '../buckets/contract-types';
import {
  abortUpload,
  completeUpload,
  createUpload,
  listUploadParts,
  partSizeFor,
  uploadPart,
  type UploadTarget,
} from './multipart-upload';
import { decodedKey, readableKey, scopeOf, writableKey } from './object-params';
import { refuseCompletionOffSize, refusePartThatCannotFit } from './upload-declared-size';
import type { ObjectFeatureDeps } from './objects.deps';

/**
 * Resumable uploads of large files (S3 multipart through the console): start, send parts (several in flight, each
 * streamed straight to MinIO), list what arrived after a dropped connection, complete or abort. The upload id the
 * client gets is sealed (see upload-id.ts): it carries MinIO's id and the declared size, which every part and the
 * completion are held to (see upload-declared-size.ts).
 */
export function uploadsRouter(deps: ObjectFeatureDeps): Router {
  const router = express.Router();
  const endpoint = deps.config.minioServer;
  /** The upload a request names, and the size it was declared with. */
  const targetOf = (req: Request): UploadTarget & { readonly size: number } => {
    const key = readableKey(decodedKey(req, 'prefix'));
    const claim = deps.uploadIds.open(String(req.params.uploadId), String(req.params.bucket), key);
    return { key, uploadId: claim.minioUploadId, size: claim.size };
  };

  router.post('/buckets/:bucket/uploads', async (req, res) => {
    const scope = scopeOf(req, res, endpoint);
    const key = writableKey(decodedKey(req, 'prefix'));
    const { size, content_type: contentType } = req.body as RequestBody<'createUpload'>;
    const limit = deps.config.uploadMaxBytes;
    if (size > limit) {
      throw new ApiError(413, 'The file is too large', `This console accepts files of at most ${limit} bytes`);
    }
    const minioUploadId = await createUpload(scope, key, contentType);
    const answer: ResponseBody<'createUpload'> = {
      uploadId: deps.uploadIds.issue(scope.bucket, key, { minioUploadId, size }),
      partSize: partSizeFor(size),
    };
    res.status(201).json(answer);
  });

  router.put('/buckets/:bucket/uploads/:uploadId/parts/:partNumber', async (req, res) => {
    const raw = req.get('content-length');
    if (raw === undefined || !/^\d+$/.test(raw)) {
      throw new ApiError(411, 'Content-Length required', 'Send each part with its length (no chunked encoding)');
    }
    const target = targetOf(req);
    const part = { number: Number(req.params.partNumber), length: Number(raw), body: req };
    refusePartThatCannotFit(target.size, part.number, part.length);
    // A part of up to 5 GiB takes as long as the link needs; it only has to keep moving (request-timeouts.ts).
    streamsBody(req);
    const answer: ResponseBody<'uploadPart'> = await uploadPart(scopeOf(req, res, endpoint), target, part);
    res.json(answer);
  });

  router.get('/buckets/:bucket/uploads/:uploadId', async (req, res) => {
    const answer: ResponseBody<'listUploadParts'> = await listUploadParts(scopeOf(req, res, endpoint), targetOf(req));
    res.json(answer);
  });

  router.post('/buckets/:bucket/uploads/:uploadId/complete', async (req, res) => {
    const { parts } = req.body as RequestBody<'completeUpload'>;
    const scope = scopeOf(req, res, endpoint);
    const target = targetOf(req);
    const stored = (await listUploadParts(scope, target)).parts;
    refuseCompletionOffSize(stored, parts, target.size, deps.config.uploadMaxBytes);
    const answer: ResponseBody<'completeUpload'> = await completeUpload(scope, target, parts);
    deps.logger.info('upload completed', { bucket: req.params.bucket, parts: parts.length });
    res.json(answer);
  });

  router.delete('/buckets/:bucket/uploads/:uploadId', async (req, res) => {
    await abortUpload(scopeOf(req, res, endpoint), targetOf(req));
    res.status(204).end();
  });

  return router;
}
