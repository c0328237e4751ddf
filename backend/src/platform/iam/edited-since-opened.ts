import { missingFrom } from './assignment-steps';

/**
 * Edit dialogs of users and groups show a list (groups, members, policies) and a status as they were when the dialog
 * opened, and send them back as the user left them. Another administrator may have changed them meanwhile; applying
 * the dialog's list as it stands would silently undo that. With what the dialog showed (`opened`), only the user's
 * own change is applied to what MinIO has now. Without it, the dialog's list stands, as before.
 */
export function wantedList(
  now: readonly string[],
  opened: readonly string[] | undefined,
  edited: readonly string[],
): string[] {
  if (opened === undefined) return [...new Set(edited)];
  const dropped = new Set(missingFrom(edited, opened));
  return [...new Set([...now.filter((name) => !dropped.has(name)), ...missingFrom(opened, edited)])];
}

/** A single value (a status): the dialog's when the user changed it, otherwise what MinIO has now. */
export function wantedValue<T>(now: T, opened: T | undefined, edited: T): T {
  return opened === undefined || opened !== edited ? edited : now;
}
