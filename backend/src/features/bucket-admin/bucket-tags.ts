import { XMLBuilder } from 'fast-xml-parser';
import { tagSetProblem } from '@contract/shared/tags/tag-rules';
import { ApiError } from '../../platform/errors/api-error';
import { hasCode } from '../../platform/minio/bucket-session';
import { withS3, type S3Connection } from '../../platform/minio/s3/s3-client';
import { readBucketConfig, tagsOf, writeBucketConfig } from '../../platform/minio/s3/bucket-config-xml';
import { changeOneAtATime } from '../../platform/minio/one-at-a-time';
import { applyTagChange } from '../../platform/minio/record-change';

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

/**
 * Replaces the tag set; an empty set removes the tagging. A tag breaking S3's rules is refused naming the rule and the
 * tag. Sent as raw XML because minio-js stops at 10 tags, the object limit, where a bucket may have 50.
 */
async function writeBucketTags(connection: S3Connection, bucket: string, tags: Record<string, string>): Promise<void> {
  const problem = tagSetProblem(tags, 'bucket');
  if (problem) throw new ApiError(400, problem.message, problem.detailedMessage);
  if (Object.keys(tags).length === 0) {
    await withS3(connection, (s3) => s3.removeBucketTagging(bucket));
    return;
  }
  await writeBucketConfig(connection, bucket, 'tagging', taggingXml(tags));
}

/**
 * Saves the tags the user left, after any other change of the bucket's tags under way. With `previous` (the tags the
 * page read) only the user's change is applied to the tags stored now (tag-change.ts); without, `tags` replace them.
 */
export function saveBucketTags(
  connection: S3Connection,
  bucket: string,
  tags: Record<string, string>,
  previous?: Record<string, string>,
): Promise<void> {
  return changeOneAtATime(connection, bucket, 'tagging', async () => {
    const merged = previous ? applyTagChange(await readBucketTags(connection, bucket), previous, tags) : tags;
    await writeBucketTags(connection, bucket, merged);
  });
}

function taggingXml(tags: Readonly<Record<string, string>>): string {
  const tag = Object.entries(tags).map(([key, value]) => ({ Key: key, Value: value }));
  return new XMLBuilder({ format: false }).build({ Tagging: { TagSet: { Tag: tag } } }) as string;
}
