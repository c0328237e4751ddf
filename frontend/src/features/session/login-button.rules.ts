/**
 * When the Login button may be pressed (spec 01 §5): every field filled and no login under way. Fields are not
 * trimmed: a password may begin or end with a space.
 */
export function canSubmitLogin(fields: readonly string[], submitting: boolean): boolean {
  return !submitting && fields.every((value) => value !== '');
}
