import express, { type Response, type Router } from 'express';
import { serverInfo } from '../../platform/minio/admin/server-info';
import { minioSessionOf } from '../../platform/session/session-context';
import { requireDistributedMode, sessionConnection } from '../buckets/bucket-session';
import type { BucketFeatureDeps } from '../buckets/buckets.deps';
import type { RequestBody, ResponseBody } from '../buckets/contract-types';
import { accessRulesRouter } from './access-rules.router';
import { listBucketEvents, subscribeBucketEvents, unsubscribeBucketEvents } from './bucket-events';
import { addLifecycleRule, deleteLifecycleRule, listLifecycleRules, updateLifecycleRule } from './lifecycle';
import { deleteReplicationRule, listReplicationRules, updateReplicationRule } from './replication-rules';

/**
 * The bucket admin page's sections (spec 02 §2, §7): Events (and the ARN list), Replication rules, Lifecycle and
 * Access Rules. Changes to replication and lifecycle — distributed-only features — are refused on a single drive.
 */
export function bucketAdminRouter(deps: BucketFeatureDeps): Router {
  const router = express.Router();
  const endpoint = deps.config.minioServer;
  const connectionOf = (res: Response) => sessionConnection(res, endpoint);
  const changed = (res: Response, bucket: string, what: string) => {
    deps.logger.info('bucket configuration changed', { user: minioSessionOf(res).user, bucket, what });
    res.status(204).end();
  };

  router.get('/admin/arns', async (_req, res) => {
    const info = await serverInfo(connectionOf(res));
    const answer: ResponseBody<'listArns'> = { arns: [...(info.sqsARN ?? [])] };
    res.json(answer);
  });

  router.get('/buckets/:bucket/events', async (req, res) => {
    const answer: ResponseBody<'listBucketEvents'> = await listBucketEvents(connectionOf(res), req.params.bucket);
    res.json(answer);
  });

  router.post('/buckets/:bucket/events', async (req, res) => {
    await subscribeBucketEvents(connectionOf(res), req.params.bucket, req.body as RequestBody<'createBucketEvent'>);
    changed(res, req.params.bucket, 'event subscription added');
  });

  router.delete('/buckets/:bucket/events/:arn', async (req, res) => {
    const { bucket, arn } = req.params;
    await unsubscribeBucketEvents(connectionOf(res), bucket, arn, req.body as RequestBody<'deleteBucketEvent'>);
    changed(res, bucket, 'event subscription removed');
  });

  router.get('/buckets/:bucket/replication', async (req, res) => {
    const answer: ResponseBody<'listBucketReplicationRules'> = await listReplicationRules(
      connectionOf(res),
      req.params.bucket,
    );
    res.json(answer);
  });

  router.delete('/buckets/:bucket/replication/:ruleId', async (req, res) => {
    const connection = connectionOf(res);
    await requireDistributedMode(connection, 'Replication');
    await deleteReplicationRule(connection, req.params.bucket, req.params.ruleId);
    changed(res, req.params.bucket, 'replication rule removed');
  });

  router.put('/buckets/:bucket/replication/:ruleId', async (req, res) => {
    const connection = connectionOf(res);
    const { bucket, ruleId } = req.params;
    await requireDistributedMode(connection, 'Replication');
    await updateReplicationRule(connection, bucket, ruleId, req.body as RequestBody<'updateBucketReplicationRule'>);
    changed(res, bucket, 'replication rule changed');
  });

  router.get('/buckets/:bucket/lifecycle', async (req, res) => {
    const answer: ResponseBody<'listBucketLifecycleRules'> = await listLifecycleRules(
      connectionOf(res),
      req.params.bucket,
    );
    res.json(answer);
  });

  router.post('/buckets/:bucket/lifecycle', async (req, res) => {
    const connection = connectionOf(res);
    await requireDistributedMode(connection, 'Lifecycle');
    await addLifecycleRule(connection, req.params.bucket, req.body as RequestBody<'addBucketLifecycleRule'>);
    changed(res, req.params.bucket, 'lifecycle rule added');
  });

  router.put('/buckets/:bucket/lifecycle/:ruleId', async (req, res) => {
    const connection = connectionOf(res);
    const { bucket, ruleId } = req.params;
    await requireDistributedMode(connection, 'Lifecycle');
    await updateLifecycleRule(connection, bucket, ruleId, req.body as RequestBody<'updateBucketLifecycleRule'>);
    changed(res, bucket, 'lifecycle rule changed');
  });

  router.delete('/buckets/:bucket/lifecycle/:ruleId', async (req, res) => {
    const connection = connectionOf(res);
    await requireDistributedMode(connection, 'Lifecycle');
    await deleteLifecycleRule(connection, req.params.bucket, req.params.ruleId);
    changed(res, req.params.bucket, 'lifecycle rule removed');
  });

  router.use(accessRulesRouter(deps));
  return router;
}
