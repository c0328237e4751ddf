/** Spec 02 §5 and §8, verbatim. */
export const passwordMessages = {
  tooShort: 'Passwords must be at least 8 characters long',
  mismatch: "New passwords don't match",
} as const;

/** Password minimum length (spec 02 §9). */
export const PASSWORD_MIN_LENGTH = 8;

/** The length rule: the message when a typed password is too short, else `undefined`. */
export function passwordLengthProblem(password: string): string | undefined {
  return password !== '' && password.length < PASSWORD_MIN_LENGTH ? passwordMessages.tooShort : undefined;
}

/** The repeat rule: the message when a typed repeat differs from the new password, else `undefined`. */
export function passwordMatchProblem(password: string, repeat: string): string | undefined {
  return repeat !== '' && repeat !== password ? passwordMessages.mismatch : undefined;
}

/** Change own password: all three filled, matching, long enough. */
export function canChangeOwnPassword(current: string, password: string, repeat: string): boolean {
  return (
    current !== '' &&
    password !== '' &&
    repeat !== '' &&
    !passwordLengthProblem(password) &&
    !passwordMatchProblem(password, repeat)
  );
}

/** Change another user's password: long enough, with a non-empty repeat equal to it. */
export function canChangeUserPassword(password: string, repeat: string): boolean {
  return password !== '' && repeat === password && !passwordLengthProblem(password);
}
