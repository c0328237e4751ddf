import { CopyDestinationOptions, RETENTION_MODES, LEGAL_HOLD_STATUS } from 'minio';
import { withS3 } from '../../platform/minio/s3/s3-client';
import { readObjectTags } from '../../platform/minio/s3/bucket-config-xml';
import { changeOneAtATime } from '../../platform/minio/one-at-a-time';
import { applyTagChange } from '../../platform/minio/record-change';
import type { RequestBody } from '@contract/shared/contract-types';
import { tagSetProblem } from '@contract/shared/tags/tag-rules';
import { ApiError } from '../../platform/errors/api-error';
import { EncodedCopySource } from './copy-source';
import { asUser, type ObjectScope } from './object-params';

/** One object version, as the retention, legal hold, tags and restore routes address it. */
export interface VersionTarget {
  readonly key: string;
  readonly versionId?: string;
}

/** minio-js leaves the version out when it is empty. */
function versionOf(target: VersionTarget): { versionId: string } {
  return { versionId: target.versionId ?? '' };
}

/** Retains a version until a date; shortening a governance retention needs the bypass (and its permission). */
export async function setRetention(
  scope: ObjectScope,
  target: VersionTarget,
  request: RequestBody<'setObjectRetention'>,
): Promise<void> {
  await asUser(`set the retention of ${target.key}`, () =>
    withS3(scope.connection, (s3) =>
      s3.putObjectRetention(scope.bucket, target.key, {
        mode: request.mode === 'compliance' ? RETENTION_MODES.COMPLIANCE : RETENTION_MODES.GOVERNANCE,
        retainUntilDate: new Date(request.expires).toISOString(),
        governanceBypass: request.governance_bypass === true,
        ...versionOf(target),
      }),
    ),
  );
}

/** Clears a governance retention (an empty retention with the bypass header); MinIO refuses it for compliance. */
export async function removeRetention(scope: ObjectScope, target: VersionTarget): Promise<void> {
  await asUser(`remove the retention of ${target.key}`, () =>
    withS3(scope.connection, (s3) =>
      s3.putObjectRetention(scope.bucket, target.key, { governanceBypass: true, ...versionOf(target) }),
    ),
  );
}

export async function setLegalHold(scope: ObjectScope, target: VersionTarget, enabled: boolean): Promise<void> {
  await asUser(`change the legal hold of ${target.key}`, () =>
    withS3(scope.connection, async (s3) => {
      await s3.setObjectLegalHold(scope.bucket, target.key, {
        status: enabled ? LEGAL_HOLD_STATUS.ENABLED : LEGAL_HOLD_STATUS.DISABLED,
        ...versionOf(target),
      });
    }),
  );
}

/**
 * Saves the tags the user left; an empty set removes the tagging. With `previous` (the tags the page read) only the
 * user's change is applied to the tags stored now (tag-change.ts), after any other change of them under way. A tag
 * breaking S3's rules is refused naming the rule.
 */
export async function setTags(
  scope: ObjectScope,
  target: VersionTarget,
  tags: Record<string, string>,
  previous?: Record<string, string>,
): Promise<void> {
  const { connection, bucket } = scope;
  await asUser(`tag ${target.key}`, () =>
    changeOneAtATime(connection, bucket, { taggingOf: target.key, versionId: target.versionId }, async () => {
      const stored = previous && (await readObjectTags(connection, bucket, target.key, target.versionId));
      const merged = stored ? applyTagChange(stored, previous, tags) : tags;
      const problem = tagSetProblem(merged, 'object');
      if (problem) throw new ApiError(400, problem.message, problem.detailedMessage);
      await withS3(connection, (s3) =>
        Object.keys(merged).length === 0
          ? s3.removeObjectTagging(bucket, target.key, versionOf(target))
          : s3.setObjectTagging(bucket, target.key, merged, versionOf(target)),
      );
    }),
  );
}

/** Makes an older version current again by copying it onto its own key (a server-side copy; no bytes pass here). */
export async function restoreVersion(scope: ObjectScope, target: Required<VersionTarget>): Promise<void> {
  await asUser(`restore ${target.key}`, () =>
    withS3(scope.connection, (s3) =>
      s3.copyObject(
        new EncodedCopySource({ Bucket: scope.bucket, Object: target.key, VersionID: target.versionId }),
        new CopyDestinationOptions({ Bucket: scope.bucket, Object: target.key }),
      ),
    ),
  );
}
