import { ApiError } from '../../platform/errors/api-error';
import { streamsBody } from '../../platform/http/request-timeouts';
import { operations } from '../../platform/operations/operation-table';
import {
  abortUpload,
  completeUpload,
  createUpload,
  listUploadParts,
  partSizeFor,
  uploadPart,
  type UploadTarget,
} from './multipart-upload';
import { decodedKey, objectScope, readableKey, writableKey } from './object-params';
import { refuseCompletionOffSize, refusePartThatCannotFit } from './upload-declared-size';
import type { ObjectFeatureDeps } from './objects.deps';

/** How an operation on one upload names it: the bucket and the sealed id in the path, the base64 key in the query. */
interface UploadAddress {
  readonly params: { readonly bucket: string; readonly uploadId: string };
  readonly query: { readonly prefix: string };
}

/**
 * Resumable uploads of large files (S3 multipart through the console): start, send parts (several in flight, each
 * streamed straight to MinIO), list what arrived after a dropped connection, complete or abort. The upload id the
 * client gets is sealed (see upload-id.ts): it carries MinIO's id and the declared size, which every part and the
 * completion are held to (see upload-declared-size.ts).
 */
export function uploadsOperations(deps: ObjectFeatureDeps) {
  const endpoint = deps.config.minioServer;
  /** The upload a request names, and the size it was declared with. */
  const targetOf = ({ params, query }: UploadAddress): UploadTarget & { readonly size: number } => {
    const key = readableKey(decodedKey(query.prefix));
    const claim = deps.uploadIds.open(params.uploadId, params.bucket, key);
    return { key, uploadId: claim.minioUploadId, size: claim.size };
  };

  return operations({
    createUpload: async ({ params, query, body: { size, content_type: contentType }, res }) => {
      const scope = objectScope(res, endpoint, params.bucket);
      const key = writableKey(decodedKey(query.prefix));
      const limit = deps.config.uploadMaxBytes;
      if (size > limit) {
        throw new ApiError(413, 'The file is too large', `This console accepts files of at most ${limit} bytes`);
      }
      const minioUploadId = await createUpload(scope, key, contentType);
      return {
        uploadId: deps.uploadIds.issue(scope.bucket, key, { minioUploadId, size }),
        partSize: partSizeFor(size),
      };
    },

    // The part is the raw request, streamed on to MinIO as it arrives.
    uploadPart: async ({ params, query, req, res }) => {
      const raw = req.get('content-length');
      if (raw === undefined || !/^\d+$/.test(raw)) {
        throw new ApiError(411, 'Content-Length required', 'Send each part with its length (no chunked encoding)');
      }
      const target = targetOf({ params, query });
      const part = { number: params.partNumber, length: Number(raw), body: req };
      refusePartThatCannotFit(target.size, part.number, part.length);
      // A part of up to 5 GiB takes as long as the link needs; it only has to keep moving (request-timeouts.ts).
      streamsBody(req);
      return uploadPart(objectScope(res, endpoint, params.bucket), target, part);
    },

    listUploadParts: ({ params, query, res }) =>
      listUploadParts(objectScope(res, endpoint, params.bucket), targetOf({ params, query })),

    completeUpload: async ({ params, query, body: { parts }, res }) => {
      const scope = objectScope(res, endpoint, params.bucket);
      const target = targetOf({ params, query });
      const stored = (await listUploadParts(scope, target)).parts;
      refuseCompletionOffSize(stored, parts, target.size, deps.config.uploadMaxBytes);
      const answer = await completeUpload(scope, target, parts);
      deps.logger.info('upload completed', { bucket: params.bucket, parts: parts.length });
      return answer;
    },

    abortUpload: async ({ params, query, res }) => {
      await abortUpload(objectScope(res, endpoint, params.bucket), targetOf({ params, query }));
    },
  });
}
