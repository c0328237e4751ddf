import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import { SignJWT } from 'jose';

/** The claims of a subscription licence as the provider signs them. */
export interface LicenceClaims {
  readonly org: string;
  /** TiB */
  readonly cap: number;
  readonly plan: string;
  readonly sub: string;
  /** Seconds from now until `exp` (negative: already expired). */
  readonly expiresIn: number;
}

/**
 * A key pair of this test run standing in for the provider's licence key: the console is configured with its public
 * key (CONSOLE_SUBSCRIPTION_PUBLIC_KEY) and the test signs licences with the private key, as the provider would.
 */
export class LicenceKeys {
  readonly publicKeyPem: string;
  private readonly privateKey: KeyObject;

  constructor() {
    const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'secp384r1' });
    this.publicKeyPem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
    this.privateKey = privateKey;
  }

  /** A licence token signed with this pair's private key (ES384). */
  async licence(claims: Partial<LicenceClaims> = {}): Promise<string> {
    const { expiresIn = 365 * 86_400, ...rest } = claims;
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({ org: 'Example Corp', cap: 100, plan: 'STANDARD', ...rest })
      .setProtectedHeader({ alg: 'ES384' })
      .setSubject(claims.sub ?? 'buyer@example.com')
      .setIssuedAt(now - 60)
      .setExpirationTime(now + expiresIn)
      .sign(this.privateKey);
  }
}
