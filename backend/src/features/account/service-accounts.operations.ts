import type { Response } from 'express';
import {
  addServiceAccount,
  deleteServiceAccount,
  listServiceAccounts,
  serviceAccountInfo,
  updateServiceAccount,
} from '../../platform/minio/admin/service-accounts';
import { changePoliciesOneAtATime } from '../../platform/minio/one-at-a-time';
import type { Schema } from '@contract/shared/contract-types';
import { operations } from '../../platform/operations/operation-table';
import { userConnection } from '../../platform/session/session-context';
import type { IamFeatureDeps } from '../../platform/iam/iam.deps';
import { logIamChange } from '../../platform/iam/iam-change-log';
import { serviceAccountInput, type ServiceAccountCreateBody } from './service-account-request';
import { serviceAccountDetails, serviceAccountList } from './service-account-view';
import { serviceAccountUpdate } from './service-account-update';
import { bulkDeleteRefusal, deleteServiceAccountsInTurn } from './service-accounts-bulk-delete';

/**
 * The session's own service accounts (spec 02 §7 "Service accounts", the /account page): list, create with
 * generated or chosen credentials, details, edit, delete one or several (the last two as MinIO Console v1.7.6). MinIO lets any user manage their own without an admin right;
 * the secret key is in the creation answer only.
 */
export function serviceAccountsOperations(deps: IamFeatureDeps) {
  const endpoint = deps.config.minioServer;

  // Both create operations: the contract has already checked the chosen credentials of the second.
  const create = async ({ body, res }: CreateInput): Promise<Schema<'ServiceAccountCredentials'>> => {
    const { accessKey, secretKey } = await addServiceAccount(userConnection(res, endpoint), serviceAccountInput(body));
    logIamChange(deps.logger, res, 'service account created', accessKey);
    return { accessKey, secretKey };
  };

  return operations({
    listServiceAccounts: async ({ res }) =>
      serviceAccountList(await listServiceAccounts(userConnection(res, endpoint))),

    createServiceAccount: create,
    createServiceAccountWithCredentials: create,

    getServiceAccount: async ({ params: { accessKey }, res }) =>
      serviceAccountDetails(accessKey, await serviceAccountInfo(userConnection(res, endpoint), accessKey)),

    updateServiceAccount: async ({ params: { accessKey }, body, res }) => {
      const connection = userConnection(res, endpoint);
      // Read (its policy, what it is now) and written in turn with other edits of it through this console.
      await changePoliciesOneAtATime(connection, { serviceAccount: accessKey }, async () =>
        updateServiceAccount(connection, accessKey, await serviceAccountUpdate(connection, accessKey, body)),
      );
      logIamChange(deps.logger, res, 'service account updated', accessKey);
    },

    deleteServiceAccount: async ({ params: { accessKey }, res }) => {
      await deleteServiceAccount(userConnection(res, endpoint), accessKey);
      logIamChange(deps.logger, res, 'service account deleted', accessKey);
    },

    deleteServiceAccounts: async ({ body: { accessKeys }, res }) => {
      const outcome = await deleteServiceAccountsInTurn(userConnection(res, endpoint), accessKeys);
      for (const accessKey of outcome.deleted) logIamChange(deps.logger, res, 'service account deleted', accessKey);
      const refusal = bulkDeleteRefusal(outcome);
      if (refusal) throw refusal;
    },
  });
}

/** What the two create operations read of their input. */
interface CreateInput {
  readonly body: ServiceAccountCreateBody;
  readonly res: Response;
}
