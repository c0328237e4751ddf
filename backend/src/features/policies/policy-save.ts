import { ApiError } from '../../platform/errors/api-error';
import { quote } from '../../platform/iam/quote';
import { requireAbsent } from '../../platform/iam/require-absent';
import type { AdminConnection } from '../../platform/minio/admin-request';
import { addPolicy, policyInfo, type PolicyInfo } from '../../platform/minio/admin/policies';
import { hasCode } from '../../platform/minio/bucket-session';
import { MinioError } from '../../platform/minio/errors';
import { formatPolicyDocument, parsePolicyDocument } from './policy-document';

/** One policy as the console shows it: the document as MinIO keeps it, and when MinIO last changed it. */
export interface PolicyView {
  readonly name: string;
  readonly policy: string;
  readonly updatedAt?: string;
}

/**
 * What a save answers: the policy read back (`readable`), or only its name when MinIO refuses this session the read
 * (admin:CreatePolicy without admin:GetPolicy): saved all the same, and the answer says so instead of failing.
 */
export type SavedPolicy =
  (PolicyView & { readonly readable: true }) | { readonly name: string; readonly readable: false };

export function policyView(info: PolicyInfo): PolicyView {
  return {
    name: info.PolicyName,
    policy: formatPolicyDocument(info.Policy),
    ...(info.UpdateDate !== undefined ? { updatedAt: info.UpdateDate } : {}),
  };
}

/**
 * Creates or replaces a policy. With `createOnly` (Create Policy), an existing policy of that name is a 409 and stays
 * as it is. With `ifUpdatedAt` (the version an editor loaded), a policy someone changed or deleted since is refused
 * with a 409 before anything is written — two tabs or two administrators editing one policy get a conflict instead
 * of a silent overwrite (MinIO keeps no version to write against, so the window is the read-then-write gap of this
 * call). The answer is read back from MinIO, never echoed from the request.
 */
export async function savePolicy(
  connection: AdminConnection,
  request: {
    readonly name: string;
    readonly policy: string;
    readonly ifUpdatedAt?: string;
    readonly createOnly?: boolean;
  },
): Promise<SavedPolicy> {
  const document = parsePolicyDocument(request.policy);
  if (request.createOnly)
    await requireAbsent(() => readToCreate(connection, request.name), `Policy ${quote(request.name)}`);
  if (request.ifUpdatedAt !== undefined) {
    const current = await policyInfo(connection, request.name).catch((error: unknown) => {
      if (hasCode(error, 'XMinioAdminNoSuchPolicy')) return undefined;
      throw error;
    });
    if (current?.UpdateDate !== request.ifUpdatedAt) {
      throw new ApiError(
        409,
        'This policy was changed since you opened it',
        current
          ? `MinIO has a version saved at ${current.UpdateDate ?? 'an unknown time'}; you started from ${request.ifUpdatedAt}. Nothing was saved.`
          : 'It was deleted since you opened it; nothing was saved.',
      );
    }
  }
  await addPolicy(connection, request.name, document);
  return readBack(connection, request.name);
}

/** The saved policy as MinIO now keeps it; a session that may not read policies learns only that it was saved. */
async function readBack(connection: AdminConnection, name: string): Promise<SavedPolicy> {
  try {
    return { ...policyView(await policyInfo(connection, name)), readable: true };
  } catch (error) {
    if (hasCode(error, 'AccessDenied')) return { name, readable: false };
    throw error;
  }
}

/**
 * Create Policy's look for a policy of that name. A session that may create policies but not read them (no
 * admin:GetPolicy) cannot look: the name counts as free, and MinIO's own rules decide the save.
 */
async function readToCreate(connection: AdminConnection, name: string): Promise<PolicyInfo | undefined> {
  try {
    return await policyInfo(connection, name);
  } catch (error) {
    if (hasCode(error, 'AccessDenied'))
      throw new MinioError({ status: 404, code: 'XMinioAdminNoSuchPolicy', message: name });
    throw error;
  }
}
