import type { AccessQuestion } from '@platform/k8s/access-review';
import type { K8sClientFactory, K8sClients } from '@platform/k8s/k8s-clients';
import { operatorSessionOf } from '@platform/k8s/k8s-session';
import { operations } from '@platform/operations/operation-table';
import { candidateNamespaces, reviewAll } from '../../tenants/user-namespaces';
import { whoAmI } from './verify-token';
import { allowedOperatorPages, missesNamespacedPage, pageQuestions, questionKey } from './operator-pages';

/**
 * `GET /session` in operator mode: the operator pages narrowed by what the token may actually do, asked of the API
 * server on every call (RBAC can change while the session lives). No IAM policy: Kubernetes decides.
 */
export function operatorSessionOperations(k8s: K8sClientFactory) {
  return operations({
    getSession: async ({ res }) => {
      const { jwt } = operatorSessionOf(res);
      const clients = k8s.forToken(jwt);
      const [user, clusterAllowed] = await Promise.all([whoAmI(clients), answersTo(clients, pageQuestions())]);
      let pages = allowedOperatorPages((question) => clusterAllowed.has(questionKey(question)));
      // Only a user without some cluster-wide right pays for per-namespace reviews, and only for what was refused.
      if (missesNamespacedPage(pages)) {
        const namespaces = await candidateNamespaces(clients, jwt);
        const clusterWide = (question: AccessQuestion) =>
          clusterAllowed.has(questionKey({ ...question, namespace: undefined }));
        const refused = pageQuestions(namespaces).filter((q) => q.namespace !== undefined && !clusterWide(q));
        const scopedAllowed = await answersTo(clients, refused);
        const allowed = (question: AccessQuestion) => clusterWide(question) || scopedAllowed.has(questionKey(question));
        pages = allowedOperatorPages(allowed, namespaces);
      }
      return { status: 'ok', operator: true, distributedMode: false, features: [], pages, user };
    },
  });
}

/** The keys of the questions the user is allowed. */
async function answersTo(clients: K8sClients, questions: readonly AccessQuestion[]): Promise<Set<string>> {
  const answers = await reviewAll(clients, questions);
  return new Set(questions.filter((_, i) => answers[i]).map(questionKey));
}
