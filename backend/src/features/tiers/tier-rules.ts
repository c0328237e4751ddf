import type { Schema } from '@contract/shared/contract-types';
import { MinioError } from '../../platform/minio/errors';
import { withS3, type S3Connection } from '../../platform/minio/s3/s3-client';
import { listLifecycleRules } from '../bucket-admin/lifecycle';

/** Buckets whose lifecycle is read at once; a server with many buckets is read a few at a time. */
const PARALLEL = 8;

/**
 * The lifecycle rules whose transition (of current or non-current versions) names the tier, in every bucket the
 * session may read the lifecycle of. MinIO removes a tier without looking at them; the removal question names them.
 * A bucket whose lifecycle the session may not read (or that went away meanwhile) is skipped.
 */
export async function rulesUsingTier(connection: S3Connection, tier: string): Promise<Schema<'TierRuleList'>> {
  const buckets = (await withS3(connection, (s3) => s3.listBuckets())).map((bucket) => bucket.name);
  const rules: Schema<'TierRuleList'>['rules'] = [];
  for (let start = 0; start < buckets.length; start += PARALLEL) {
    const chunk = buckets.slice(start, start + PARALLEL);
    const found = await Promise.all(
      chunk.map(async (bucket) => {
        const { lifecycle } = await listLifecycleRules(connection, bucket).catch((error: unknown) => {
          if (error instanceof MinioError && error.status < 500) return { lifecycle: [] };
          throw error;
        });
        return lifecycle
          .filter(
            (rule) => rule.transition?.storage_class === tier || rule.transition?.noncurrent_storage_class === tier,
          )
          .map((rule) => ({ bucket, id: rule.id }));
      }),
    );
    rules.push(...found.flat());
  }
  return { rules };
}
