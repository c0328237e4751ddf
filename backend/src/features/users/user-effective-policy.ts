import type { AdminConnection } from '../../platform/minio/admin-request';
import { groupInfo } from '../../platform/minio/admin/groups';
import { policyInfo, type PolicyStatement } from '../../platform/minio/admin/policies';
import { userInfo } from '../../platform/minio/admin/user-info';
import { splitPolicyNames } from '../../platform/iam/user-policy-facts';
import type { Schema } from '@contract/shared/contract-types';

/**
 * What a user may do: its own policies, then those of its enabled groups (a disabled group grants nothing), their
 * statements in one document. It is the most a service account of the user can do, so the Create form shows it
 * (and starts a restricting policy from it), as MinIO Console v1.7.6 did.
 */
export async function userEffectivePolicy(
  connection: AdminConnection,
  user: string,
): Promise<Schema<'UserEffectivePolicy'>> {
  const info = await userInfo(connection, user);
  const names = splitPolicyNames(info.policyName);
  for (const group of info.memberOf ?? []) {
    const details = await groupInfo(connection, group);
    if (details.status === 'enabled') names.push(...splitPolicyNames(details.policy));
  }
  const policyNames = [...new Set(names)];
  const statements: PolicyStatement[] = [];
  for (const name of policyNames) statements.push(...(await policyInfo(connection, name)).Policy.Statement);
  return { policyNames, policy: JSON.stringify({ Version: '2012-10-17', Statement: statements }, null, 2) };
}
