import express, { type Request, type Response, type Router } from 'express';
import { minioSessionOf } from '../../platform/session/session-context';
import type { BucketFeatureDeps } from '../buckets/buckets.deps';
import type { RequestBody } from '../buckets/contract-types';
import { deleteTargets } from './object-delete';
import { decodedKey, queryFlag, readableKey, scopeOf, versionIdOf } from './object-params';
import {
  removeRetention,
  restoreVersion,
  setLegalHold,
  setRetention,
  setTags,
  type VersionTarget,
} from './object-protection';
import { storeFormFiles } from './form-upload';

/** The object browser's changes: form uploads, deletes, retention, legal hold, tags and version restore. */
export function objectsWriteRouter(deps: BucketFeatureDeps): Router {
  const router = express.Router();
  const endpoint = deps.config.minioServer;
  const versionTarget = (req: Request): VersionTarget => {
    const versionId = versionIdOf(req);
    return { key: readableKey(decodedKey(req, 'prefix')), ...(versionId ? { versionId } : {}) };
  };
  const changed = (res: Response, what: string, details: Record<string, unknown>) => {
    deps.logger.info(what, { user: minioSessionOf(res).user, ...details });
  };

  router.post('/buckets/:bucket/objects/upload', async (req, res) => {
    const scope = scopeOf(req, res, endpoint);
    const stored = await storeFormFiles(req, scope, decodedKey(req, 'prefix'), deps.config.uploadMaxBytes);
    changed(res, 'objects uploaded', { bucket: scope.bucket, count: stored.length });
    res.status(200).end();
  });

  router.delete('/buckets/:bucket/objects', async (req, res) => {
    const scope = scopeOf(req, res, endpoint);
    const path = decodedKey(req, 'path');
    const recursive = queryFlag(req, 'recursive');
    await deleteTargets(scope, [{ path: recursive ? path : readableKey(path), recursive }]);
    changed(res, 'objects deleted', { bucket: scope.bucket, path, recursive });
    res.status(204).end();
  });

  router.post('/buckets/:bucket/delete-objects', async (req, res) => {
    const scope = scopeOf(req, res, endpoint);
    const targets = (req.body as RequestBody<'deleteObjects'>).map((item) => ({
      path: item.path,
      ...(item.versionID ? { versionId: item.versionID } : {}),
      recursive: item.recursive === true,
    }));
    await deleteTargets(scope, targets);
    changed(res, 'objects deleted', { bucket: scope.bucket, count: targets.length });
    res.status(204).end();
  });

  router.put('/buckets/:bucket/objects/retention', async (req, res) => {
    const scope = scopeOf(req, res, endpoint);
    const target = versionTarget(req);
    await setRetention(scope, target, req.body as RequestBody<'setObjectRetention'>);
    changed(res, 'object retention set', { bucket: scope.bucket, key: target.key });
    res.status(204).end();
  });

  router.delete('/buckets/:bucket/objects/retention', async (req, res) => {
    const scope = scopeOf(req, res, endpoint);
    const target = versionTarget(req);
    await removeRetention(scope, target);
    changed(res, 'object retention removed', { bucket: scope.bucket, key: target.key });
    res.status(204).end();
  });

  router.put('/buckets/:bucket/objects/legalhold', async (req, res) => {
    const scope = scopeOf(req, res, endpoint);
    const target = versionTarget(req);
    const { status } = req.body as RequestBody<'setObjectLegalHold'>;
    await setLegalHold(scope, target, status === 'enabled');
    changed(res, 'object legal hold changed', { bucket: scope.bucket, key: target.key, status });
    res.status(204).end();
  });

  router.put('/buckets/:bucket/objects/tags', async (req, res) => {
    const scope = scopeOf(req, res, endpoint);
    const target = versionTarget(req);
    await setTags(scope, target, (req.body as RequestBody<'setObjectTags'>).tags);
    changed(res, 'object tags set', { bucket: scope.bucket, key: target.key });
    res.status(204).end();
  });

  router.put('/buckets/:bucket/objects/restore', async (req, res) => {
    const scope = scopeOf(req, res, endpoint);
    const target = versionTarget(req);
    const versionId = versionIdOf(req) ?? '';
    await restoreVersion(scope, { key: target.key, versionId });
    changed(res, 'object version restored', { bucket: scope.bucket, key: target.key, versionId });
    res.status(204).end();
  });

  return router;
}
