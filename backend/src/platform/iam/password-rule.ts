import { ApiError } from '../errors/api-error';

/** Spec 02 §9: password minimum length. */
export const PASSWORD_MIN_LENGTH = 8;

/** Spec 02 §5 and §8, verbatim. */
export const PASSWORD_TOO_SHORT = 'Passwords must be at least 8 characters long';

/**
 * Refuses a new password (a user's secret key) shorter than the spec allows, with the spec's own message. Done here
 * rather than in the contract so that the client gets that message, not the validator's wording.
 */
export function requireValidPassword(password: string, field: string): void {
  if (password.length < PASSWORD_MIN_LENGTH) {
    throw new ApiError(400, PASSWORD_TOO_SHORT, `${field} has ${password.length} characters`);
  }
}
