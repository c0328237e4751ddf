import { ApiError } from '../../platform/errors/api-error';
import type { AdminConnection } from '../../platform/minio/admin-request';
import type { PolicyDocument } from '../../platform/minio/admin/policies';
import {
  serviceAccountInfo,
  type ServiceAccountInfo,
  type UpdateServiceAccountInput,
} from '../../platform/minio/admin/service-accounts';
import type { RequestBody } from '@contract/shared/contract-types';
import { parsePolicyDocument } from '../policies/policy-document';
import { requireDescriptionWithinBytes, requireFutureExpiry } from './service-account-request';
import { serviceAccountDetails } from './service-account-view';
import { userChangesOfServiceAccount, type ServiceAccountChanges } from './service-account-changes';

/** MinIO's "no expiry" value: it stores the Unix epoch for a service account that never expires. */
const NO_EXPIRY = '1970-01-01T00:00:00Z';

/**
 * What MinIO is asked to change from an Edit service account form. MinIO drops a service account's own policy on
 * every update that does not carry one, so "keep the policy" means reading it and sending it again; an empty
 * `policy` means "inherit the parent's rights" and is simply left out. With `previous` (what the dialog opened
 * with), only the fields the user changed are sent, checked against what MinIO has now (service-account-changes.ts).
 */
export async function serviceAccountUpdate(
  connection: AdminConnection,
  accessKey: string,
  body: RequestBody<'updateServiceAccount'>,
): Promise<UpdateServiceAccountInput> {
  if (body.expiration !== undefined && body.expiration !== null) requireFutureExpiry(body.expiration);
  if (body.description !== undefined) requireDescriptionWithinBytes(body.description);
  const sentPolicy = body.policy === undefined ? undefined : newPolicy(body.policy);
  const { previous, ...sent } = body;
  const info =
    previous !== undefined || body.policy === undefined ? await serviceAccountInfo(connection, accessKey) : undefined;
  const changes: ServiceAccountChanges =
    info && previous !== undefined
      ? userChangesOfServiceAccount(serviceAccountDetails(accessKey, info), previous, sent)
      : sent;
  let policy: PolicyDocument | undefined;
  if (changes.policy !== undefined) policy = sentPolicy;
  else if (info) policy = ownPolicy(info);
  return {
    ...(policy ? { newPolicy: policy } : {}),
    ...(changes.name !== undefined ? { newName: changes.name } : {}),
    ...(changes.description !== undefined ? { newDescription: changes.description } : {}),
    ...(changes.expiration !== undefined
      ? { newExpiration: changes.expiration === null ? NO_EXPIRY : new Date(changes.expiration).toISOString() }
      : {}),
    ...(changes.status !== undefined ? { newStatus: changes.status } : {}),
  };
}

function newPolicy(text: string): PolicyDocument | undefined {
  return text.trim() === '' ? undefined : parsePolicyDocument(text);
}

/** The service account's own policy, or undefined when it acts with its parent's rights. */
function ownPolicy(info: ServiceAccountInfo): PolicyDocument | undefined {
  if (info.impliedPolicy) return undefined;
  try {
    return JSON.parse(info.policy) as PolicyDocument;
  } catch {
    throw new ApiError(502, 'The storage server sent an answer the console cannot read', 'A policy that is not JSON');
  }
}
