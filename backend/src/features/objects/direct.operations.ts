import { can } from '@contract/shared/permissions/can';
import { ApiError } from '../../platform/errors/api-error';
import { recentAccountInfo } from '../../platform/minio/admin/recent-account-info';
import { policyOf } from '../../platform/minio/session-facts';
import { operations } from '../../platform/operations/operation-table';
import { sessionOf, userConnection } from '../../platform/session/session-context';
import { browserConnection, directUrlSeconds, presignDownload, presignParts, presignPut } from './direct-presign';
import { consoleOrigin } from './direct-transfers';
import { checkedVersionId, decodedKey, objectScope, readableKey, writableKey } from './object-params';
import type { ObjectFeatureDeps } from './objects.deps';

/**
 * Direct transfers: presigned URLs of MinIO's browser-facing address, handed out after the console's own check and
 * signed with the session's credentials (MinIO checks the user again). Off (409) unless CONSOLE_MINIO_BROWSER_URL is
 * set and MinIO's CORS allows this console address; the frontend then uses the proxy routes.
 */
export function directOperations(deps: ObjectFeatureDeps) {
  const endpoint = deps.config.minioServer;
  const direct = deps.directTransfers;

  /** MinIO's browser-facing origin when direct transfers are on for this request's console address. */
  const browserOriginFor = async (req: Parameters<typeof consoleOrigin>[0]): Promise<string> => {
    if (direct.browserOrigin === undefined || !(await direct.enabledForRequest(req))) {
      throw new ApiError(
        409,
        'Direct transfers are off',
        direct.configured
          ? `MinIO does not allow browsers from ${consoleOrigin(req)} (CORS); transfers go through the console`
          : 'CONSOLE_MINIO_BROWSER_URL is not set; transfers go through the console',
      );
    }
    return direct.browserOrigin;
  };

  return operations({
    presignDirectDownload: async ({ params, query, req, res }) => {
      const browserOrigin = await browserOriginFor(req);
      const versionId = checkedVersionId(query.version_id);
      const scope = objectScope(res, endpoint, params.bucket);
      return presignDownload(
        scope,
        browserConnection(scope, browserOrigin),
        {
          key: readableKey(decodedKey(query.prefix)),
          ...(versionId ? { versionId } : {}),
          preview: query.preview === true,
        },
        directUrlSeconds(sessionOf(res).exp),
      );
    },

    presignDirectUpload: async ({ params, query, body: { size }, req, res }) => {
      const browserOrigin = await browserOriginFor(req);
      const key = writableKey(decodedKey(query.prefix));
      const limit = deps.config.uploadMaxBytes;
      if (size > limit) {
        throw new ApiError(413, 'The file is too large', `This console accepts files of at most ${limit} bytes`);
      }
      // A presigned PUT cannot be tried without writing, so the user's policy is read instead (MinIO checks again).
      const policy = policyOf(await recentAccountInfo(userConnection(res, endpoint)));
      if (!can(policy, 's3:PutObject', { bucket: params.bucket, object: key })) {
        throw new ApiError(
          403,
          `Access denied: your policy does not allow you to upload to ${key}`,
          `s3:PutObject on ${params.bucket}/${key} is not allowed`,
        );
      }
      const scope = objectScope(res, endpoint, params.bucket);
      return presignPut(browserConnection(scope, browserOrigin), key, directUrlSeconds(sessionOf(res).exp));
    },

    // The sealed upload id names the bucket and key it was issued for, after MinIO let the user start it.
    presignDirectParts: async ({ params, query, body: { parts }, req, res }) => {
      const browserOrigin = await browserOriginFor(req);
      const key = readableKey(decodedKey(query.prefix));
      const claim = deps.uploadIds.open(params.uploadId, params.bucket, key);
      const scope = objectScope(res, endpoint, params.bucket);
      return presignParts(
        browserConnection(scope, browserOrigin),
        { key, uploadId: claim.minioUploadId },
        parts,
        directUrlSeconds(sessionOf(res).exp),
      );
    },
  });
}
