import { holdSlot } from '../../platform/limits/session-concurrency';
import { operations } from '../../platform/operations/operation-table';
import { sessionOf, userConnection } from '../../platform/session/session-context';
import type { BucketFeatureDeps } from '../../platform/feature-deps';
import { downloadObject } from './object-download';
import { listObjects } from './object-list';
import { checkedVersionId, decodedKey, objectScope, readableKey } from './object-params';
import { rewindObjects } from './object-rewind';
import { inspectObject } from './object-inspect';
import { checkShareWithinSession, maxShareLink, shareDurationMs, shareObject } from './object-share';
import { downloadZip } from './object-zip';
import { zipRequestOf } from './zip-request';

/** Default page size of listings (the contract's default; MinIO's maximum). */
const DEFAULT_MAX_KEYS = 1000;

/**
 * The object browser's reads: listing, rewind, download (and preview), share links and ZIP downloads. The two
 * downloads stream to `res` themselves and answer nothing.
 */
export function objectsReadOperations(deps: BucketFeatureDeps) {
  const endpoint = deps.config.minioServer;
  return operations({
    listObjects: ({ params, query, res }) =>
      listObjects(userConnection(res, endpoint), {
        bucket: params.bucket,
        prefix: decodedKey(query.prefix),
        withVersions: query.with_versions === true,
        withMetadata: query.with_metadata === true,
        ...(query.continuation_token ? { token: query.continuation_token } : {}),
        maxKeys: query.max_keys ?? DEFAULT_MAX_KEYS,
      }),

    rewindObjects: ({ params, query, res }) =>
      rewindObjects(userConnection(res, endpoint), {
        bucket: params.bucket,
        prefix: decodedKey(query.prefix),
        at: new Date(params.date),
        ...(query.continuation_token ? { token: query.continuation_token } : {}),
        maxKeys: query.max_keys ?? DEFAULT_MAX_KEYS,
      }),

    downloadObject: async ({ params, query, req, res }) => {
      const versionId = checkedVersionId(query.version_id);
      await downloadObject(req, res, objectScope(res, endpoint, params.bucket), {
        key: readableKey(decodedKey(query.prefix)),
        ...(versionId ? { versionId } : {}),
        preview: query.preview === true,
      });
    },

    shareObject: ({ params, query, res }) => {
      const versionId = checkedVersionId(query.version_id);
      const durationMs = shareDurationMs(query.expires);
      checkShareWithinSession(durationMs, sessionOf(res).exp);
      return shareObject(
        objectScope(res, endpoint, params.bucket),
        { key: readableKey(decodedKey(query.prefix)), ...(versionId ? { versionId } : {}), durationMs },
        sessionOf(res).exp,
      );
    },

    getMaxShareLinkExp: ({ res }) => maxShareLink(sessionOf(res).exp),

    inspectObject: async ({ params, query, res }) => {
      await inspectObject(res, objectScope(res, endpoint, params.bucket), readableKey(decodedKey(query.prefix)));
    },

    downloadObjectsZip: {
      // A ZIP lists and reads whole folders: a few per session at once (CONSOLE_LIMIT_ZIP_DOWNLOADS).
      guards: [holdSlot(deps.config, 'zip')],
      handler: async ({ params, body, res }) => {
        await downloadZip(res, objectScope(res, endpoint, params.bucket), zipRequestOf(body));
      },
    },
  });
}
