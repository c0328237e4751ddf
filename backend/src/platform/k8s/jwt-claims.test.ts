import { serviceAccountJwt } from '@test/support/service-account-jwt';
import { jwtExpiryMs, jwtServiceAccountNamespace } from './jwt-claims';

/** A token with these claims and a header and signature nobody checks here (`e30` is `{}`). */
function tokenWith(claims: unknown): string {
  return `e30.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.c2ln`;
}

/** What the console reads from a service-account token without asking the API server: its expiry and namespace. */
describe('service-account token claims', () => {
  it('reads the expiry and namespace of a TokenRequest token', async () => {
    const before = Date.now();
    const jwt = await serviceAccountJwt({ namespace: 'tenant-ns', name: 'console', expiresIn: 600 });
    const expiry = jwtExpiryMs(jwt);
    // `exp` has whole seconds.
    expect(expiry).toBeGreaterThan(before + 598_000);
    expect(expiry).toBeLessThanOrEqual(Date.now() + 600_000);
    expect(jwtServiceAccountNamespace(jwt)).toBe('tenant-ns');
  });

  it('reads an expiry in the past as it is (the caller refuses the token)', async () => {
    const jwt = await serviceAccountJwt({ namespace: 'tenant-ns', name: 'console', expiresIn: -3600 });
    expect(jwtExpiryMs(jwt)).toBeLessThan(Date.now() - 3_590_000);
  });

  it('finds no expiry in a legacy Secret token, but its namespace', async () => {
    const jwt = await serviceAccountJwt({ namespace: 'legacy-ns', name: 'console', expiresIn: undefined });
    expect(jwtExpiryMs(jwt)).toBeUndefined();
    expect(jwtServiceAccountNamespace(jwt)).toBe('legacy-ns');
  });

  it.each([
    ['an opaque static token', 'not-a-token'],
    ['a bootstrap token', 'abcdef.0123456789abcdef'],
    ['a payload that is no base64url JSON', 'header.payload.signature'],
    ['an encrypted token (compact JWE)', 'a.b.c.d.e'],
    ['a payload that is JSON but no object', tokenWith([1])],
  ])('reads nothing from %s: the API server judges it', (_what, token) => {
    expect(jwtExpiryMs(token)).toBeUndefined();
    expect(jwtServiceAccountNamespace(token)).toBeUndefined();
  });

  it.each([
    ['a user', { sub: 'jane' }],
    ['another system identity', { sub: 'system:node:worker-1' }],
    ['a service account without namespace', { sub: 'system:serviceaccount::console' }],
    ['a subject that is no string', { sub: 42 }],
  ])('finds no namespace in the token of %s', (_who, claims) => {
    expect(jwtServiceAccountNamespace(tokenWith(claims))).toBeUndefined();
  });

  it('ignores an expiry that is no number', () => {
    expect(jwtExpiryMs(tokenWith({ exp: '4102444800' }))).toBeUndefined();
  });
});
