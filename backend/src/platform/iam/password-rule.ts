import { ApiError } from '../errors/api-error';
import { commonPasswordCount, isCommonPassword } from './common-passwords';

/** Spec 02 §9: password minimum length. */
export const PASSWORD_MIN_LENGTH = 8;

/** Spec 02 §5 and §8, verbatim. */
export const PASSWORD_TOO_SHORT = 'Passwords must be at least 8 characters long';

export const PASSWORD_TOO_COMMON = 'This password is one of the most common passwords: choose another';

export const PASSWORD_HAS_CONTEXT_WORD =
  'Passwords must not contain the user name or the words "minio" or "objectconsole"';

/**
 * The context words no password may contain (ASVS 5.0 V6.1.2 / V6.2.11; docs/security-policies.md lists them): the
 * product names an attacker tries first. The account's own name is checked beside them.
 */
export const PASSWORD_CONTEXT_WORDS = ['minio', 'objectconsole'] as const;

/** Names shorter than this are not looked for inside a password (a one-letter user would ban that letter). */
const SHORTEST_NAME_CHECKED = 3;

/**
 * Refuses a new password (a user's secret key) the rules do not allow, with the spec's own message for the length:
 * shorter than 8 characters, one of the most common passwords, or containing the account's name or a context word.
 * Done here rather than in the contract so that the client gets these messages, not the validator's wording.
 */
export function requireValidPassword(password: string, field: string, accountName?: string): void {
  if (password.length < PASSWORD_MIN_LENGTH) {
    throw new ApiError(400, PASSWORD_TOO_SHORT, `${field} has ${password.length} characters`);
  }
  if (isCommonPassword(password)) {
    throw new ApiError(
      400,
      PASSWORD_TOO_COMMON,
      `${field} is in the list of the ${commonPasswordCount().toLocaleString('en')} most common passwords`,
    );
  }
  const lower = password.toLowerCase();
  const words = [
    ...PASSWORD_CONTEXT_WORDS,
    ...(accountName && accountName.length >= SHORTEST_NAME_CHECKED ? [accountName] : []),
  ];
  const found = words.find((word) => lower.includes(word.toLowerCase()));
  if (found !== undefined) {
    const which = found === accountName ? 'the user name' : `"${found}"`;
    throw new ApiError(400, PASSWORD_HAS_CONTEXT_WORD, `${field} contains ${which}`);
  }
}
