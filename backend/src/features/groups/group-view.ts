import type { AdminConnection } from '../../platform/minio/admin-request';
import { groupInfo, type GroupInfo } from '../../platform/minio/admin/groups';
import { policyEntities } from '../../platform/minio/admin/policy-mappings';
import { MinioError } from '../../platform/minio/errors';
import type { Schema } from '@contract/shared/contract-types';

type Group = Schema<'Group'>;

/** One group as the detail screen shows it; MinIO's `null` member list reads as none. */
export async function readGroup(connection: AdminConnection, name: string): Promise<Group> {
  const info = await groupInfo(connection, name);
  return {
    name: info.name,
    members: [...(info.members ?? [])].sort(),
    status: info.status,
    policy: await attachedPolicies(connection, info),
  };
}

/**
 * The policies attached to a group. MinIO's group info leaves them out while the group is disabled (they grant
 * nothing then, but stay attached and return on enabling), so for a disabled group they are read from the policy
 * mappings — when the session may read those; otherwise the group shows none.
 */
async function attachedPolicies(connection: AdminConnection, info: GroupInfo): Promise<string> {
  if (info.policy || info.status !== 'disabled') return info.policy ?? '';
  try {
    const mappings = await policyEntities(connection, { groups: [info.name] });
    return (mappings.groupMappings?.find((entry) => entry.group === info.name)?.policies ?? []).join(',');
  } catch (error) {
    if (error instanceof MinioError && error.status === 403) return '';
    throw error;
  }
}
