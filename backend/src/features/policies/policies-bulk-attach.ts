import type { Schema } from '@contract/shared/contract-types';
import { ApiError } from '../../platform/errors/api-error';
import type { AdminConnection } from '../../platform/minio/admin-request';
import { policyInfo } from '../../platform/minio/admin/policies';
import { attachPolicies, type PolicyEntity } from '../../platform/minio/admin/policy-mappings';
import { MinioError } from '../../platform/minio/errors';
import { setPoliciesRefusal } from './policy-refusals';

type Outcome = Schema<'AttachPoliciesBulkOutcome'>;

/**
 * MinIO Console v1.7.6's bulk policy: the named policies are attached to every user and group asked for, keeping
 * what each already has. The policies are checked first (an unknown one is a 404 and nothing changes); then each
 * principal is changed on its own, so one refusal (a disabled user, one that does not exist) is reported for it
 * and the others still get the policies.
 */
export async function attachPoliciesToMany(
  connection: AdminConnection,
  request: Schema<'AttachPoliciesBulkRequest'>,
): Promise<Schema<'AttachPoliciesBulkResult'>> {
  const users = request.users ?? [];
  const groups = request.groups ?? [];
  if (users.length + groups.length === 0) {
    throw new ApiError(400, 'Choose at least one user or group', 'users and groups are both empty');
  }
  for (const policy of request.policies) await policyInfo(connection, policy);
  const principals: Array<[PolicyEntity, Outcome['entityType'], string]> = [
    ...users.map((user): [PolicyEntity, Outcome['entityType'], string] => [{ user }, 'user', user]),
    ...groups.map((group): [PolicyEntity, Outcome['entityType'], string] => [{ group }, 'group', group]),
  ];
  const results: Outcome[] = [];
  // One after the other: MinIO serialises IAM changes anyway, and the order of the answer is the order asked.
  for (const [entity, entityType, entityName] of principals) {
    results.push({ entityType, entityName, ...(await attachOne(connection, entity, request.policies)) });
  }
  return { results };
}

async function attachOne(
  connection: AdminConnection,
  entity: PolicyEntity,
  policies: readonly string[],
): Promise<Pick<Outcome, 'status' | 'error'>> {
  try {
    await attachPolicies(connection, entity, policies);
    return { status: 'attached' };
  } catch (error) {
    if (error instanceof MinioError && error.code === 'XMinioAdminPolicyChangeAlreadyApplied') {
      return { status: 'unchanged' };
    }
    const refusal = await setPoliciesRefusal(connection, entity, error);
    if (refusal instanceof ApiError)
      return { status: 'failed', error: `${refusal.message}: ${refusal.detailedMessage}` };
    if (refusal instanceof MinioError) return { status: 'failed', error: refusal.message };
    throw refusal;
  }
}
