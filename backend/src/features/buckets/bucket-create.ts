import { withS3 } from '../../platform/minio/s3/s3-client';
import { RETENTION_MODES, RETENTION_VALIDITY_UNITS } from 'minio';
import {
  createBucketProblems,
  distributedOnlyChoices,
  effectiveLocking,
} from '@contract/shared/buckets/create-bucket-rules';
import { ApiError } from '../../platform/errors/api-error';
import { minioToApiError } from '../../platform/errors/minio-api-error';
import { setBucketQuota } from '../../platform/minio/admin/bucket-quota';
import type { AdminConnection } from '../../platform/minio/admin-request';
import { isDistributed } from '../../platform/minio/session-facts';
import { promiseForms, sessionAccount } from '../../platform/minio/bucket-session';
import type { RequestBody } from '@contract/shared/contract-types';

type CreateBucketRequest = RequestBody<'createBucket'>;

/** A step after the bucket exists, named the way the error message says it. */
interface CreationStep {
  readonly name: string;
  run(): Promise<unknown>;
}

/**
 * Creates a bucket with every choice of the Create Bucket form (spec 01 §4–§5), all or nothing. The request is
 * checked first, without touching MinIO beyond asking whether the deployment is distributed (only when a
 * distributed-only feature is asked for). Then the bucket is made (with object locking, which only creation can
 * turn on), and versioning, quota and default retention are set; when one of those fails the bucket is removed
 * again and the error names the step.
 */
export async function createBucket(connection: AdminConnection, request: CreateBucketRequest): Promise<void> {
  const distributedMode =
    distributedOnlyChoices(request).length === 0 || isDistributed(await sessionAccount(connection));
  const problems = createBucketProblems(request, { distributedMode });
  const [first] = problems;
  if (first) {
    const others = problems.slice(1).map((problem) => problem.message);
    throw new ApiError(400, first.message, [`Field: ${first.field}`, ...others].join('. '));
  }
  const { name } = request;
  const locking = effectiveLocking(request);
  await withS3(connection, (s3) => s3.makeBucket(name, '', { ObjectLocking: locking }));
  for (const step of stepsAfterCreation(connection, request, locking)) {
    try {
      await step.run();
    } catch (error) {
      throw await undoCreation(connection, name, step.name, error);
    }
  }
}

function stepsAfterCreation(
  connection: AdminConnection,
  request: CreateBucketRequest,
  locking: boolean,
): CreationStep[] {
  const { name, quota, retention } = request;
  const steps: CreationStep[] = [];
  // A bucket created with object locking is versioned by MinIO already.
  if (request.versioning && !locking) {
    steps.push({
      name: 'turning versioning on',
      run: () => withS3(connection, (s3) => s3.setBucketVersioning(name, { Status: 'Enabled' })),
    });
  }
  if (quota?.enabled) {
    steps.push({ name: 'setting the quota', run: () => setBucketQuota(connection, name, quota.amount) });
  }
  if (retention) {
    steps.push({
      name: 'setting the default retention',
      run: () =>
        withS3(connection, (s3) =>
          promiseForms(s3).setObjectLockConfig(name, {
            mode: retention.mode === 'compliance' ? RETENTION_MODES.COMPLIANCE : RETENTION_MODES.GOVERNANCE,
            unit: retention.unit === 'years' ? RETENTION_VALIDITY_UNITS.YEARS : RETENTION_VALIDITY_UNITS.DAYS,
            validity: retention.validity,
          }),
        ),
    });
  }
  return steps;
}

/**
 * Removes the half-made bucket (it is still empty) and returns the error to answer: the failed step's status,
 * a message naming the step, and whether the bucket is gone again.
 */
async function undoCreation(connection: AdminConnection, name: string, step: string, error: unknown): Promise<unknown> {
  const cause = minioToApiError(error);
  if (!cause) return error;
  const reason = cause.detailedMessage || cause.message;
  try {
    await withS3(connection, (s3) => s3.removeBucket(name));
    return new ApiError(
      cause.status,
      `Bucket ${name} was not created: ${step} failed`,
      `${reason}. The bucket was removed again.`,
    );
  } catch (removal) {
    const removalReason = minioToApiError(removal)?.detailedMessage ?? String(removal);
    return new ApiError(
      cause.status,
      `Bucket ${name} was created, but ${step} failed and it could not be removed again`,
      `${reason}. Removing the bucket failed too: ${removalReason}. Delete it by hand.`,
    );
  }
}
