import type { K8sClients } from './k8s-clients';
import { k8sCall } from './k8s-errors';

/** One RBAC question: may the user `verb` this resource (in this namespace, or cluster-wide when none)? */
export interface AccessQuestion {
  readonly verb: string;
  /** API group, `''` for the core group. */
  readonly group: string;
  readonly resource: string;
  readonly namespace?: string;
}

/**
 * Asks the API server whether the token's user may do this (a SelfSubjectAccessReview, which every authenticated
 * user may create). The API server's own authorizer answers, so the result is exactly what a real call would get.
 */
export async function canI(clients: K8sClients, question: AccessQuestion): Promise<boolean> {
  const review = await k8sCall(
    clients.server,
    { verb: 'create', resource: 'selfsubjectaccessreviews.authorization.k8s.io' },
    () =>
      clients.authorization.createSelfSubjectAccessReview({
        body: {
          apiVersion: 'authorization.k8s.io/v1',
          kind: 'SelfSubjectAccessReview',
          spec: { resourceAttributes: { ...question } },
        },
      }),
  );
  return review.status?.allowed === true;
}
