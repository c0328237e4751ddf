import express, { type RequestHandler, type Router } from 'express';
import {
  addServiceAccount,
  deleteServiceAccount,
  listServiceAccounts,
  serviceAccountInfo,
} from '../../platform/minio/admin/service-accounts';
import { adminConnectionOf } from '../../platform/session/session-context';
import type { ResponseOf } from '../iam/contract-types';
import type { IamFeatureDeps } from '../iam/iam.deps';
import { logIamChange } from '../iam/iam-change-log';
import { serviceAccountInput, type ServiceAccountCreateBody } from './service-account-request';
import { serviceAccountDetails, serviceAccountList } from './service-account-view';

/**
 * The session's own service accounts (spec 02 §7 "Service accounts", the /account page): list, create with
 * generated or chosen credentials, details, delete. MinIO lets any user manage their own without an admin right;
 * the secret key is in the creation answer only.
 */
export function serviceAccountsRouter(deps: IamFeatureDeps): Router {
  const router = express.Router();
  const endpoint = deps.config.minioServer;

  router.get('/service-accounts', async (_req, res) => {
    const accounts = await listServiceAccounts(adminConnectionOf(res, endpoint));
    const answer: ResponseOf<'listServiceAccounts', 200> = serviceAccountList(accounts);
    res.json(answer);
  });

  // Both create routes: the contract has already checked the chosen credentials of the second.
  const create: RequestHandler = async (req, res) => {
    const input = serviceAccountInput(req.body as ServiceAccountCreateBody);
    const { accessKey, secretKey } = await addServiceAccount(adminConnectionOf(res, endpoint), input);
    logIamChange(deps.logger, res, 'service account created', accessKey);
    const answer: ResponseOf<'createServiceAccount', 201> = { accessKey, secretKey };
    res.status(201).json(answer);
  };
  router.post('/service-accounts', create);
  router.post('/service-account-credentials', create);

  router.get('/service-accounts/:accessKey', async (req, res) => {
    const { accessKey } = req.params;
    const info = await serviceAccountInfo(adminConnectionOf(res, endpoint), accessKey);
    const answer: ResponseOf<'getServiceAccount', 200> = serviceAccountDetails(accessKey, info);
    res.json(answer);
  });

  router.delete('/service-accounts/:accessKey', async (req, res) => {
    const { accessKey } = req.params;
    await deleteServiceAccount(adminConnectionOf(res, endpoint), accessKey);
    logIamChange(deps.logger, res, 'service account deleted', accessKey);
    res.status(204).end();
  });

  return router;
}
