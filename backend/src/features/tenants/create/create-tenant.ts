import type { V1Secret } from '@kubernetes/client-node';
import type { CreateTenantRequest, CreateTenantResponse } from '@contract/generated/api';
import { ApiError } from '@platform/errors/api-error';
import type { K8sClients } from '@platform/k8s/k8s-clients';
import { k8sCall } from '@platform/k8s/k8s-errors';
import { tenantAction } from '../tenant-resource';
import { checkCreateRequest } from './create-rules';
import { tenantResource } from './tenant-spec';
import { tenantSecrets } from './tenant-secrets';
import { secretsPath, tenantsPath } from './tenant-paths';

/**
 * `POST /tenants` (spec 03 §7), as the user: checks every rule first, then creates the Secrets (at once) and the
 * Tenant only once every Secret exists, so the operator never sees a Tenant whose Secrets are missing. When a step
 * fails, the Secrets already made are deleted again; if that fails too, the error names exactly which objects exist.
 *
 * Its Kubernetes calls are plain JSON (`clients.json`), the same requests client-node's typed calls send, at half
 * their time each: the user waits for three round trips of them (the checks' reads, the Secrets, the Tenant).
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
  let created: readonly string[] = [];
  try {
    created = await createSecrets(clients, namespace, secrets.secrets);
    const body = tenantResource(request, secrets);
    await k8sCall(clients.server, tenantAction('create', namespace, name), () =>
      clients.json('POST', tenantsPath(namespace), body),
    );
  } catch (error) {
    if (error instanceof SecretsFailed) created = error.created;
    const failure = error instanceof SecretsFailed ? error.cause : error;
    // An answer lost on the way back (time-out, dropped connection) may hide a Tenant that was made after all.
    if (created.length === secrets.secrets.length && (await tenantExists(clients, namespace, name))) {
      return answer(secrets.consoleUsers);
    }
    throw await rolledBack(clients, namespace, created, failure);
  }
  return answer(secrets.consoleUsers);
}

/** Some Secrets were refused: the ones that were made (to remove again) and the first refusal, in Secret order. */
class SecretsFailed extends Error {
  constructor(
    readonly created: readonly string[],
    override readonly cause: unknown,
  ) {
    super('creating the tenant secrets failed');
  }
}

/**
 * Creates the Secrets at once (none refers to another, and the Tenant that refers to them comes only after all of
 * them exist): one round trip instead of one per Secret. Answers their names; throws {@link SecretsFailed} when any
 * is refused, after every call has been answered, so the names of those made are exact.
 */
async function createSecrets(clients: K8sClients, namespace: string, secrets: readonly V1Secret[]): Promise<string[]> {
  const names = secrets.map((secret) => secret.metadata?.name ?? '');
  const results = await Promise.allSettled(
    secrets.map((secret, index) =>
      k8sCall(clients.server, { verb: 'create', resource: 'secrets', namespace, name: names[index] }, () =>
        clients.json('POST', secretsPath(namespace), secret),
      ),
    ),
  );
  const created = names.filter((_name, index) => results[index]?.status === 'fulfilled');
  const refused = results.find((result) => result.status === 'rejected');
  if (refused) throw new SecretsFailed(created, refused.reason);
  return created;
}

function answer(users: CreateTenantResponse['console']): CreateTenantResponse {
  return { console: users, externalIDP: users.length === 0 };
}

async function tenantExists(clients: K8sClients, namespace: string, name: string): Promise<boolean> {
  try {
    await clients.json('GET', tenantsPath(namespace, name));
    return true;
  } catch {
    return false;
  }
}

/**
 * Deletes the Secrets this request made (all at once) and returns the error to answer with: the original failure,
 * with a detail saying that nothing was left behind — or exactly which Secrets still exist and why.
 */
async function rolledBack(
  clients: K8sClients,
  namespace: string,
  created: readonly string[],
  cause: unknown,
): Promise<ApiError> {
  const failure = cause instanceof ApiError ? cause : new ApiError(500, 'Creating the tenant failed', String(cause));
  const removals = await Promise.allSettled(
    created.map((name) =>
      k8sCall(clients.server, { verb: 'delete', resource: 'secrets', namespace, name }, () =>
        clients.json('DELETE', secretsPath(namespace, name)),
      ),
    ),
  );
  const left = created.flatMap((name, index) => {
    const removal = removals[index];
    if (removal?.status !== 'rejected') return [];
    const error: unknown = removal.reason;
    if (error instanceof ApiError && error.status === 404) return [];
    const reason = error instanceof ApiError ? `${error.message}: ${error.detailedMessage}` : String(error);
    return [`${name} (${reason})`];
  });
  const outcome =
    created.length === 0
      ? 'Nothing was created.'
      : left.length === 0
        ? `The tenant was not created; its secrets made so far were removed again (${created.join(', ')}).`
        : `The tenant was not created, but these secrets in namespace ${namespace} still exist and must be removed: ${left.join('; ')}.`;
  return new ApiError(failure.status, failure.message, `${failure.detailedMessage} ${outcome}`.trim());
}
