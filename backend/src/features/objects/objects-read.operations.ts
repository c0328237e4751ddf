import express, { type Router } from 'express';
import { sessionOf } from '../../platform/session/session-context';
import type { BucketFeatureDeps } from '../buckets/buckets.deps';
import type { ResponseBody } from '../buckets/contract-types';
import { downloadObject } from './object-download';
import { listObjects } from './object-list';
import { decodedKey, queryFlag, queryText, readableKey, scopeOf, versionIdOf } from './object-params';
import { rewindObjects } from './object-rewind';
import { shareDurationMs, shareObject } from './object-share';
import { downloadZip } from './object-zip';
import { zipRequestOf } from './zip-request';

/** Default page size of listings (the contract's default; MinIO's maximum). */
const DEFAULT_MAX_KEYS = 1000;

/** The object browser's reads: listing, rewind, download (and preview), share links and ZIP downloads. */
export function objectsReadRouter(deps: BucketFeatureDeps): Router {
  const router = express.Router();
  const endpoint = deps.config.minioServer;
  const maxKeysOf = (raw: unknown) => (raw === undefined ? DEFAULT_MAX_KEYS : Number(raw));

  router.get('/buckets/:bucket/objects', async (req, res) => {
    const scope = scopeOf(req, res, endpoint);
    const token = queryText(req, 'continuation_token');
    const answer: ResponseBody<'listObjects'> = await listObjects(scope.connection, {
      bucket: scope.bucket,
      prefix: decodedKey(req, 'prefix'),
      withVersions: queryFlag(req, 'with_versions'),
      withMetadata: queryFlag(req, 'with_metadata'),
      ...(token ? { token } : {}),
      maxKeys: maxKeysOf(req.query.max_keys),
    });
    res.json(answer);
  });

  router.get('/buckets/:bucket/rewind/:date', async (req, res) => {
    const scope = scopeOf(req, res, endpoint);
    const token = queryText(req, 'continuation_token');
    const answer: ResponseBody<'rewindObjects'> = await rewindObjects(scope.connection, {
      bucket: scope.bucket,
      prefix: decodedKey(req, 'prefix'),
      at: new Date(String(req.params.date)),
      ...(token ? { token } : {}),
      maxKeys: maxKeysOf(req.query.max_keys),
    });
    res.json(answer);
  });

  router.get('/buckets/:bucket/objects/download', async (req, res) => {
    const versionId = versionIdOf(req);
    await downloadObject(req, res, scopeOf(req, res, endpoint), {
      key: readableKey(decodedKey(req, 'prefix')),
      ...(versionId ? { versionId } : {}),
      preview: queryFlag(req, 'preview'),
    });
  });

  router.get('/buckets/:bucket/objects/share', async (req, res) => {
    const versionId = versionIdOf(req);
    const answer: ResponseBody<'shareObject'> = await shareObject(
      scopeOf(req, res, endpoint),
      {
        key: readableKey(decodedKey(req, 'prefix')),
        ...(versionId ? { versionId } : {}),
        durationMs: shareDurationMs(String(req.query.expires)),
      },
      sessionOf(res).exp,
    );
    res.json(answer);
  });

  router.post('/buckets/:bucket/objects/download-zip', async (req, res) => {
    await downloadZip(res, scopeOf(req, res, endpoint), zipRequestOf(req.body));
  });

  return router;
}
