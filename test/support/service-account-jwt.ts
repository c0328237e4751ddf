import { randomUUID } from 'node:crypto';
import { generateKeyPair, SignJWT, type CryptoKey } from 'jose';

/**
 * Service-account tokens shaped like the ones Kubernetes issues, signed by a key of this test run — for tests of what
 * the console reads from a token before (or instead of) asking an API server, which would refuse the signature.
 */
export interface ServiceAccountJwt {
  readonly namespace: string;
  readonly name: string;
  /** Seconds from now until `exp` (negative: already expired); undefined for a legacy Secret token, which has none. */
  readonly expiresIn: number | undefined;
}

const ISSUER = 'https://kubernetes.default.svc.cluster.local';

// RS256, as the API server signs by default; one key per test file is enough and RSA key generation is slow.
let signingKey: Promise<CryptoKey> | undefined;

export async function serviceAccountJwt({ namespace, name, expiresIn }: ServiceAccountJwt): Promise<string> {
  signingKey ??= generateKeyPair('RS256').then(({ privateKey }) => privateKey);
  const uid = randomUUID();
  const now = Math.floor(Date.now() / 1000);
  const sub = `system:serviceaccount:${namespace}:${name}`;
  const jwt =
    expiresIn === undefined
      ? // A token from a kubernetes.io/service-account-token Secret: no expiry, flat claims.
        new SignJWT({
          'kubernetes.io/serviceaccount/namespace': namespace,
          'kubernetes.io/serviceaccount/service-account.name': name,
          'kubernetes.io/serviceaccount/service-account.uid': uid,
        }).setIssuer('kubernetes/serviceaccount')
      : // A TokenRequest token (what `kubectl create token` prints).
        new SignJWT({ 'kubernetes.io': { namespace, serviceaccount: { name, uid } } })
          .setIssuer(ISSUER)
          .setAudience([ISSUER])
          .setIssuedAt(now)
          .setNotBefore(now)
          .setExpirationTime(now + expiresIn)
          .setJti(randomUUID());
  return jwt
    .setSubject(sub)
    .setProtectedHeader({ alg: 'RS256', kid: 'test-run-key' })
    .sign(await signingKey);
}
