import { ApiError } from '../../platform/errors/api-error';
import type { AddServiceAccountInput } from '../../platform/minio/admin/service-accounts';
import type { RequestBody } from '@contract/shared/contract-types';
import { parsePolicyDocument } from '../policies/policy-document';

/** MinIO's limit on a service account's description. */
const MAX_DESCRIPTION_BYTES = 256;

/** The body of the four create operations: the with-credentials ones add `accessKey` and `secretKey` (then required). */
export type ServiceAccountCreateBody = RequestBody<'createServiceAccount'> &
  Partial<RequestBody<'createServiceAccountWithCredentials'>>;

/**
 * What MinIO is asked to create from a Create Service Account form: the optional policy ('Restrict with policy',
 * checked like the policy editor's), optional credentials ('Customize Credentials'), name, description and expiry.
 * Empty fields mean "none". An expiry in the past and a description over MinIO's byte limit are refused here:
 * MinIO's own refusals of them name the wrong field.
 */
export function serviceAccountInput(body: ServiceAccountCreateBody, targetUser?: string): AddServiceAccountInput {
  const policy = body.policy?.trim() ? parsePolicyDocument(body.policy) : undefined;
  if (body.expiration !== undefined) requireFutureExpiry(body.expiration);
  requireDescriptionWithinBytes(body.description ?? '');
  return {
    ...(policy ? { policy } : {}),
    ...(targetUser !== undefined ? { targetUser } : {}),
    ...(body.accessKey ? { accessKey: body.accessKey, secretKey: body.secretKey ?? '' } : {}),
    ...(body.name ? { name: body.name } : {}),
    ...(body.description ? { description: body.description } : {}),
    ...(body.expiration !== undefined ? { expiration: new Date(body.expiration).toISOString() } : {}),
  };
}

/** MinIO's bounds on an expiry: at least 15 minutes and at most 365 days ahead. */
const MIN_EXPIRY_MS = 15 * 60_000;
const MAX_EXPIRY_MS = 365 * 86_400_000;

/**
 * An expiry outside MinIO's bounds is refused here: MinIO's own refusal names no field, and past the year it
 * answers a server fault.
 */
export function requireFutureExpiry(expiration: string): void {
  const ahead = Date.parse(expiration) - Date.now();
  if (!(ahead > 0)) throw new ApiError(400, 'The expiry must be in the future', `expiration is ${expiration}`);
  if (ahead < MIN_EXPIRY_MS) {
    throw new ApiError(400, 'The expiry must be at least 15 minutes ahead', `expiration is ${expiration}`);
  }
  if (ahead > MAX_EXPIRY_MS) {
    throw new ApiError(400, 'The expiry can be at most a year ahead', `expiration is ${expiration} (MinIO's limit)`);
  }
}

/** The contract counts characters; MinIO counts bytes, so a description with accents can pass one and not the other. */
export function requireDescriptionWithinBytes(description: string): void {
  const descriptionBytes = Buffer.byteLength(description, 'utf8');
  if (descriptionBytes > MAX_DESCRIPTION_BYTES) {
    throw new ApiError(400, 'The description is too long', `${descriptionBytes} bytes, at most 256 are allowed`);
  }
}
