import { ApiError } from '../../platform/errors/api-error';
import { MinioError } from '../../platform/minio/errors';
import { withS3 } from '../../platform/minio/s3/s3-client';
import { deleteTargets, failureError, type Failure } from './object-delete';
import type { ListPosition } from './list-token';
import { listVersionsPage } from './object-listing';
import { asUser, type ObjectScope } from './object-params';

/** Which versions of one object go: all of them (delete markers too), or all but the latest. */
export type VersionSelection = 'all' | 'non-current';

/** The delete options of `deleteObject` that concern versions, as the query has them. */
export interface VersionDeleteQuery {
  readonly recursive?: boolean;
  readonly all_versions?: boolean;
  readonly non_current_versions?: boolean;
  readonly bypass?: boolean;
}

/** The version selection a delete asks for, or undefined for a plain delete; contradictions are a 400. */
export function versionSelection(query: VersionDeleteQuery): VersionSelection | undefined {
  const all = query.all_versions === true;
  const nonCurrent = query.non_current_versions === true;
  if (all && nonCurrent) {
    throw new ApiError(400, 'Choose all versions or the non-current ones', 'all_versions and non_current_versions');
  }
  if ((all || nonCurrent) && query.recursive === true) {
    throw new ApiError(400, 'Versions are deleted one object at a time', 'recursive cannot go with a version option');
  }
  if (query.bypass === true && !all && !nonCurrent) {
    throw new ApiError(400, 'Bypassing governance applies to deleting versions', 'bypass needs a version option');
  }
  return all ? 'all' : nonCurrent ? 'non-current' : undefined;
}

/**
 * Deletes the chosen versions of one object (MinIO Console v1.7.6's versions panel): the version ids come from
 * ListObjectVersions of that exact key, page by page. Without `bypassGovernance` they go in DeleteObjects batches;
 * with it one by one, since only the single delete carries the bypass header. Every version is tried, and those
 * MinIO refused (a retention, a legal hold, the policy) are named together afterwards. Answers how many went.
 */
export async function deleteVersionsOf(
  scope: ObjectScope,
  key: string,
  which: VersionSelection,
  bypassGovernance: boolean,
): Promise<number> {
  const versionIds = await versionIdsOf(scope, key, which);
  if (versionIds.length === 0 && which === 'all') {
    throw new ApiError(404, 'The object does not exist', `No version of ${key} was found`);
  }
  if (!bypassGovernance) {
    await deleteTargets(
      scope,
      versionIds.map((versionId) => ({ path: key, versionId })),
    );
    return versionIds.length;
  }
  const failures: Failure[] = [];
  for (const versionId of versionIds) {
    try {
      await withS3(scope.connection, (s3) => s3.removeObject(scope.bucket, key, { versionId, governanceBypass: true }));
    } catch (error) {
      if (!(error instanceof MinioError) || error.status >= 500) throw error;
      failures.push({ key: `${key} (${versionId})`, code: error.code, message: error.message });
    }
  }
  if (failures.length > 0) throw failureError(failures);
  return versionIds.length;
}

async function versionIdsOf(scope: ObjectScope, key: string, which: VersionSelection): Promise<string[]> {
  const ids: string[] = [];
  let position: ListPosition = {};
  for (;;) {
    const page = await asUser(`list the versions of ${key}`, () =>
      listVersionsPage(scope.connection, { bucket: scope.bucket, prefix: key, delimiter: '', maxKeys: 1000, position }),
    );
    for (const entry of page.entries) {
      // The prefix also matches longer keys (`a.txt` lists `a.txt.bak`): only this exact key counts.
      if (entry.name !== key || !entry.versionId) continue;
      if (which === 'all' || !entry.isLatest) ids.push(entry.versionId);
    }
    if (!page.next) return ids;
    position = page.next;
  }
}
