import { decodeJwt, errors, type JWTPayload } from 'jose';

/**
 * The claims of a JWT, read WITHOUT checking the signature. That is deliberate, not an omission: the API server
 * judges every token (SelfSubjectReview, or the request itself) with the service-account issuer's keys, which we
 * neither hold nor fetch (no JWKS here), so a local check would add nothing true. These claims only cap a session or
 * suggest where to look — they never grant anything.
 *
 * Undefined for a token that is no compact JWS: the API server accepts other bearer tokens too (static, bootstrap),
 * and judges those alike.
 */
function jwtClaims(token: string): JWTPayload | undefined {
  try {
    return decodeJwt(token);
  } catch (error) {
    if (error instanceof errors.JWTInvalid) return undefined;
    throw error;
  }
}

/** The `exp` claim in milliseconds, so a session never outlives its token. Undefined when the token carries none. */
export function jwtExpiryMs(jwt: string): number | undefined {
  // decodeJwt checks the shape of the token, not the types of its claims (only jwtVerify does).
  const exp: unknown = jwtClaims(jwt)?.exp;
  return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : undefined;
}

/**
 * The namespace of the service account a token was minted for (`sub: system:serviceaccount:<ns>:<name>`), or
 * undefined for other tokens.
 */
export function jwtServiceAccountNamespace(jwt: string): string | undefined {
  const sub: unknown = jwtClaims(jwt)?.sub;
  if (typeof sub !== 'string') return undefined;
  const [system, kind, namespace] = sub.split(':');
  return system === 'system' && kind === 'serviceaccount' && namespace ? namespace : undefined;
}
