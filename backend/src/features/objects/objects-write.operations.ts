import type { Response } from 'express';
import { operations } from '../../platform/operations/operation-table';
import { minioSessionOf } from '../../platform/session/session-context';
import type { BucketFeatureDeps } from '../../platform/feature-deps';
import { storeFormFiles } from './form-upload';
import { deleteVersionsOf, versionSelection } from './object-version-delete';
import { deleteTargets } from './object-delete';
import { checkedVersionId, decodedKey, objectScope, readableKey } from './object-params';
import {
  removeRetention,
  restoreVersion,
  setLegalHold,
  setRetention,
  setTags,
  type VersionTarget,
} from './object-protection';

/** The query naming one object version: its base64 key, and the version (the latest when absent). */
interface VersionQuery {
  readonly prefix: string;
  readonly version_id?: string;
}

/** The object browser's changes: form uploads, deletes, retention, legal hold, tags and version restore. */
export function objectsWriteOperations(deps: BucketFeatureDeps) {
  const endpoint = deps.config.minioServer;
  const versionTarget = (query: VersionQuery): VersionTarget => {
    const versionId = checkedVersionId(query.version_id);
    return { key: readableKey(decodedKey(query.prefix)), ...(versionId ? { versionId } : {}) };
  };
  const changed = (res: Response, what: string, details: Record<string, unknown>) => {
    deps.logger.info(what, { user: minioSessionOf(res).user, ...details });
  };

  return operations({
    // The form streams from the raw request through form-parser.ts (the validator leaves multipart bodies
    // unparsed); the contract's 200 has no body, which the handler ends itself.
    uploadObjects: async ({ params, query, req, res }) => {
      const scope = objectScope(res, endpoint, params.bucket);
      const stored = await storeFormFiles(req, scope, decodedKey(query.prefix), deps.config.uploadMaxBytes);
      changed(res, 'objects uploaded', { bucket: scope.bucket, count: stored.length });
      res.status(200).end();
    },

    deleteObject: async ({ params, query, res }) => {
      const scope = objectScope(res, endpoint, params.bucket);
      const path = decodedKey(query.path);
      const versions = versionSelection(query);
      if (versions) {
        const key = readableKey(path);
        const count = await deleteVersionsOf(scope, key, versions, query.bypass === true);
        changed(res, 'object versions deleted', { bucket: scope.bucket, key, versions, count, bypass: query.bypass });
        return;
      }
      const recursive = query.recursive === true;
      await deleteTargets(scope, [{ path: recursive ? path : readableKey(path), recursive }]);
      changed(res, 'objects deleted', { bucket: scope.bucket, path, recursive });
    },

    deleteObjects: async ({ params, body, res }) => {
      const scope = objectScope(res, endpoint, params.bucket);
      const targets = body.map((item) => ({
        path: item.path,
        ...(item.versionID ? { versionId: item.versionID } : {}),
        recursive: item.recursive === true,
      }));
      await deleteTargets(scope, targets);
      changed(res, 'objects deleted', { bucket: scope.bucket, count: targets.length });
    },

    setObjectRetention: async ({ params, query, body, res }) => {
      const scope = objectScope(res, endpoint, params.bucket);
      const target = versionTarget(query);
      await setRetention(scope, target, body);
      changed(res, 'object retention set', { bucket: scope.bucket, key: target.key });
    },

    removeObjectRetention: async ({ params, query, res }) => {
      const scope = objectScope(res, endpoint, params.bucket);
      const target = versionTarget(query);
      await removeRetention(scope, target);
      changed(res, 'object retention removed', { bucket: scope.bucket, key: target.key });
    },

    setObjectLegalHold: async ({ params, query, body: { status }, res }) => {
      const scope = objectScope(res, endpoint, params.bucket);
      const target = versionTarget(query);
      await setLegalHold(scope, target, status === 'enabled');
      changed(res, 'object legal hold changed', { bucket: scope.bucket, key: target.key, status });
    },

    setObjectTags: async ({ params, query, body, res }) => {
      const scope = objectScope(res, endpoint, params.bucket);
      const target = versionTarget(query);
      await setTags(scope, target, body.tags, body.previous);
      changed(res, 'object tags set', { bucket: scope.bucket, key: target.key });
    },

    restoreObjectVersion: async ({ params, query, res }) => {
      const scope = objectScope(res, endpoint, params.bucket);
      const target = versionTarget(query);
      const versionId = target.versionId ?? '';
      await restoreVersion(scope, { key: target.key, versionId });
      changed(res, 'object version restored', { bucket: scope.bucket, key: target.key, versionId });
    },
  });
}
