/**
 * The claims of a JWT, read WITHOUT checking the signature: the API server has already accepted (or will judge) the
 * token, and these only cap a session or suggest where to look — never grant anything.
 */
function jwtClaims(jwt: string): Record<string, unknown> | undefined {
  const payload = jwt.split('.')[1];
  if (!payload) return undefined;
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    return typeof claims === 'object' && claims !== null ? (claims as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** The `exp` claim in milliseconds, so a session never outlives its token. Undefined when the token carries none. */
export function jwtExpiryMs(jwt: string): number | undefined {
  const exp = jwtClaims(jwt)?.exp;
  return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : undefined;
}

/**
 * The namespace of the service account a token was minted for (`sub: system:serviceaccount:<ns>:<name>`), or
 * undefined for other tokens.
 */
export function jwtServiceAccountNamespace(jwt: string): string | undefined {
  const sub = jwtClaims(jwt)?.sub;
  if (typeof sub !== 'string') return undefined;
  const [system, kind, namespace] = sub.split(':');
  return system === 'system' && kind === 'serviceaccount' && namespace ? namespace : undefined;
}
