import { ApiError } from '../../platform/errors/api-error';
import type { AdminConnection } from '../../platform/minio/admin-request';
import { policyEntities, type PolicyEntity } from '../../platform/minio/admin/policy-mappings';
import { userInfo } from '../../platform/minio/admin/user-info';
import { MinioError } from '../../platform/minio/errors';
import { quote, quoteAll } from '../../platform/iam/quote';

/** The policies MinIO ships with; it refuses to delete them (with an "internal error" answer). */
export const BUILT_IN_POLICIES: ReadonlySet<string> = new Set([
  'consoleAdmin',
  'readwrite',
  'readonly',
  'writeonly',
  'diagnostics',
]);

/** The 400 for deleting one of MinIO's built-in policies, before MinIO is asked. */
export function builtInPolicyError(policy: string): ApiError {
  return new ApiError(
    400,
    `Policy ${quote(policy)} is built into MinIO and cannot be deleted`,
    'Detach it from users and groups instead, or create a policy of your own.',
  );
}

/** MinIO's refusal to delete a policy that is still attached to a user or group. */
export function isPolicyInUse(error: unknown): error is MinioError {
  return error instanceof MinioError && error.code === 'XMinioIAMPolicyInUse';
}

/**
 * The 409 for a policy MinIO refuses to delete because it is attached, naming who still has it so that the user
 * knows what to detach. When the session may not read the mappings, MinIO's own reason stands in for the names.
 */
export async function policyInUseError(connection: AdminConnection, policy: string, refusal: MinioError) {
  const title = `Policy ${quote(policy)} is in use and cannot be deleted`;
  try {
    const mapping = (await policyEntities(connection, { policies: [policy] })).policyMappings?.find(
      (entry) => entry.policy === policy,
    );
    const holders = [
      mapping?.users?.length ? `users ${quoteAll(mapping.users)}` : '',
      mapping?.groups?.length ? `groups ${quoteAll(mapping.groups)}` : '',
    ].filter((part) => part !== '');
    if (holders.length > 0) {
      return new ApiError(409, title, `It is attached to ${holders.join(' and ')}: detach it from them first.`);
    }
  } catch (error) {
    if (!(error instanceof MinioError)) throw error;
  }
  return new ApiError(409, title, `${refusal.message} (${refusal.code})`);
}

/**
 * What to answer when MinIO refuses to set a user's policies. MinIO says "the specified user does not exist" for a
 * user that exists but is disabled; that case becomes a 409 saying so. Any other refusal stays as it is.
 */
export async function setPoliciesRefusal(connection: AdminConnection, entity: PolicyEntity, refusal: unknown) {
  if (!('user' in entity) || !(refusal instanceof MinioError) || refusal.code !== 'XMinioAdminNoSuchUser') {
    return refusal;
  }
  const status = await userInfo(connection, entity.user).then(
    (info) => info.status,
    () => undefined,
  );
  if (status !== 'disabled') return refusal;
  return new ApiError(
    409,
    `User ${quote(entity.user)} is disabled`,
    'MinIO changes the policies of enabled users only: enable the user first',
  );
}
