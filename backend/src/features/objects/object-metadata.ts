import type { Client } from 'minio';
import { MinioError } from '../../platform/minio/errors';
import { readObjectTags } from '../../platform/minio/s3/bucket-config-xml';
import { withS3, type S3Connection } from '../../platform/minio/s3/s3-client';
import { translateS3Error } from '../../platform/minio/s3/s3-errors';
import type { Schema } from '@contract/shared/contract-types';

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
          out[index] = { ...object, ...(await detailsOf(connection, s3, bucket, key, object.version_id)) };
        }),
      );
    }
    return out;
  });
}

async function detailsOf(
  connection: S3Connection,
  s3: Client,
  bucket: string,
  key: string,
  versionId?: string,
): Promise<Partial<BucketObject>> {
  // minio-js leaves an empty version out (the latest). MinIO's `null` version (written before versioning was enabled)
  // is asked for by name: once newer versions exist, it is not the latest.
  const version = { versionId: versionId ?? '' };
  const [stat, tags, hold, retention] = await Promise.all([
    optional(() => s3.statObject(bucket, key, version)),
    // Not minio-js's getObjectTagging: its parser turns `007` into 7 and trims ` sp `, and the tag editor writes
    // the whole set back as shown.
    optional(() => readObjectTags(connection, bucket, key, versionId)),
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
    // MinIO names the tier here once a lifecycle rule moved the object; without the header it is STANDARD (S3).
    details.storage_class = metadata['x-amz-storage-class'] ?? metadata['X-Amz-Storage-Class'] ?? 'STANDARD';
  }
  if (tags) details.tags = tags;
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
