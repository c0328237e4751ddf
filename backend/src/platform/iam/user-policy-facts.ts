import type { AdminConnection } from '../minio/admin-request';
import { groupInfo } from '../minio/admin/groups';
import type { UserInfo } from '../minio/admin/user-info';
import { MinioError } from '../minio/errors';

/** MinIO keeps a user's or group's policies as one comma-separated string; empty when none. */
export function splitPolicyNames(policyName: string | undefined): string[] {
  return (policyName ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
}

/**
 * Whether a user has a policy of its own or through an enabled group (a disabled group grants nothing), or
 * undefined when that cannot be known because the session may not read one of its groups.
 */
export async function hasAnyPolicy(connection: AdminConnection, info: UserInfo): Promise<boolean | undefined> {
  if (splitPolicyNames(info.policyName).length > 0) return true;
  let unknown = false;
  for (const group of info.memberOf ?? []) {
    try {
      const details = await groupInfo(connection, group);
      if (details.status === 'enabled' && splitPolicyNames(details.policy).length > 0) return true;
    } catch (error) {
      if (!(error instanceof MinioError) || error.status !== 403) throw error;
      unknown = true;
    }
  }
  return unknown ? undefined : false;
}
