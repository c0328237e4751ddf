import { ApiError } from '../../platform/errors/api-error';
import { hasCode } from '../../platform/minio/bucket-session';
import { withS3, type S3Connection } from '../../platform/minio/s3/s3-client';
import { readBucketConfig, tagsOf } from '../../platform/minio/s3/bucket-config-xml';

/** S3's limit on a tag key (the count and the value length are the contract's). */
const MAX_KEY_LENGTH = 128;

/**
 * A bucket's tags by key; a bucket never tagged has none. MinIO answers `NoSuchTagSet` for a bucket that does not
 * exist as well, so that answer is followed by a look for the bucket (a refused look leaves it at "no tags").
 */
export async function readBucketTags(connection: S3Connection, bucket: string): Promise<Record<string, string>> {
  try {
    return tagsOf(await readBucketConfig(connection, bucket, 'tagging'));
  } catch (error) {
    if (!hasCode(error, 'NoSuchTagSet')) throw error;
  }
  const exists = await withS3(connection, (s3) => s3.bucketExists(bucket)).catch(() => true);
  if (!exists) throw new ApiError(404, 'The specified bucket does not exist', `No bucket named ${bucket}`);
  return {};
}

/** Replaces the tag set; an empty set removes the tagging. A key outside S3's limits is refused by name. */
export async function writeBucketTags(
  connection: S3Connection,
  bucket: string,
  tags: Record<string, string>,
): Promise<void> {
  for (const key of Object.keys(tags)) {
    if (key.length === 0 || key.length > MAX_KEY_LENGTH) {
      throw new ApiError(
        400,
        'A tag key must have 1 to 128 characters',
        `The key ${JSON.stringify(key.length > 40 ? `${key.slice(0, 40)}…` : key)} has ${key.length}`,
      );
    }
  }
  await withS3(connection, (s3) =>
    Object.keys(tags).length === 0 ? s3.removeBucketTagging(bucket) : s3.setBucketTagging(bucket, tags),
  );
}
