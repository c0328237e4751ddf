import { dictionary } from '@zxcvbn-ts/language-common';

let common: ReadonlySet<string> | undefined;

/**
 * Whether a password is one of the 49,233 most common ones (zxcvbn-ts's common-password list, MIT; ASVS 5.0
 * V6.2.4 asks for at least the top 3,000), compared without case. The list is read on the first check, not at start.
 */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common'].map((entry) => String(entry).toLowerCase()));
  return common.has(password.toLowerCase());
}

/** The number of passwords in the list, for the refusal's detail. */
export function commonPasswordCount(): number {
  isCommonPassword('');
  return common?.size ?? 0;
}
