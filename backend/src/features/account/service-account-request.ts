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
  if (body.expiration !== undefined && !(Date.parse(body.expiration) > Date.now())) {
    throw new ApiError(400, 'The expiry must be in the future', `expiration is ${body.expiration}`);
  }
  // The contract counts characters; MinIO counts bytes, so a description with accents can pass one and not the other.
  const descriptionBytes = Buffer.byteLength(body.description ?? '', 'utf8');
  if (descriptionBytes > MAX_DESCRIPTION_BYTES) {
    throw new ApiError(400, 'The description is too long', `${descriptionBytes} bytes, at most 256 are allowed`);
  }
  return {
    ...(policy ? { policy } : {}),
    ...(targetUser !== undefined ? { targetUser } : {}),
    ...(body.accessKey ? { accessKey: body.accessKey, secretKey: body.secretKey ?? '' } : {}),
    ...(body.name ? { name: body.name } : {}),
    ...(body.description ? { description: body.description } : {}),
    ...(body.expiration !== undefined ? { expiration: new Date(body.expiration).toISOString() } : {}),
  };
}
