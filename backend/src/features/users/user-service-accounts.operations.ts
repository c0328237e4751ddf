import type { Response } from 'express';
import { ApiError } from '../../platform/errors/api-error';
import type { AdminConnection } from '../../platform/minio/admin-request';
import { addServiceAccount, listServiceAccounts } from '../../platform/minio/admin/service-accounts';
import { userInfo } from '../../platform/minio/admin/user-info';
import { MinioError } from '../../platform/minio/errors';
import type { Schema } from '@contract/shared/contract-types';
import { operations } from '../../platform/operations/operation-table';
import { userConnection } from '../../platform/session/session-context';
import type { IamFeatureDeps } from '../../platform/iam/iam.deps';
import { logIamChange } from '../../platform/iam/iam-change-log';
import { quote } from '../../platform/iam/quote';
import { hasAnyPolicy } from '../../platform/iam/user-policy-facts';
import { serviceAccountInput, type ServiceAccountCreateBody } from '../account/service-account-request';
import { serviceAccountList } from '../account/service-account-view';
import { userEffectivePolicy } from './user-effective-policy';

/**
 * A user's Service Accounts tab (spec 02 §7): list them, the user's effective policy (shown when creating one), and
 * create one for that user (an administrator's action:
 * MinIO refuses it without `admin:CreateServiceAccount`, and for root unless the session is root's).
 */
export function userServiceAccountsOperations(deps: IamFeatureDeps) {
  const endpoint = deps.config.minioServer;

  // Both create operations: the contract has already checked the chosen credentials of the second.
  const create = async ({ params: { user }, body, res }: CreateInput): Promise<Schema<'ServiceAccountCredentials'>> => {
    const connection = userConnection(res, endpoint);
    const input = serviceAccountInput(body, user);
    await requireUserWithPolicy(connection, user);
    const { accessKey, secretKey } = await addServiceAccount(connection, input);
    logIamChange(deps.logger, res, 'service account created for user', user);
    return { accessKey, secretKey };
  };

  return operations({
    listUserServiceAccounts: async ({ params: { user }, res }) =>
      serviceAccountList(await listServiceAccounts(userConnection(res, endpoint), { user })),

    createUserServiceAccount: create,
    createUserServiceAccountWithCredentials: create,

    getUserEffectivePolicy: ({ params: { user }, res }) => userEffectivePolicy(userConnection(res, endpoint), user),
  });
}

/** What the two create operations read of their input. */
interface CreateInput {
  readonly params: { readonly user: string };
  readonly body: ServiceAccountCreateBody;
  readonly res: Response;
}

/**
 * Spec 02 §5: creating a service account under a user without a policy is not allowed — it would have no rights.
 * When the session may not read the user (or it is root, which is not a built-in user), the rule cannot be checked
 * and MinIO alone decides, so that a refusal the user sees is MinIO's own.
 */
async function requireUserWithPolicy(connection: AdminConnection, user: string): Promise<void> {
  let hasPolicy: boolean | undefined;
  try {
    hasPolicy = await hasAnyPolicy(connection, await userInfo(connection, user));
  } catch (error) {
    if (error instanceof MinioError && (error.status === 403 || error.status === 404)) return;
    throw error;
  }
  if (hasPolicy === false) {
    throw new ApiError(
      400,
      'A service account needs a user with a policy',
      `${quote(user)} has no policy of its own or through a group, so a service account would have no rights: ` +
        'assign a policy first',
    );
  }
}
