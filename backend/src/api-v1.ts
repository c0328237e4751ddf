import express, { type Router } from 'express';
import { ownPasswordOperations } from './features/account/own-password.operations';
import { ownSessionsOperations } from './features/account/own-sessions.operations';
import { serviceAccountsOperations } from './features/account/service-accounts.operations';
import { bucketAdminOperations } from './features/bucket-admin/bucket-admin.operations';
import { bucketsOperations } from './features/buckets/buckets.operations';
import { dashboardOperations } from './features/dashboard/dashboard.operations';
import { groupsOperations } from './features/groups/groups.operations';
import { identityProvidersOperations } from './features/identity-providers/identity-providers.operations';
import { kmsOperations } from './features/kms/kms.operations';
import { logsOperations } from './features/logs/logs.operations';
import type { ObjectFeatureDeps } from './features/objects/objects.deps';
import { objectsOperations } from './features/objects/objects.operations';
import { notificationsOperations } from './features/notifications/notifications.operations';
import { policiesOperations } from './features/policies/policies.operations';
import { loginOperations } from './features/session/login.operations';
import {
  operatorLoginOperations,
  operatorModeLoginOperations,
} from './features/session/operator/operator-login.operations';
import { operatorSessionOperations } from './features/session/operator/operator-session.operations';
import { sessionOperations } from './features/session/session.operations';
import { subscriptionOperations } from './features/subscription/subscription.operations';
import { storageOperations } from './features/storage/storage.operations';
import { serviceOperations } from './features/settings/service.operations';
import { settingsOperations } from './features/settings/settings.operations';
import { tenantCreateOperations } from './features/tenants/create/tenant-create.operations';
import { tenantPartsOperations } from './features/tenants/tenant-parts.operations';
import { tenantPoolsOperations } from './features/tenants/pools/pools.operations';
import { tenantSecurityOperations } from './features/tenants/security/security.operations';
import { tenantsOperations } from './features/tenants/tenants.operations';
import { tiersOperations } from './features/tiers/tiers.operations';
import { userGroupsBulkOperations } from './features/users/user-groups-bulk.operations';
import { userPasswordOperations } from './features/users/user-password.operations';
import { userSessionsOperations } from './features/users/user-sessions.operations';
import { userServiceAccountsOperations } from './features/users/user-service-accounts.operations';
import { usersOperations } from './features/users/users.operations';
import { requireCsrfHeader } from './platform/http/csrf';
import { k8sFactoryFor } from './platform/k8s/k8s-factory';
import { dispatchOperations, isPublicOperation } from './platform/operations/operation-dispatch';
import { mergeOperations, type OperationTable } from './platform/operations/operation-table';
import { requireSession } from './platform/session/require-session';
import { cookieOptions, type SessionFeatureDeps } from './platform/session/session-deps';

/** What the API's features are built from. */
export type ApiDeps = SessionFeatureDeps & ObjectFeatureDeps;

/**
 * Every feature's operations, keyed by the feature's one name: its contract tag, its folder under
 * `backend/src/features/` and under `frontend/src/features/` (a unit test holds each operation to its tag).
 */
export function featureOperations(deps: ApiDeps): Readonly<Record<string, OperationTable>> {
  const k8s = k8sFactoryFor(deps.config);
  // Operator mode answers the login operations and GET /session itself, for the same ids.
  const operatorSession =
    deps.config.operatorMode === 'on' ? [operatorModeLoginOperations(), operatorSessionOperations(k8s)] : [];
  return {
    session: mergeOperations(
      [loginOperations(deps), sessionOperations(deps), operatorLoginOperations(deps, k8s)],
      operatorSession,
    ),
    buckets: bucketsOperations(deps),
    'bucket-admin': bucketAdminOperations(deps),
    objects: objectsOperations(deps),
    policies: policiesOperations(deps),
    users: mergeOperations([
      usersOperations(deps),
      userGroupsBulkOperations(deps),
      userPasswordOperations(deps),
      userServiceAccountsOperations(deps),
      userSessionsOperations(deps),
    ]),
    groups: groupsOperations(deps),
    account: mergeOperations([
      serviceAccountsOperations(deps),
      ownPasswordOperations(deps),
      ownSessionsOperations(deps),
    ]),
    settings: mergeOperations([serviceOperations(deps), settingsOperations(deps)]),
    notifications: notificationsOperations(deps),
    tiers: tiersOperations(deps),
    subscription: subscriptionOperations(deps, k8s),
    dashboard: dashboardOperations(deps),
    logs: logsOperations(deps),
    'identity-providers': identityProvidersOperations(deps),
    kms: kmsOperations(deps),
    tenants: mergeOperations([
      tenantsOperations(k8s, deps.config.k8sListPageSize, deps.config.subscriptionPublicKey),
      tenantPartsOperations(k8s),
      tenantSecurityOperations(k8s),
      tenantPoolsOperations(k8s),
      tenantCreateOperations(k8s),
    ]),
    storage: storageOperations(k8s),
  };
}

/** The API's one operation table. */
export function apiOperations(deps: ApiDeps): OperationTable {
  return mergeOperations(Object.values(featureOperations(deps)));
}

/** The `/api/v1` surface: CSRF check, a session unless the operation is public, then the operation table. */
export function apiV1Router(deps: ApiDeps, table: OperationTable = apiOperations(deps)): Router {
  const router = express.Router();
  router.use(requireCsrfHeader());
  router.use(
    requireSession(deps.sessions, cookieOptions(deps.config), deps.logger, (req) => isPublicOperation(table, req)),
  );
  router.use(dispatchOperations(table));
  return router;
}
