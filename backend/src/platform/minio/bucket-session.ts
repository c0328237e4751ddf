import { InvalidArgumentError, InvalidBucketNameError, type Client, type ObjectLockInfo } from 'minio';
import { SINGLE_DRIVE_MESSAGE } from '@contract/shared/buckets/create-bucket-rules';
import { ApiError } from '../errors/api-error';
import { accountInfo, type AccountInfo } from './admin/account-info';
import type { AdminConnection } from './admin-request';
import { MinioError } from './errors';
import { withS3, type S3Connection } from './s3/s3-client';
import { isDistributed } from './session-facts';

/**
 * S3 calls as withS3 does them, plus minio-js's own argument checks (it validates bucket names before sending)
 * turned into a 400 instead of an unexplained 500.
 */
export async function bucketS3<T>(connection: S3Connection, call: (client: Client) => Promise<T>): Promise<T> {
  try {
    return await withS3(connection, call);
  } catch (error) {
    if (error instanceof InvalidBucketNameError || error instanceof InvalidArgumentError) {
      throw new ApiError(400, 'Invalid request', error.message);
    }
    throw error;
  }
}

/** The promise forms of minio-js calls whose callback form is declared first (and so picked by TypeScript). */
export interface PromiseForms {
  getObjectLockConfig(bucket: string): Promise<ObjectLockInfo>;
  setObjectLockConfig(bucket: string, config: Omit<ObjectLockInfo, 'objectLockEnabled'>): Promise<void>;
}

/** `client` typed with its promise forms (minio-js returns a promise whenever no callback is given). */
export function promiseForms(client: Client): PromiseForms {
  return client as unknown as PromiseForms;
}

/** The account's view (policy, server layout, buckets) — one `/accountinfo` call, allowed for every user. */
export function sessionAccount(connection: AdminConnection): Promise<AccountInfo> {
  return accountInfo(connection);
}

/**
 * Refuses a distributed-only feature (versioning, locking, quota, retention, replication, lifecycle: spec 01 §6)
 * when the deployment is not distributed, judged exactly as the session's `distributedMode` is. Current MinIO
 * supports all of them on a single drive too; the console keeps the spec's rule so that the API and the pages
 * agree — this is the one place to lift it.
 */
export async function requireDistributedMode(connection: AdminConnection, feature: string): Promise<void> {
  if (!isDistributed(await sessionAccount(connection))) {
    throw new ApiError(400, SINGLE_DRIVE_MESSAGE, `${feature} needs a distributed (multi-drive erasure-coded) setup`);
  }
}

/** Whether an error is MinIO's answer with one of these codes (withS3 and the admin client both throw MinioError). */
export function hasCode(error: unknown, ...codes: string[]): boolean {
  return error instanceof MinioError && codes.includes(error.code);
}
