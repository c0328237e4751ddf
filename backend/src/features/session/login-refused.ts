/**
 * Why a login with access keys was refused, in words: MinIO's own text speaks of request signatures, while a person
 * needs to know which inputs to check. Both keys are named, so the answer does not tell whether the access key
 * exists.
 */
export const LOGIN_REFUSED =
  'The access key and secret key do not match an account on this server. Check both and try again.';
