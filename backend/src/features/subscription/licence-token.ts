import { createPublicKey, type KeyObject } from 'node:crypto';
import { errors, jwtVerify, type JWTPayload } from 'jose';
import type { Schema } from '@contract/shared/contract-types';

type SubscriptionInfo = Schema<'SubscriptionInfo'>;

/** Asymmetric signatures only: a licence is signed by the provider's private key, checked with its public key. */
const ALGORITHMS = ['ES384', 'ES256', 'ES512', 'RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'EdDSA'];

/** A compact JWS: three base64url parts. Anything else is refused before it is checked or stored. */
const COMPACT_JWS = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/;

/** Whether `text` has the shape of a licence token (which also means it holds no space or `=` for MinIO's KV text). */
export function isLicenceShaped(text: string): boolean {
  return COMPACT_JWS.test(text);
}

/**
 * Checks a licence token offline: its signature against the provider's public key (PEM), then its expiry. Only a
 * licence whose signature holds is read at all; an expired one keeps its signed fields so the page can say which
 * licence ran out. Never throws for a bad licence: the answer's `status` and `problem` say what is wrong.
 */
export async function checkLicence(token: string, publicKeyPem: string | undefined): Promise<SubscriptionInfo> {
  if (!publicKeyPem) {
    return invalid('No public key is configured to check licences with (CONSOLE_SUBSCRIPTION_PUBLIC_KEY)');
  }
  if (!isLicenceShaped(token)) return invalid('This is not a licence key');
  let key: KeyObject;
  try {
    key = createPublicKey(publicKeyPem);
  } catch {
    return invalid('The configured public key (CONSOLE_SUBSCRIPTION_PUBLIC_KEY) is not a PEM public key');
  }
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ALGORITHMS, requiredClaims: ['exp'] });
    return { status: 'valid', ...fieldsOf(payload) };
  } catch (error) {
    if (error instanceof errors.JWTExpired) return { status: 'expired', ...fieldsOf(error.payload) };
    if (error instanceof errors.JWSSignatureVerificationFailed) {
      return invalid("The licence's signature does not match the provider's public key");
    }
    if (error instanceof errors.JOSEAlgNotAllowed || error instanceof errors.JOSENotSupported) {
      return invalid('The licence is signed with an algorithm that does not match the public key');
    }
    if (error instanceof errors.JWTClaimValidationFailed) return invalid(`The licence is not valid: ${error.message}`);
    if (error instanceof errors.JOSEError) return invalid('This is not a licence key');
    throw error;
  }
}

function invalid(problem: string): SubscriptionInfo {
  return { status: 'invalid', problem };
}

/**
 * The licence's fields: the provider's claims `org` (organization), `cap` (capacity in TiB), `plan`, `sub` (the
 * requestor's e-mail; `email` is read too) and `exp`.
 */
function fieldsOf(payload: JWTPayload): Omit<SubscriptionInfo, 'status'> {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const capacity = Number(payload['cap'] ?? 0);
  return {
    organization: text(payload['org']),
    storage_capacity: Number.isFinite(capacity) && capacity > 0 ? Math.floor(capacity) : 0,
    plan: text(payload['plan']).toUpperCase(),
    email: text(payload['email']) || text(payload.sub),
    ...(typeof payload.exp === 'number' && { expires_at: new Date(payload.exp * 1000).toISOString() }),
  };
}
