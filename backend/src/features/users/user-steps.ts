import type { AdminConnection } from '../../platform/minio/admin-request';
import type { UserInfo } from '../../platform/minio/admin/user-info';
import { addUser, setUserStatus, type AccountStatus } from '../../platform/minio/admin/users';
import {
  joinGroupStep,
  leaveGroupStep,
  missingFrom,
  sameSet,
  setPoliciesStep,
} from '../../platform/iam/assignment-steps';
import { quote } from '../../platform/iam/quote';
import { wantedList, wantedValue } from '../../platform/iam/edited-since-opened';
import { splitPolicyNames } from '../../platform/iam/user-policy-facts';
import type { Step } from '../../platform/iam/step-runner';

/** The steps of Create User: create it, add it to each group, then set its policies. */
export function createUserSteps(
  connection: AdminConnection,
  user: { accessKey: string; secretKey: string; groups: readonly string[]; policies: readonly string[] },
): Step[] {
  const { accessKey, secretKey } = user;
  return [
    { does: `create user ${quote(accessKey)}`, run: () => addUser(connection, { accessKey, secretKey }) },
    ...[...new Set(user.groups)].map((group) => joinGroupStep(connection, group, [accessKey])),
    ...(user.policies.length > 0 ? [setPoliciesStep(connection, { user: accessKey }, user.policies)] : []),
  ];
}

/** What an edit of a user asks for; `policies` left out keeps them as they are. */
export interface UserChange {
  readonly status: AccountStatus;
  readonly groups: readonly string[];
  readonly policies?: readonly string[] | undefined;
  /** A new secret key, set first. */
  readonly secretKey?: string | undefined;
}

/** What the edit dialog showed when it opened (see edited-since-opened.ts). */
export type UserAsOpened = Partial<Pick<UserChange, 'status' | 'groups' | 'policies'>>;

/** The user's own change (from `opened` to `change`) applied to the user as MinIO has it now. */
export function changeSinceOpened(current: UserInfo, change: UserChange, opened: UserAsOpened | undefined): UserChange {
  const { policies } = change;
  return {
    ...change,
    status: wantedValue(current.status, opened?.status, change.status),
    groups: wantedList(current.memberOf ?? [], opened?.groups, change.groups),
    policies: policies && wantedList(splitPolicyNames(current.policyName), opened?.policies, policies),
  };
}

/**
 * The steps that turn a user as MinIO has it into the edited one: only what differs. Enabling comes first and
 * disabling last because MinIO refuses to change the policies of a disabled user (it answers "no such user").
 */
export function updateUserSteps(
  connection: AdminConnection,
  accessKey: string,
  current: UserInfo,
  change: UserChange,
): Step[] {
  const statusStep: Step = {
    does: `set user ${quote(accessKey)} ${change.status}`,
    run: () => setUserStatus(connection, accessKey, change.status),
  };
  const statusChanges = current.status !== change.status;
  const steps: Step[] = [];
  const { secretKey } = change;
  if (secretKey !== undefined) {
    // add-user sets the key of an existing user; passing its current status keeps it until the status step.
    steps.push({
      does: `set the secret key of user ${quote(accessKey)}`,
      run: () => addUser(connection, { accessKey, secretKey, status: current.status }),
    });
  }
  if (statusChanges && change.status === 'enabled') steps.push(statusStep);
  const memberOf = current.memberOf ?? [];
  for (const group of missingFrom(memberOf, change.groups)) steps.push(joinGroupStep(connection, group, [accessKey]));
  for (const group of missingFrom(change.groups, memberOf)) steps.push(leaveGroupStep(connection, group, [accessKey]));
  const policies = change.policies;
  if (policies !== undefined && !sameSet(splitPolicyNames(current.policyName), policies)) {
    steps.push(setPoliciesStep(connection, { user: accessKey }, policies));
  }
  if (statusChanges && change.status === 'disabled') steps.push(statusStep);
  return steps;
}
