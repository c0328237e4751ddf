import express, { type Response, type Router } from 'express';
import { minioSessionOf } from '../../platform/session/session-context';
import { bucketS3, requireDistributedMode, sessionConnection } from './bucket-session';
import {
  enableEncryption,
  readEncryption,
  readObjectLocking,
  readQuota,
  readRetention,
  setAccessPolicy,
  writeQuota,
  writeRetention,
} from './bucket-settings';
import type { BucketFeatureDeps } from './buckets.deps';
import type { RequestBody, ResponseBody } from './contract-types';

/**
 * The Bucket Summary's settings (spec 01 §7): access policy, retention, encryption, versioning, quota and object
 * locking. Reads are open to whoever MinIO lets read; changes to the distributed-only features (versioning, quota,
 * retention) are refused on a single drive, as the session's `distributedMode` says.
 */
export function bucketSettingsRouter(deps: BucketFeatureDeps): Router {
  const router = express.Router();
  const endpoint = deps.config.minioServer;
  const connectionOf = (res: Response) => sessionConnection(res, endpoint);
  const changed = (res: Response, bucket: string, setting: string) => {
    deps.logger.info('bucket setting changed', { user: minioSessionOf(res).user, bucket, setting });
    res.status(204).end();
  };

  router.put('/buckets/:bucket/set-policy', async (req, res) => {
    await setAccessPolicy(connectionOf(res), req.params.bucket, req.body as RequestBody<'setBucketAccessPolicy'>);
    changed(res, req.params.bucket, 'access policy');
  });

  router.get('/buckets/:bucket/retention', async (req, res) => {
    const answer: ResponseBody<'getBucketRetention'> = await readRetention(connectionOf(res), req.params.bucket);
    res.json(answer);
  });

  router.put('/buckets/:bucket/retention', async (req, res) => {
    const connection = connectionOf(res);
    await requireDistributedMode(connection, 'Retention');
    await writeRetention(connection, req.params.bucket, req.body as RequestBody<'setBucketRetention'>);
    changed(res, req.params.bucket, 'retention');
  });

  router.post('/buckets/:bucket/encryption/enable', async (req, res) => {
    await enableEncryption(connectionOf(res), req.params.bucket, req.body as RequestBody<'enableBucketEncryption'>);
    changed(res, req.params.bucket, 'encryption');
  });

  router.post('/buckets/:bucket/encryption/disable', async (req, res) => {
    await bucketS3(connectionOf(res), (s3) => s3.removeBucketEncryption(req.params.bucket));
    changed(res, req.params.bucket, 'encryption');
  });

  router.get('/buckets/:bucket/encryption/info', async (req, res) => {
    const answer: ResponseBody<'getBucketEncryption'> = await readEncryption(connectionOf(res), req.params.bucket);
    res.json(answer);
  });

  router.get('/buckets/:bucket/versioning', async (req, res) => {
    const state = await bucketS3(connectionOf(res), (s3) => s3.getBucketVersioning(req.params.bucket));
    const status = state.Status === 'Enabled' || state.Status === 'Suspended' ? state.Status : 'Unversioned';
    const answer: ResponseBody<'getBucketVersioning'> = { is_versioned: status === 'Enabled', status };
    res.json(answer);
  });

  router.put('/buckets/:bucket/versioning', async (req, res) => {
    const connection = connectionOf(res);
    const { versioning } = req.body as RequestBody<'setBucketVersioning'>;
    await requireDistributedMode(connection, 'Versioning');
    await bucketS3(connection, (s3) =>
      s3.setBucketVersioning(req.params.bucket, { Status: versioning ? 'Enabled' : 'Suspended' }),
    );
    changed(res, req.params.bucket, 'versioning');
  });

  router.get('/buckets/:bucket/quota', async (req, res) => {
    const answer: ResponseBody<'getBucketQuota'> = await readQuota(connectionOf(res), req.params.bucket);
    res.json(answer);
  });

  router.put('/buckets/:bucket/quota', async (req, res) => {
    const connection = connectionOf(res);
    await requireDistributedMode(connection, 'A bucket quota');
    await writeQuota(connection, req.params.bucket, req.body as RequestBody<'setBucketQuota'>);
    changed(res, req.params.bucket, 'quota');
  });

  router.get('/buckets/:bucket/object-locking', async (req, res) => {
    const enabled = await readObjectLocking(connectionOf(res), req.params.bucket);
    const answer: ResponseBody<'getBucketObjectLocking'> = { object_locking_enabled: enabled };
    res.json(answer);
  });

  return router;
}
