import { ApiError } from '../../platform/errors/api-error';
import { minioToApiError } from '../../platform/errors/minio-api-error';
import type { AdminConnection } from '../../platform/minio/admin-request';
import { deleteServiceAccount } from '../../platform/minio/admin/service-accounts';

/** What a bulk delete did: the access keys gone, and each refusal with its access key. */
export interface BulkDeleteOutcome {
  readonly deleted: readonly string[];
  readonly refused: readonly { readonly accessKey: string; readonly error: ApiError }[];
}

/**
 * Deletes the service accounts one after the other (MinIO has no bulk call), attempting every one: a refusal of
 * one (another user's without the right, one deleted meanwhile) does not keep the others.
 */
export async function deleteServiceAccountsInTurn(
  connection: AdminConnection,
  accessKeys: readonly string[],
): Promise<BulkDeleteOutcome> {
  const deleted: string[] = [];
  const refused: { accessKey: string; error: ApiError }[] = [];
  for (const accessKey of accessKeys) {
    try {
      await deleteServiceAccount(connection, accessKey);
      deleted.push(accessKey);
    } catch (error) {
      const known = error instanceof ApiError ? error : minioToApiError(error);
      // An ended session or an unreachable server refuses every other one the same way: stop asking.
      if (!known || known.status === 401 || known.status === 503) throw known ?? error;
      refused.push({ accessKey, error: known });
    }
  }
  return { deleted, refused };
}

/** The answer to a bulk delete with refusals: the first refusal's status, naming every access key that remains. */
export function bulkDeleteRefusal(outcome: BulkDeleteOutcome): ApiError | undefined {
  const [first] = outcome.refused;
  if (!first) return undefined;
  const remaining = outcome.refused.map(({ accessKey, error }) => `${accessKey}: ${error.message}`).join('; ');
  const count = outcome.refused.length;
  return new ApiError(
    first.error.status,
    `${count} service account${count === 1 ? ' was' : 's were'} not deleted`,
    `${outcome.deleted.length} deleted; not deleted: ${remaining}`,
  );
}
