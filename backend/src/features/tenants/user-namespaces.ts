import { ApiError } from '@platform/errors/api-error';
import { canI, type AccessQuestion } from '@platform/k8s/access-review';
import type { K8sClients } from '@platform/k8s/k8s-clients';
import { k8sCall } from '@platform/k8s/k8s-errors';
import { jwtServiceAccountNamespace } from '../../platform/k8s/jwt-claims';

/** How many access reviews run at once, so a cluster with hundreds of namespaces does not flood the API server. */
const PARALLEL_REVIEWS = 16;

/**
 * The namespaces a user whose RBAC is namespace-scoped (a Role and RoleBinding rather than a ClusterRole) might work
 * in. Kubernetes has no call "where may I list tenants?", so we decided to gather candidates and then ask a
 * SelfSubjectAccessReview per candidate rather than trying the list in each one: a review answers exactly what the
 * real call would get, costs the same round trip, and does not fill the audit log with refusals.
 *
 * The candidates are every namespace, when the token may list namespaces, and always the token's own service-account
 * namespace (the usual home of a namespace-scoped console user, who typically may not list namespaces).
 */
export async function candidateNamespaces(clients: K8sClients, jwt: string): Promise<string[]> {
  const own = jwtServiceAccountNamespace(jwt);
  const listed = await listNamespaceNames(clients);
  return [...new Set([...listed, ...(own ? [own] : [])])].sort();
}

/** The namespaces among `namespaces` in which the user may do `question` (asked without its own namespace). */
export async function namespacesAllowing(
  clients: K8sClients,
  question: AccessQuestion,
  namespaces: readonly string[],
): Promise<string[]> {
  const answers = await reviewAll(
    clients,
    namespaces.map((namespace) => ({ ...question, namespace })),
  );
  return namespaces.filter((_, i) => answers[i]);
}

/** Answers to many access reviews, a bounded number at a time, in the order asked. */
export async function reviewAll(clients: K8sClients, questions: readonly AccessQuestion[]): Promise<boolean[]> {
  const answers: boolean[] = [];
  for (let start = 0; start < questions.length; start += PARALLEL_REVIEWS) {
    const batch = questions.slice(start, start + PARALLEL_REVIEWS);
    answers.push(...(await Promise.all(batch.map((question) => canI(clients, question)))));
  }
  return answers;
}

async function listNamespaceNames(clients: K8sClients): Promise<string[]> {
  try {
    const list = await k8sCall(clients.server, { verb: 'list', resource: 'namespaces' }, () =>
      clients.core.listNamespace(),
    );
    return list.items.map((namespace) => namespace.metadata?.name ?? '').filter((name) => name !== '');
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) return [];
    throw error;
  }
}
