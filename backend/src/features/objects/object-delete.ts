import { ApiError } from '../../platform/errors/api-error';
import { withS3, type S3Connection } from '../../platform/minio/s3/s3-client';
import { listObjectsPage } from './object-listing';
import type { ListPosition } from './list-token';
import { asUser, readableKey, type ObjectScope } from './object-params';

/** What to delete: one object (or version), or with `recursive` everything whose key starts with `path`. */
export interface DeleteTarget {
  readonly path: string;
  readonly versionId?: string;
  readonly recursive?: boolean;
}

/** DeleteObjects takes at most this many keys per call. */
const BATCH = 1000;

/** One key (or version) MinIO refused to delete. */
export interface Failure {
  readonly key: string;
  readonly code: string;
  readonly message: string;
}

/**
 * Deletes the targets: single objects directly, prefixes page by page (one listing page, then one DeleteObjects
 * call of up to 1000 keys), so a folder of any size never sits in memory. Every key is tried; the keys MinIO
 * refused are reported together afterwards (403 when it was the user's policy).
 */
export async function deleteTargets(scope: ObjectScope, targets: readonly DeleteTarget[]): Promise<void> {
  const failures: Failure[] = [];
  const singles: Array<{ name: string; versionId?: string }> = [];
  for (const target of targets) {
    if (target.recursive) {
      if (target.path === '') {
        throw new ApiError(
          400,
          'Name a folder to delete',
          'A recursive delete needs a prefix; the bucket root is refused',
        );
      }
      failures.push(...(await deletePrefix(scope, target.path)));
    } else {
      singles.push({ name: readableKey(target.path), ...(target.versionId ? { versionId: target.versionId } : {}) });
    }
  }
  for (let start = 0; start < singles.length; start += BATCH) {
    failures.push(...(await deleteBatch(scope, singles.slice(start, start + BATCH))));
  }
  if (failures.length > 0) throw failureError(failures);
}

async function deletePrefix(scope: ObjectScope, prefix: string): Promise<Failure[]> {
  const failures: Failure[] = [];
  let position: ListPosition = {};
  for (;;) {
    const page = await asUser(`list ${prefix}`, () =>
      listObjectsPage(scope.connection, { bucket: scope.bucket, prefix, delimiter: '', maxKeys: BATCH, position }),
    );
    const keys = page.entries.filter((entry) => !entry.isFolder).map((entry) => ({ name: entry.name }));
    if (keys.length > 0) failures.push(...(await deleteBatch(scope, keys)));
    if (!page.next) return failures;
    position = page.next;
  }
}

async function deleteBatch(scope: ObjectScope, keys: Array<{ name: string; versionId?: string }>): Promise<Failure[]> {
  const refused = await deleteObjects(scope.connection, scope.bucket, keys);
  return refused.map((error) => ({
    // A version is named with its id: several versions of one key can be refused at once.
    key: error.VersionId ? `${error.Key ?? ''} (${error.VersionId})` : (error.Key ?? ''),
    code: error.Code ?? '',
    message: error.Message ?? '',
  }));
}

/** DeleteObjects; answers the per-key errors MinIO reported. */
function deleteObjects(
  connection: S3Connection,
  bucket: string,
  keys: Array<{ name: string; versionId?: string }>,
): Promise<Array<{ Key?: string; VersionId?: string; Code?: string; Message?: string }>> {
  return withS3(connection, (s3) => s3.removeObjects(bucket, keys)) as Promise<
    Array<{ Key?: string; VersionId?: string; Code?: string; Message?: string }>
  >;
}

/** The refusals as one ApiError: 403 when the policy refused them all, 409 otherwise, naming the first 20. */
export function failureError(failures: Failure[]): ApiError {
  const denied = failures.every((failure) => failure.code === 'AccessDenied');
  const listed = failures
    .slice(0, 20)
    .map((failure) => `${failure.key}: ${failure.message || failure.code}`)
    .join('; ');
  const more = failures.length > 20 ? ` (and ${failures.length - 20} more)` : '';
  return new ApiError(
    denied ? 403 : 409,
    denied
      ? `Access denied: your policy does not allow you to delete ${failures.length === 1 ? 'this object' : `${failures.length} of these objects`}`
      : `${failures.length} object(s) could not be deleted`,
    `${listed}${more}`,
  );
}
