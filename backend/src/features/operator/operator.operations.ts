import { mergeOperations } from '../../platform/operations/operation-table';
import type { SessionFeatureDeps } from '../session/session.deps';
import { k8sFactoryFor } from './k8s-factory';
import { operatorLoginOperations, operatorModeLoginOperations } from './login/operator-login.operations';
import { operatorSessionOperations } from './session/operator-session.operations';
import { tenantPartsOperations } from './tenants/tenant-parts.operations';
import { tenantsOperations } from './tenants/tenants.operations';

/**
 * The operator operations served in both modes: the token login, which console mode refuses, and the tenant
 * operations, which refuse a console (MinIO) session with a clear 400 instead of a 501.
 */
export function operatorOperations(deps: SessionFeatureDeps) {
  const k8s = k8sFactoryFor(deps.config);
  return mergeOperations([
    operatorLoginOperations(deps, k8s),
    tenantsOperations(k8s, deps.config.k8sListPageSize),
    tenantPartsOperations(k8s),
  ]);
}

/** What operator mode answers in place of the console: the login strategy, the key login (refused) and GET /session. */
export function operatorModeOperations(deps: SessionFeatureDeps) {
  return mergeOperations([operatorModeLoginOperations(), operatorSessionOperations(k8sFactoryFor(deps.config))]);
}
