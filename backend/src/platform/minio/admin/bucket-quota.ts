import { adminRequest, type AdminCallOptions, type AdminConnection } from '../admin-request';
import { MinioError } from '../errors';
import { expectObject } from './json-shape';

/** A bucket's quota as MinIO stores it. Only `hard` quotas exist (MinIO removed `fifo` and rejects it). */
export interface BucketQuota {
  /** Bytes; the field MinIO checks, kept for old servers (deprecated in favour of `size`). */
  readonly quota: number;
  /** Bytes. */
  readonly size: number;
  readonly rate?: number;
  readonly requests?: number;
  readonly quotatype?: 'hard';
}

/**
 * `GET /get-bucket-quota?bucket=`: the quota, or undefined when the bucket has none. MinIO says "none" with an
 * all-zero quota (a bucket never given one, or cleared), or with 404 `XMinioAdminNoSuchQuotaConfiguration`. An
 * unknown bucket is still an error (`NoSuchBucket`).
 */
export async function getBucketQuota(
  connection: AdminConnection,
  bucket: string,
  options: AdminCallOptions = {},
): Promise<BucketQuota | undefined> {
  try {
    const response = await adminRequest({ ...connection, ...options, path: '/get-bucket-quota', query: { bucket } });
    const quota = expectObject(response.json(), 'bucket quota') as unknown as BucketQuota;
    return quota.size > 0 || quota.quota > 0 ? quota : undefined;
  } catch (error) {
    if (error instanceof MinioError && error.code === 'XMinioAdminNoSuchQuotaConfiguration') return undefined;
    throw error;
  }
}

/**
 * `PUT /set-bucket-quota?bucket=`: a hard quota of `bytes`; 0 clears it. Plain JSON body with both `quota` and `size`
 * set, because servers differ in which of the two they read.
 */
export async function setBucketQuota(
  connection: AdminConnection,
  bucket: string,
  bytes: number,
  options: AdminCallOptions = {},
): Promise<void> {
  if (!Number.isSafeInteger(bytes) || bytes < 0) throw new RangeError('a bucket quota is a whole number of bytes');
  await adminRequest({
    ...connection,
    ...options,
    method: 'PUT',
    path: '/set-bucket-quota',
    query: { bucket },
    body: JSON.stringify({ quota: bytes, size: bytes, quotatype: 'hard' }),
  });
}
