import { ApiException } from '@kubernetes/client-node';
import { ApiError } from '../errors/api-error';

/** What a Kubernetes call was about, so a refusal can say exactly what was refused. */
export interface K8sAction {
  /** RBAC verb: get, list, create, update, delete… */
  readonly verb: string;
  /** Resource with its group, e.g. `tenants.minio.min.io`, `pods`. */
  readonly resource: string;
  readonly namespace?: string;
  /** A list or watch across every namespace (said so in messages, unlike a cluster-scoped resource). */
  readonly allNamespaces?: boolean;
  readonly name?: string;
}

/** The fields of a Kubernetes `Status` answer the console shows. */
interface K8sStatus {
  readonly message?: string;
  readonly reason?: string;
}

/**
 * Runs one Kubernetes call and turns its failure into the ApiError the client sees: 401 ends the session, 403 says
 * which verb on which resource RBAC refused, other answers keep the API server's own message.
 */
export async function k8sCall<T>(server: string, action: K8sAction, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw k8sToApiError(error, server, action);
  }
}

/** The ApiError for a failed Kubernetes call (see {@link k8sCall}). */
export function k8sToApiError(error: unknown, server: string, action: K8sAction): ApiError {
  if (error instanceof ApiError) return error;
  if (!(error instanceof ApiException)) {
    const reason = error instanceof Error ? error.message : String(error);
    return new ApiError(503, `Cannot reach the Kubernetes API server at ${server}`, reason);
  }
  const code = (error as ApiException<unknown>).code;
  const status = statusOf((error as ApiException<unknown>).body);
  const serverMessage = status.message ?? `HTTP ${code}`;
  const what = describe(action);
  if (code === 401) {
    return new ApiError(
      401,
      'Your session has ended, please log in again',
      'The Kubernetes API server no longer accepts the token (expired, revoked or not a token of this cluster)',
    );
  }
  if (code === 403) return new ApiError(403, `Kubernetes refused: ${what}`, serverMessage);
  if (code === 404) return new ApiError(404, capitalise(serverMessage), `${what}: not found`);
  if (code >= 500) return new ApiError(502, 'The Kubernetes API server failed', `${what}: ${serverMessage}`);
  // 400, 409 (conflict, already exists), 422 (invalid): the API server's own words say what to fix.
  const status4xx = code >= 400 && code < 500 ? code : 400;
  return new ApiError(status4xx, capitalise(serverMessage), `${what}: ${status.reason ?? `HTTP ${code}`}`);
}

/** `list tenants.minio.min.io in namespace ns`, `get pods p in namespace ns`, `list tenants… in all namespaces`. */
export function describe({ verb, resource, namespace, allNamespaces, name }: K8sAction): string {
  const target = name ? `${resource} ${name}` : resource;
  if (namespace) return `${verb} ${target} in namespace ${namespace}`;
  return allNamespaces ? `${verb} ${target} in all namespaces` : `${verb} ${target}`;
}

function statusOf(body: unknown): K8sStatus {
  let value: unknown = body;
  if (typeof body === 'string') {
    try {
      value = JSON.parse(body) as unknown;
    } catch {
      return body ? { message: body } : {};
    }
  }
  return typeof value === 'object' && value !== null ? (value as K8sStatus) : {};
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
