import type { AdminConnection } from '../minio/admin-request';
import { updateGroupMembers } from '../minio/admin/groups';
import { setPolicies, type PolicyEntity } from '../minio/admin/policy-mappings';
import { quote, quoteAll } from './quote';
import type { Step } from './step-runner';

/** A step that adds users to a group (MinIO adds none of them when one does not exist). */
export function joinGroupStep(connection: AdminConnection, group: string, users: readonly string[]): Step {
  return {
    does: `add ${quoteAll(users)} to group ${quote(group)}`,
    run: () => updateGroupMembers(connection, { group, members: users }),
  };
}

/** A step that takes users out of a group; the users stay. */
export function leaveGroupStep(connection: AdminConnection, group: string, users: readonly string[]): Step {
  return {
    does: `remove ${quoteAll(users)} from group ${quote(group)}`,
    run: () => updateGroupMembers(connection, { group, members: users, isRemove: true }),
  };
}

/** A step that replaces the policies of a user or group (an empty list detaches them all). */
export function setPoliciesStep(connection: AdminConnection, entity: PolicyEntity, policies: readonly string[]): Step {
  const whose = 'user' in entity ? `user ${quote(entity.user)}` : `group ${quote(entity.group)}`;
  const what = policies.length > 0 ? `to ${quoteAll(policies)}` : 'to none';
  return { does: `set the policies of ${whose} ${what}`, run: () => setPolicies(connection, entity, policies) };
}

/** What is in `wanted` but not in `current`. */
export function missingFrom(current: readonly string[], wanted: readonly string[]): string[] {
  const have = new Set(current);
  return [...new Set(wanted)].filter((name) => !have.has(name));
}

/** Two lists name the same set. */
export function sameSet(a: readonly string[], b: readonly string[]): boolean {
  return missingFrom(a, b).length === 0 && missingFrom(b, a).length === 0;
}
