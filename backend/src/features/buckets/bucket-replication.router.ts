import express, { type Router } from 'express';
import { minioSessionOf } from '../../platform/session/session-context';
import { sessionConnection } from './bucket-session';
import type { BucketFeatureDeps } from './buckets.deps';
import type { RequestBody, ResponseBody } from './contract-types';
import { replicateBuckets } from './multi-bucket-replication';
import { listRemoteBucketNames, remoteEndpointOf, requireReplicationAllowed } from './remote-buckets';

/** The Set Multiple Bucket Replication wizard (spec 01 §4): remote buckets, then one rule per bucket pair. */
export function bucketReplicationRouter(deps: BucketFeatureDeps): Router {
  const router = express.Router();
  const endpoint = deps.config.minioServer;

  router.post('/list-external-buckets', async (req, res) => {
    const request = req.body as RequestBody<'listRemoteBuckets'>;
    await requireReplicationAllowed(sessionConnection(res, endpoint));
    const names = await listRemoteBucketNames(remoteEndpointOf(request.targetURL, request.useTLS), request);
    const answer: ResponseBody<'listRemoteBuckets'> = { buckets: names.map((name) => ({ name })) };
    res.json(answer);
  });

  router.post('/buckets-replication', async (req, res) => {
    const request = req.body as RequestBody<'setMultiBucketReplication'>;
    const answer: ResponseBody<'setMultiBucketReplication'> = await replicateBuckets(
      sessionConnection(res, endpoint),
      request,
    );
    deps.logger.info('bucket replication set up', {
      user: minioSessionOf(res).user,
      target: request.targetURL,
      buckets: answer.replicationState.map((entry) => ({
        bucket: entry.originBucket,
        failed: Boolean(entry.errorString),
      })),
    });
    res.json(answer);
  });

  return router;
}
