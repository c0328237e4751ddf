/**
 * The `exp` claim of a JWT in milliseconds, read WITHOUT checking the signature: the API server has just accepted
 * the token, and this only caps the session so it never outlives it. Undefined when the token carries none.
 */
export function jwtExpiryMs(jwt: string): number | undefined {
  const payload = jwt.split('.')[1];
  if (!payload) return undefined;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { exp?: unknown };
    return typeof claims.exp === 'number' && Number.isFinite(claims.exp) ? claims.exp * 1000 : undefined;
  } catch {
    return undefined;
  }
}
