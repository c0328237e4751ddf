import { ApiError } from '../../platform/errors/api-error';
import type { AdminConnection } from '../../platform/minio/admin-request';
import type { PolicyDocument } from '../../platform/minio/admin/policies';
import { serviceAccountInfo, type UpdateServiceAccountInput } from '../../platform/minio/admin/service-accounts';
import type { RequestBody } from '@contract/shared/contract-types';
import { parsePolicyDocument } from '../policies/policy-document';
import { requireDescriptionWithinBytes, requireFutureExpiry } from './service-account-request';

/** MinIO's "no expiry" value: it stores the Unix epoch for a service account that never expires. */
const NO_EXPIRY = '1970-01-01T00:00:00Z';

/**
 * What MinIO is asked to change from an Edit service account form. MinIO drops a service account's own policy on
 * every update that does not carry one, so "keep the policy" means reading it and sending it again; an empty
 * `policy` means "inherit the parent's rights" and is simply left out.
 */
export async function serviceAccountUpdate(
  connection: AdminConnection,
  accessKey: string,
  body: RequestBody<'updateServiceAccount'>,
): Promise<UpdateServiceAccountInput> {
  if (body.expiration !== undefined && body.expiration !== null) requireFutureExpiry(body.expiration);
  if (body.description !== undefined) requireDescriptionWithinBytes(body.description);
  const policy = body.policy === undefined ? await currentOwnPolicy(connection, accessKey) : newPolicy(body.policy);
  return {
    ...(policy ? { newPolicy: policy } : {}),
    ...(body.name !== undefined ? { newName: body.name } : {}),
    ...(body.description !== undefined ? { newDescription: body.description } : {}),
    ...(body.expiration !== undefined
      ? { newExpiration: body.expiration === null ? NO_EXPIRY : new Date(body.expiration).toISOString() }
      : {}),
    ...(body.status !== undefined ? { newStatus: body.status } : {}),
  };
}

function newPolicy(text: string): PolicyDocument | undefined {
  return text.trim() === '' ? undefined : parsePolicyDocument(text);
}

/** The service account's own policy, or undefined when it acts with its parent's rights. */
async function currentOwnPolicy(connection: AdminConnection, accessKey: string): Promise<PolicyDocument | undefined> {
  const info = await serviceAccountInfo(connection, accessKey);
  if (info.impliedPolicy) return undefined;
  try {
    return JSON.parse(info.policy) as PolicyDocument;
  } catch {
    throw new ApiError(502, 'The storage server sent an answer the console cannot read', 'A policy that is not JSON');
  }
}
