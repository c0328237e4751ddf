import type { AdminConnection } from '../../platform/minio/admin-request';
import { removeGroup, setGroupStatus } from '../../platform/minio/admin/groups';
import type { AccountStatus } from '../../platform/minio/admin/users';
import { joinGroupStep, leaveGroupStep, missingFrom } from '../../platform/iam/assignment-steps';
import { quote } from '../../platform/iam/quote';
import type { Step } from '../../platform/iam/step-runner';

/** The steps that turn a group as MinIO has it into the edited one: new members, dropped members, status. */
export function updateGroupSteps(
  connection: AdminConnection,
  current: { readonly name: string; readonly members: readonly string[]; readonly status: AccountStatus },
  change: { readonly members: readonly string[]; readonly status: AccountStatus },
): Step[] {
  const joining = missingFrom(current.members, change.members);
  const leaving = missingFrom(change.members, current.members);
  const steps: Step[] = [];
  if (joining.length > 0) steps.push(joinGroupStep(connection, current.name, joining));
  if (leaving.length > 0) steps.push(leaveGroupStep(connection, current.name, leaving));
  if (current.status !== change.status) {
    steps.push({
      does: `set group ${quote(current.name)} ${change.status}`,
      run: () => setGroupStatus(connection, current.name, change.status),
    });
  }
  return steps;
}

/** The steps of deleting a group whose members were asked to be removed first (the users stay). */
export function deleteGroupSteps(connection: AdminConnection, name: string, members: readonly string[]): Step[] {
  return [
    ...(members.length > 0 ? [leaveGroupStep(connection, name, members)] : []),
    { does: `delete group ${quote(name)}`, run: () => removeGroup(connection, name) },
  ];
}
