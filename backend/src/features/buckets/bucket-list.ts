import { DEFAULT_S3_REGION } from '../../platform/minio/s3/s3-client';
import { signedFetch } from '../../platform/minio/signed-fetch';
import { decodeXmlEntities } from '../../platform/minio/xml-entities';
import type { IamPolicy } from '@contract/shared/permissions/iam-policy';
import type { AccountBucket } from '../../platform/minio/admin/account-info';
import type { AdminConnection } from '../../platform/minio/admin-request';
import { policyOf } from '../../platform/minio/session-facts';
import { allowedOnBucket, canManageBucket } from './bucket-permissions';
import { sessionAccount } from '../../platform/minio/bucket-session';
import { usageLastUpdate } from './usage-time';
import type { Schema } from '@contract/shared/contract-types';

/** One card of the list, from the account's view of the bucket. */
export function bucketListItem(bucket: AccountBucket, policy: IamPolicy): Schema<'Bucket'> {
  return {
    name: bucket.name,
    creation_date: bucket.created ?? new Date(0).toISOString(),
    size: bucket.size ?? 0,
    objects: bucket.objects ?? 0,
    rw_access: { read: bucket.access?.read === true, write: bucket.access?.write === true },
    manage: canManageBucket(policy, bucket.name),
  };
}

/** A bucket as S3 ListBuckets names it. */
interface ListedBucket {
  readonly name: string;
  /** ISO 8601, as MinIO wrote it. */
  readonly created: string;
}

const BUCKET_ELEMENT = /<Bucket>([\s\S]*?)<\/Bucket>/g;
const NAME = /<Name>([^<]*)<\/Name>/;
const CREATION_DATE = /<CreationDate>([^<]*)<\/CreationDate>/;

/** One `<Bucket>` element's name and creation date, whatever other elements (S3's `BucketRegion`) it holds. */
function listedBucket(element: string): ListedBucket {
  const name = NAME.exec(element)?.[1];
  if (name === undefined) throw new Error('MinIO listed a bucket without a name');
  const created = CREATION_DATE.exec(element)?.[1] ?? '';
  return {
    name: decodeXmlEntities(name),
    created: Number.isNaN(Date.parse(created)) ? created : new Date(created).toISOString(),
  };
}

/**
 * S3 ListBuckets as one signed request, its `ListAllMyBucketsResult` read with small patterns (each `<Bucket>` holds
 * `<Name>` and `<CreationDate>`; what cannot be read throws, and the list falls back to the account view). minio-js
 * did the same with a client built per call and a general XML parser: ~0.3 ms more CPU on every bucket list
 * (docs/benchmarks.md, "API lists, round 4").
 */
export async function listBuckets(connection: AdminConnection): Promise<ListedBucket[]> {
  const answer = await signedFetch({
    endpoint: connection.endpoint,
    method: 'GET',
    path: '/',
    credentials: connection.credentials,
    service: 's3',
    region: connection.region || DEFAULT_S3_REGION,
    ...(connection.timeoutMs !== undefined ? { timeoutMs: connection.timeoutMs } : {}),
  });
  const xml = Buffer.from(await answer.bytes()).toString('utf8');
  if (!xml.includes('<ListAllMyBucketsResult')) throw new Error('MinIO answered ListBuckets with another document');
  return [...xml.matchAll(BUCKET_ELEMENT)].map(([, element = '']) => listedBucket(element));
}

/** A bucket S3 lists but the account view does not have yet: no usage counted, access judged from the policy. */
function uncountedBucket(bucket: ListedBucket, policy: IamPolicy): AccountBucket {
  return {
    name: bucket.name,
    created: bucket.created,
    access: {
      read: allowedOnBucket(policy, 's3:GetObject', bucket.name),
      write: allowedOnBucket(policy, 's3:PutObject', bucket.name),
    },
  };
}

/**
 * The buckets the session's user can see, in a constant number of calls however many buckets there are:
 * - `/accountinfo` gives every bucket with the scanner's usage and the user's access;
 * - S3 ListBuckets says which buckets exist right now: MinIO serves accountinfo's bucket list from a cache that
 *   lags about a second, so without it a bucket just created (or deleted) would be missing (or still shown); the
 *   correction is left out when the user may not list buckets through S3;
 * - the scanner's last update time (usage-time.ts: asked of MinIO at most every few seconds, not on every list),
 *   for users who may read it.
 */
export async function listSessionBuckets(connection: AdminConnection): Promise<Schema<'BucketList'>> {
  const [info, existing] = await Promise.all([
    sessionAccount(connection),
    listBuckets(connection).catch(() => undefined),
  ]);
  const policy = policyOf(info);
  const lastUpdate = await usageLastUpdate(connection, policy);
  const counted = new Map((info.Buckets ?? []).map((bucket) => [bucket.name, bucket]));
  const buckets = existing
    ? existing.map((bucket) => counted.get(bucket.name) ?? uncountedBucket(bucket, policy))
    : [...counted.values()];
  return {
    buckets: buckets.map((bucket) => bucketListItem(bucket, policy)),
    ...(lastUpdate ? { usageLastUpdate: lastUpdate } : {}),
  };
}
