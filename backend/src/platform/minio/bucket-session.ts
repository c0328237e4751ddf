import type { Client, ObjectLockInfo } from 'minio';
import { SINGLE_DRIVE_MESSAGE } from '@contract/shared/buckets/create-bucket-rules';
import { ApiError } from '../errors/api-error';
import type { AccountInfo } from './admin/account-info';
import { recentAccountInfo } from './admin/recent-account-info';
import type { AdminConnection } from './admin-request';
import { MinioError } from './errors';
import { isDistributed } from './session-facts';

/** The promise forms of minio-js calls whose callback form is declared first (and so picked by TypeScript). */
export interface PromiseForms {
  getObjectLockConfig(bucket: string): Promise<ObjectLockInfo>;
  setObjectLockConfig(bucket: string, config: Omit<ObjectLockInfo, 'objectLockEnabled'>): Promise<void>;
}

/** `client` typed with its promise forms (minio-js returns a promise whenever no callback is given). */
export function promiseForms(client: Client): PromiseForms {
  return client as unknown as PromiseForms;
}

/**
 * The account's view (policy, server layout, buckets) — one `/accountinfo` call, allowed for every user, reused for
 * a second within a session and until the next write (recent-account-info.ts).
 */
export function sessionAccount(connection: AdminConnection): Promise<AccountInfo> {
  return recentAccountInfo(connection);
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
