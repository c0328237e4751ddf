import express, { type Router } from 'express';
import { bucketPolicies, bucketUsers } from './bucket-audit';
import { sessionConnection } from './bucket-session';
import type { BucketFeatureDeps } from './buckets.deps';
import type { ResponseBody } from './contract-types';

/** Access Audit (spec 01 §2): which IAM policies and users reach a bucket. MinIO decides who may ask. */
export function bucketAuditRouter(deps: BucketFeatureDeps): Router {
  const router = express.Router();
  const endpoint = deps.config.minioServer;

  router.get('/bucket-policy/:bucket', async (req, res) => {
    const answer: ResponseBody<'listBucketPolicies'> = await bucketPolicies(
      sessionConnection(res, endpoint),
      req.params.bucket,
    );
    res.json(answer);
  });

  router.get('/bucket-users/:bucket', async (req, res) => {
    const answer: ResponseBody<'listBucketUsers'> = await bucketUsers(
      sessionConnection(res, endpoint),
      req.params.bucket,
    );
    res.json(answer);
  });

  return router;
}
