import express, { type Router } from 'express';
import { bucketAdminOperations } from './features/bucket-admin/bucket-admin.operations';
import { bucketsOperations } from './features/buckets/buckets.operations';
import { objectsOperations } from './features/objects/objects.operations';
import type { ObjectFeatureDeps } from './features/objects/objects.deps';
import { operatorModeOperations, operatorOperations } from './features/operator/operator.operations';
import { loginOperations } from './features/session/login.operations';
import { serviceOperations } from './features/service/service.operations';
import { sessionOperations } from './features/session/session.operations';
import { tiersOperations } from './features/tiers/tiers.operations';
import { cookieOptions, type SessionFeatureDeps } from './features/session/session.deps';
import { requireCsrfHeader } from './platform/http/csrf';
import { dispatchOperations, isPublicOperation } from './platform/operations/operation-dispatch';
import { mergeOperations, type OperationTable } from './platform/operations/operation-table';
import { groupsOperations } from './features/groups/groups.operations';
import { policiesOperations } from './features/policies/policies.operations';
import { serviceAccountsOperations } from './features/service-accounts/service-accounts.operations';
import { userServiceAccountsOperations } from './features/service-accounts/user-service-accounts.operations';
import { passwordsOperations } from './features/users/passwords.operations';
import { userGroupsBulkOperations } from './features/users/user-groups-bulk.operations';
import { usersOperations } from './features/users/users.operations';
import { requireSession } from './platform/session/require-session';

/** Every operation served through the typed operation table (features move onto it one by one). */
export function apiOperations(deps: SessionFeatureDeps & ObjectFeatureDeps): OperationTable {
  // In operator mode its tables answer some console operations for the same ids: the login ones and GET /session.
  const overrides = deps.config.operatorMode === 'on' ? [operatorModeOperations(deps)] : [];
  const tables = [
    groupsOperations(deps),
    bucketsOperations(deps),
    bucketAdminOperations(deps),
    tiersOperations(deps),
    loginOperations(deps),
    sessionOperations(deps),
    serviceOperations(deps),
    operatorOperations(deps),
    usersOperations(deps),
    userGroupsBulkOperations(deps),
    passwordsOperations(deps),
    policiesOperations(deps),
    serviceAccountsOperations(deps),
    userServiceAccountsOperations(deps),
    objectsOperations(deps),
  ];
  return mergeOperations(tables, overrides);
}

/** The `/api/v1` surface: CSRF check, a session unless the operation is public, then the routers and the table. */
export function apiV1Router(
  deps: SessionFeatureDeps & ObjectFeatureDeps,
  table: OperationTable = apiOperations(deps),
): Router {
  const router = express.Router();
  router.use(requireCsrfHeader());
  router.use(
    requireSession(deps.sessions, cookieOptions(deps.config), deps.logger, (req) => isPublicOperation(table, req)),
  );
  router.use(dispatchOperations(table));
  return router;
}
