import { passwordLengthProblem } from './password.rules';

/** Spec 02 §5, verbatim. */
export const groupAssignMessages = {
  noGroup: 'You need to select at least one group to assign',
} as const;

/**
 * The Create/Edit User submit check: an access key, and a secret key of at least 8 characters — when editing too
 * (spec 02 §5).
 */
export function canSubmitUser(accessKey: string, secretKey: string): boolean {
  return accessKey.trim() !== '' && secretKey !== '' && passwordLengthProblem(secretKey) === undefined;
}

/** A problem with the access key as typed: MinIO's names have no spaces or commas and 3 to 128 characters. */
export function accessKeyProblem(accessKey: string, rule: string): string | undefined {
  if (accessKey === '') return undefined;
  return /^[^,\s]{3,128}$/.test(accessKey) ? undefined : rule;
}

/** Add to Group: at least one group; the message when none is chosen. */
export function groupSelectionProblem(groups: ReadonlySet<string> | readonly string[]): string | undefined {
  const count = 'size' in groups ? groups.size : groups.length;
  return count === 0 ? groupAssignMessages.noGroup : undefined;
}
