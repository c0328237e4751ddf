import express, { type Response, type Router } from 'express';
import { ApiError } from '../../platform/errors/api-error';
import type { AdminConnection } from '../../platform/minio/admin-request';
import { minioSessionOf } from '../../platform/session/session-context';
import {
  parseBucketPolicy,
  readAnonymousAccess,
  type AccessLevel,
  type AnonymousAccess,
} from '../buckets/anonymous-policy';
import { withPrefixAccess, writeAnonymousAccess } from '../buckets/anonymous-policy-writer';
import { readBucketPolicyText } from '../buckets/bucket-info';
import { bucketS3, sessionConnection } from '../buckets/bucket-session';
import type { BucketFeatureDeps } from '../buckets/buckets.deps';
import type { RequestBody, ResponseBody } from '../buckets/contract-types';

/** The bucket's anonymous access as prefix rules; a policy the session may not read is MinIO's 403. */
async function readAccess(connection: AdminConnection, bucket: string): Promise<AnonymousAccess> {
  const text = await readBucketPolicyText(connection, bucket);
  if (text === undefined)
    throw new ApiError(403, 'Access denied', `Reading the policy of bucket ${bucket} needs s3:GetBucketPolicy`);
  return readAnonymousAccess(parseBucketPolicy(text), bucket);
}

/** Writes the bucket policy for the changed rules, or deletes it when nothing is granted any more. */
async function changeAccess(connection: AdminConnection, bucket: string, prefix: string, level?: AccessLevel) {
  const access = await readAccess(connection, bucket);
  if (!level && !access.rules.some((rule) => rule.prefix === prefix)) {
    throw new ApiError(404, 'No such access rule', `Bucket ${bucket} has no anonymous access rule for '${prefix}'`);
  }
  const policy = writeAnonymousAccess(withPrefixAccess(access, prefix, level), bucket);
  await bucketS3(connection, (s3) => s3.setBucketPolicy(bucket, policy ? JSON.stringify(policy) : ''));
}

/**
 * Access Rules (spec 02 §2): anonymous readonly / writeonly / readwrite access per key prefix, kept in the bucket
 * policy. Whole-bucket access (the empty prefix) is the Summary's Access Policy and is not listed here.
 */
export function accessRulesRouter(deps: BucketFeatureDeps): Router {
  const router = express.Router();
  const connectionOf = (res: Response) => sessionConnection(res, deps.config.minioServer);

  router.get('/bucket/:bucket/access-rules', async (req, res) => {
    const access = await readAccess(connectionOf(res), req.params.bucket);
    const answer: ResponseBody<'listBucketAccessRules'> = {
      accessRules: access.rules.filter((rule) => rule.prefix !== '').map((rule) => ({ ...rule })),
    };
    res.json(answer);
  });

  router.put('/bucket/:bucket/access-rules', async (req, res) => {
    const { prefix, access } = req.body as RequestBody<'setBucketAccessRule'>;
    await changeAccess(connectionOf(res), req.params.bucket, prefix, access);
    deps.logger.info('access rule set', { user: minioSessionOf(res).user, bucket: req.params.bucket, prefix, access });
    res.status(204).end();
  });

  router.delete('/bucket/:bucket/access-rules', async (req, res) => {
    const { prefix } = req.body as RequestBody<'deleteBucketAccessRule'>;
    await changeAccess(connectionOf(res), req.params.bucket, prefix);
    deps.logger.info('access rule removed', { user: minioSessionOf(res).user, bucket: req.params.bucket, prefix });
    res.status(204).end();
  });

  return router;
}
