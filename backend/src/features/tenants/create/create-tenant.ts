import type { CreateTenantRequest, CreateTenantResponse } from '@contract/generated/api';
import { ApiError } from '@platform/errors/api-error';
import type { K8sClients } from '@platform/k8s/k8s-clients';
import { k8sCall } from '@platform/k8s/k8s-errors';
import { TENANT_CRD, tenantAction } from '../tenant-resource';
import { checkCreateRequest } from './create-rules';
import { tenantResource } from './tenant-spec';
import { tenantSecrets } from './tenant-secrets';

/**
 * `POST /tenants` (spec 03 §7), as the user: checks every rule first, then creates the Secrets one by one and the
 * Tenant last, so the operator never sees a Tenant whose Secrets are missing. When a step fails, the Secrets
 * already made are deleted again; if that fails too, the error names exactly which objects exist now.
 */
export async function createTenant(clients: K8sClients, request: CreateTenantRequest): Promise<CreateTenantResponse> {
  try {
    await checkCreateRequest(clients, request);
  } catch (error) {
    // A token that expired or was revoked since the last step: the session ends, and the user should know that
    // nothing of the tenant exists (the rule checks only read).
    if (error instanceof ApiError && error.status === 401) {
      throw new ApiError(401, error.message, `${error.detailedMessage.replace(/\.?$/, '.')} Nothing was created.`);
    }
    throw error;
  }
  const { namespace, name } = request;
  const secrets = tenantSecrets(request);
  const created: string[] = [];
  try {
    for (const secret of secrets.secrets) {
      const secretName = secret.metadata?.name ?? '';
      await k8sCall(clients.server, { verb: 'create', resource: 'secrets', namespace, name: secretName }, () =>
        clients.core.createNamespacedSecret({ namespace, body: secret }),
      );
      created.push(secretName);
    }
    const body = tenantResource(request, secrets);
    await k8sCall(clients.server, tenantAction('create', namespace, name), () =>
      clients.custom.createNamespacedCustomObject({ ...TENANT_CRD, namespace, body }),
    );
  } catch (error) {
    // An answer lost on the way back (time-out, dropped connection) may hide a Tenant that was made after all.
    if (created.length === secrets.secrets.length && (await tenantExists(clients, namespace, name))) {
      return answer(secrets.consoleUsers);
    }
    throw await rolledBack(clients, namespace, created, error);
  }
  return answer(secrets.consoleUsers);
}

function answer(users: CreateTenantResponse['console']): CreateTenantResponse {
  return { console: users, externalIDP: users.length === 0 };
}

async function tenantExists(clients: K8sClients, namespace: string, name: string): Promise<boolean> {
  try {
    await clients.custom.getNamespacedCustomObject({ ...TENANT_CRD, namespace, name });
    return true;
  } catch {
    return false;
  }
}

/**
 * Deletes the Secrets this request made (newest first) and returns the error to answer with: the original failure,
 * with a detail saying that nothing was left behind — or exactly which Secrets still exist and why.
 */
async function rolledBack(
  clients: K8sClients,
  namespace: string,
  created: readonly string[],
  cause: unknown,
): Promise<ApiError> {
  const failure = cause instanceof ApiError ? cause : new ApiError(500, 'Creating the tenant failed', String(cause));
  const left: string[] = [];
  for (const name of [...created].reverse()) {
    try {
      await k8sCall(clients.server, { verb: 'delete', resource: 'secrets', namespace, name }, () =>
        clients.core.deleteNamespacedSecret({ namespace, name }),
      );
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) continue;
      const reason = error instanceof ApiError ? `${error.message}: ${error.detailedMessage}` : String(error);
      left.push(`${name} (${reason})`);
    }
  }
  const outcome =
    created.length === 0
      ? 'Nothing was created.'
      : left.length === 0
        ? `The tenant was not created; its secrets made so far were removed again (${created.join(', ')}).`
        : `The tenant was not created, but these secrets in namespace ${namespace} still exist and must be removed: ${left.join('; ')}.`;
  return new ApiError(failure.status, failure.message, `${failure.detailedMessage} ${outcome}`.trim());
}
