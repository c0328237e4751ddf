import { groupInfo } from '../../platform/minio/admin/groups';
import { listPolicies } from '../../platform/minio/admin/policies';
import { policyEntities } from '../../platform/minio/admin/policy-mappings';
import type { AdminConnection } from '../../platform/minio/admin-request';
import type { Schema } from '@contract/shared/contract-types';
import { policyReachesBucket } from '../buckets/policy-reach';

/** The names of the IAM policies that grant S3 actions on the bucket (one `list-canned-policies` call). */
export async function policiesReachingBucket(connection: AdminConnection, bucket: string): Promise<string[]> {
  const policies = await listPolicies(connection);
  return Object.entries(policies)
    .filter(([, document]) => policyReachesBucket(document, bucket))
    .map(([name]) => name)
    .sort();
}

/** Access Audit, Policies tab. */
export async function bucketPolicies(connection: AdminConnection, bucket: string): Promise<Schema<'BucketPolicyList'>> {
  return { policies: (await policiesReachingBucket(connection, bucket)).map((name) => ({ name })) };
}

/**
 * Access Audit, Users tab: the users holding one of those policies, directly or through a group, with the
 * policies that reach the bucket. The policy-to-entity mappings come in one call; only the groups that hold such
 * a policy are opened for their members.
 */
export async function bucketUsers(connection: AdminConnection, bucket: string): Promise<Schema<'BucketUserList'>> {
  const policies = await policiesReachingBucket(connection, bucket);
  if (policies.length === 0) return { users: [] };
  const { policyMappings = [] } = await policyEntities(connection, { policies });
  const byUser = new Map<string, Set<string>>();
  const grant = (user: string, policy: string) => byUser.set(user, (byUser.get(user) ?? new Set()).add(policy));
  const groupPolicies = new Map<string, string[]>();
  for (const mapping of policyMappings) {
    mapping.users?.forEach((user) => grant(user, mapping.policy));
    mapping.groups?.forEach((group) => groupPolicies.set(group, [...(groupPolicies.get(group) ?? []), mapping.policy]));
  }
  const groups = await Promise.all([...groupPolicies.keys()].map((group) => groupInfo(connection, group)));
  for (const group of groups) {
    for (const member of group.members ?? []) groupPolicies.get(group.name)?.forEach((policy) => grant(member, policy));
  }
  return {
    users: [...byUser.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([accessKey, held]) => ({ accessKey, policy: [...held].sort() })),
  };
}
