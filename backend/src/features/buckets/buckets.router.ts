import express, { type Router } from 'express';
import { ApiError } from '../../platform/errors/api-error';
import { minioSessionOf } from '../../platform/session/session-context';
import { bucketAuditRouter } from './bucket-audit.router';
import { createBucket } from './bucket-create';
import { bucketInfo } from './bucket-info';
import { listSessionBuckets } from './bucket-list';
import { bucketReplicationRouter } from './bucket-replication.router';
import { bucketS3, hasCode, sessionConnection } from './bucket-session';
import { bucketSettingsRouter } from './bucket-settings.router';
import type { BucketFeatureDeps } from './buckets.deps';
import type { RequestBody, ResponseBody } from './contract-types';

/**
 * The Buckets area of spec 01: list, create, delete and one bucket's summary, plus its settings, Access Audit and
 * the bulk replication wizard (sub-routers). Every call acts as the session's user.
 */
export function bucketsRouter(deps: BucketFeatureDeps): Router {
  const router = express.Router();
  const endpoint = deps.config.minioServer;

  router.get('/buckets', async (_req, res) => {
    const answer: ResponseBody<'listBuckets'> = await listSessionBuckets(sessionConnection(res, endpoint));
    res.json(answer);
  });

  router.post('/buckets', async (req, res) => {
    const request = req.body as RequestBody<'createBucket'>;
    await createBucket(sessionConnection(res, endpoint), request);
    deps.logger.info('bucket created', { user: minioSessionOf(res).user, bucket: request.name });
    const answer: ResponseBody<'createBucket'> = { name: request.name };
    res.status(201).json(answer);
  });

  router.get('/buckets/:bucket', async (req, res) => {
    const answer: ResponseBody<'getBucketInfo'> = await bucketInfo(sessionConnection(res, endpoint), req.params.bucket);
    res.json(answer);
  });

  router.delete('/buckets/:bucket', async (req, res) => {
    const { bucket } = req.params;
    try {
      await bucketS3(sessionConnection(res, endpoint), (s3) => s3.removeBucket(bucket));
    } catch (error) {
      if (!hasCode(error, 'BucketNotEmpty')) throw error;
      throw new ApiError(
        409,
        `Bucket ${bucket} is not empty`,
        'A bucket can only be deleted when it is empty: delete its objects, and every version of them, first.',
      );
    }
    deps.logger.info('bucket deleted', { user: minioSessionOf(res).user, bucket });
    res.status(204).end();
  });

  router.use(bucketSettingsRouter(deps));
  router.use(bucketAuditRouter(deps));
  router.use(bucketReplicationRouter(deps));
  return router;
}
