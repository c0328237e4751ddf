import type { AdminConnection } from '../../platform/minio/admin-request';
import { userInfo } from '../../platform/minio/admin/user-info';
import type { UserSummary } from '../../platform/minio/admin/users';
import type { Schema } from '@contract/shared/contract-types';
import { hasAnyPolicy, splitPolicyNames } from '../../platform/iam/user-policy-facts';

type User = Schema<'User'>;
type UserRow = NonNullable<Schema<'UserList'>['users']>[number];

/** One user as the detail screen shows it, read from MinIO; `hasPolicy` is left out when it cannot be known. */
export async function readUser(connection: AdminConnection, accessKey: string): Promise<User> {
  const info = await userInfo(connection, accessKey);
  const hasPolicy = await hasAnyPolicy(connection, info);
  return {
    ...userRow(accessKey, info),
    memberOf: [...(info.memberOf ?? [])].sort(),
    policy: splitPolicyNames(info.policyName),
    ...(hasPolicy === undefined ? {} : { hasPolicy }),
  };
}

/** One row of the users list. */
export function userRow(accessKey: string, summary: UserSummary): Required<UserRow> {
  return {
    accessKey,
    status: summary.status,
    memberOf: [...(summary.memberOf ?? [])].sort(),
    policy: splitPolicyNames(summary.policyName),
  };
}
