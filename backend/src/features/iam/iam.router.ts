import express, { type Router } from 'express';
import { groupsRouter } from '../groups/groups.router';
import { policiesRouter } from '../policies/policies.router';
import { serviceAccountsRouter } from '../service-accounts/service-accounts.router';
import { userServiceAccountsRouter } from '../service-accounts/user-service-accounts.router';
import { passwordsRouter } from '../users/passwords.router';
import { userGroupsBulkRouter } from '../users/user-groups-bulk.router';
import { usersRouter } from '../users/users.router';
import type { IamFeatureDeps } from './iam.deps';

/**
 * Every identity-and-access route (spec 02 §7: policies, users, groups, service accounts, passwords), to mount
 * after requireSession: each handler calls MinIO with the session's own credentials, so MinIO decides what the
 * user may do and its refusals reach the client as they are (a 403 with MinIO's message).
 */
export function iamRouter(deps: IamFeatureDeps): Router {
  const router = express.Router();
  router.use(policiesRouter(deps));
  router.use(usersRouter(deps));
  router.use(userGroupsBulkRouter(deps));
  router.use(passwordsRouter(deps));
  router.use(groupsRouter(deps));
  router.use(serviceAccountsRouter(deps));
  router.use(userServiceAccountsRouter(deps));
  return router;
}
