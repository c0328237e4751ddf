import { adminRequest, type AdminCallOptions, type AdminConnection } from '../admin-request';
import { MinioProtocolError } from '../errors';
import { expectList, expectObject } from './json-shape';
import type { AccountStatus } from './users';

/** A group as `/group` describes it. */
export interface GroupInfo {
  readonly name: string;
  readonly status: AccountStatus;
  /** Access keys of the members; MinIO may send `null` for none. */
  readonly members: readonly string[] | null;
  /** Comma-separated names of the policies attached to the group; empty when none. */
  readonly policy: string;
  readonly updatedAt?: string;
}

/** `GET /groups`: every group name. MinIO may answer `null` when there are none; that reads as []. */
export async function listGroups(connection: AdminConnection, options: AdminCallOptions = {}): Promise<string[]> {
  const response = await adminRequest({ ...connection, ...options, path: '/groups' });
  const names = expectList(response.json(), 'group list');
  if (!names.every((name) => typeof name === 'string')) throw new MinioProtocolError("MinIO's group list is not names");
  return names as string[];
}

/** `GET /group?group=`: one group; MinioError `XMinioAdminNoSuchGroup` (404) when it does not exist. */
export async function groupInfo(
  connection: AdminConnection,
  group: string,
  options: AdminCallOptions = {},
): Promise<GroupInfo> {
  const response = await adminRequest({ ...connection, ...options, path: '/group', query: { group } });
  return expectObject(response.json(), 'group info') as unknown as GroupInfo;
}

/** What `updateGroupMembers` changes. */
export interface GroupMembersChange {
  readonly group: string;
  readonly members: readonly string[];
  /** Remove the members instead of adding them. */
  readonly isRemove?: boolean;
}

/**
 * `PUT /update-group-members`: adds members (creating the group if needed; an empty list creates an empty group)
 * or removes them. Members must be existing built-in users; temporary and service-account keys are refused.
 */
export async function updateGroupMembers(
  connection: AdminConnection,
  change: GroupMembersChange,
  options: AdminCallOptions = {},
): Promise<void> {
  await adminRequest({
    ...connection,
    ...options,
    method: 'PUT',
    path: '/update-group-members',
    // MinIO reads groupStatus only for its own bookkeeping; status changes go through set-group-status.
    body: JSON.stringify({ group: change.group, members: change.members, isRemove: change.isRemove ?? false }),
  });
}

/**
 * Deletes a group: an `update-group-members` removal with no members. MinIO refuses a group that still has members
 * (MinioError `XMinioAdminGroupNotEmpty`, 400): remove them first.
 */
export async function removeGroup(
  connection: AdminConnection,
  group: string,
  options: AdminCallOptions = {},
): Promise<void> {
  await updateGroupMembers(connection, { group, members: [], isRemove: true }, options);
}

/** `PUT /set-group-status`: enables or disables every member's access through the group. */
export async function setGroupStatus(
  connection: AdminConnection,
  group: string,
  status: AccountStatus,
  options: AdminCallOptions = {},
): Promise<void> {
  await adminRequest({
    ...connection,
    ...options,
    method: 'PUT',
    path: '/set-group-status',
    query: { group, status },
  });
}
