import express, { type Request, type Router } from 'express';
import { ApiError } from '../../platform/errors/api-error';
import type { BucketFeatureDeps } from '../buckets/buckets.deps';
import type { RequestBody, ResponseBody } from '../buckets/contract-types';
import {
  abortUpload,
  completeUpload,
  createUpload,
  listUploadParts,
  uploadPart,
  type UploadTarget,
} from './multipart-upload';
import { decodedKey, readableKey, scopeOf, writableKey } from './object-params';

/**
 * Resumable uploads of large files (S3 multipart through the console): start, send parts (several in flight, each
 * streamed straight to MinIO), list what arrived after a dropped connection, complete or abort.
 */
export function uploadsRouter(deps: BucketFeatureDeps): Router {
  const router = express.Router();
  const endpoint = deps.config.minioServer;
  const targetOf = (req: Request): UploadTarget => ({
    key: readableKey(decodedKey(req, 'prefix')),
    uploadId: String(req.params.uploadId),
  });

  router.post('/buckets/:bucket/uploads', async (req, res) => {
    const scope = scopeOf(req, res, endpoint);
    const key = writableKey(decodedKey(req, 'prefix'));
    const request = req.body as RequestBody<'createUpload'>;
    const limit = deps.config.uploadMaxBytes;
    if (request.size > limit) {
      throw new ApiError(413, 'The file is too large', `This console accepts files of at most ${limit} bytes`);
    }
    const answer: ResponseBody<'createUpload'> = await createUpload(scope, key, request.size, request.content_type);
    res.status(201).json(answer);
  });

  router.put('/buckets/:bucket/uploads/:uploadId/parts/:partNumber', async (req, res) => {
    const raw = req.get('content-length');
    if (raw === undefined || !/^\d+$/.test(raw)) {
      throw new ApiError(411, 'Content-Length required', 'Send each part with its length (no chunked encoding)');
    }
    const answer: ResponseBody<'uploadPart'> = await uploadPart(scopeOf(req, res, endpoint), targetOf(req), {
      number: Number(req.params.partNumber),
      length: Number(raw),
      body: req,
    });
    res.json(answer);
  });

  router.get('/buckets/:bucket/uploads/:uploadId', async (req, res) => {
    const answer: ResponseBody<'listUploadParts'> = await listUploadParts(scopeOf(req, res, endpoint), targetOf(req));
    res.json(answer);
  });

  router.post('/buckets/:bucket/uploads/:uploadId/complete', async (req, res) => {
    const { parts } = req.body as RequestBody<'completeUpload'>;
    const answer: ResponseBody<'completeUpload'> = await completeUpload(
      scopeOf(req, res, endpoint),
      targetOf(req),
      parts,
    );
    deps.logger.info('upload completed', { bucket: req.params.bucket, parts: parts.length });
    res.json(answer);
  });

  router.delete('/buckets/:bucket/uploads/:uploadId', async (req, res) => {
    await abortUpload(scopeOf(req, res, endpoint), targetOf(req));
    res.status(204).end();
  });

  return router;
}
