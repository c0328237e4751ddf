import type { Client } from 'minio';
import { MinioError } from '../../platform/minio/errors';
import { withS3, type S3Connection } from '../../platform/minio/s3/s3-client';
import { translateS3Error } from '../../platform/minio/s3/s3-errors';
import type { Schema } from '../buckets/contract-types';

type BucketObject = Schema<'BucketObject'>;

/** Details read one object version at a time; several versions run side by side, but never more than this. */
const PARALLEL = 8;

/**
 * Adds what the object detail shows to the listed versions of exactly `key`: content type and metadata, tags,
 * legal hold and retention. A detail MinIO will not give (no object lock on the bucket, no permission to read
 * tags) is left out rather than failing the listing; the pages gate those panels by permission anyway.
 */
export async function withObjectDetails(
  connection: S3Connection,
  bucket: string,
  key: string,
  objects: BucketObject[],
): Promise<BucketObject[]> {
  return withS3(connection, async (s3) => {
    const out = [...objects];
    const targets = out
      .map((object, index) => ({ object, index }))
      .filter(({ object }) => object.name === key && !object.is_delete_marker);
    for (let start = 0; start < targets.length; start += PARALLEL) {
      await Promise.all(
        targets.slice(start, start + PARALLEL).map(async ({ object, index }) => {
          out[index] = { ...object, ...(await detailsOf(s3, bucket, key, object.version_id)) };
        }),
      );
    }
    return out;
  });
}

async function detailsOf(s3: Client, bucket: string, key: string, versionId?: string): Promise<Partial<BucketObject>> {
  // minio-js leaves an empty version out; MinIO's `null` version is the unversioned object.
  const version = { versionId: versionId && versionId !== 'null' ? versionId : '' };
  const [stat, tags, hold, retention] = await Promise.all([
    optional(() => s3.statObject(bucket, key, version)),
    optional(() => s3.getObjectTagging(bucket, key, version)),
    optional(() => s3.getObjectLegalHold(bucket, key, version)),
    optional(() => s3.getObjectRetention(bucket, key, version)),
  ]);
  const details: Partial<BucketObject> = {};
  if (stat) {
    const metadata = Object.fromEntries(
      Object.entries(stat.metaData as Record<string, unknown>).map(([name, value]) => [name, String(value)]),
    );
    details.user_metadata = metadata;
    const type = metadata['content-type'] ?? metadata['Content-Type'];
    if (type) details.content_type = type;
  }
  // minio-js parses a numeric-looking value into a number; tags are strings.
  if (tags) details.tags = Object.fromEntries(flatTags(tags).map(({ Key, Value }) => [Key, String(Value)]));
  // Typed as the status, but minio-js answers the parsed <LegalHold> element ({ Status }).
  const holdStatus = (hold as unknown as { Status?: unknown } | undefined)?.Status ?? hold;
  if (holdStatus === 'ON' || holdStatus === 'OFF') details.legal_hold_status = holdStatus;
  if (retention?.mode && retention.retainUntilDate) {
    const mode = String(retention.mode).toUpperCase();
    if (mode === 'GOVERNANCE' || mode === 'COMPLIANCE') {
      details.retention_mode = mode;
      details.retention_until_date = new Date(retention.retainUntilDate).toISOString();
    }
  }
  return details;
}

/** minio-js answers a tag list, or a list of tag lists for some calls. */
function flatTags(tags: unknown): Array<{ Key: string; Value: unknown }> {
  return (Array.isArray(tags) ? tags : [])
    .flat()
    .filter(
      (tag): tag is { Key: string; Value: unknown } =>
        typeof tag === 'object' && tag !== null && typeof (tag as { Key?: unknown }).Key === 'string',
    );
}

/** The call's answer, or undefined when MinIO refuses it for this object (4xx); server failures still throw. */
async function optional<T>(call: () => Promise<T>): Promise<T | undefined> {
  try {
    return await call();
  } catch (error) {
    const translated = translateS3Error(error, '');
    if (translated instanceof MinioError && translated.status < 500) return undefined;
    throw error;
  }
}
