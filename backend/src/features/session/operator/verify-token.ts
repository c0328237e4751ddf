import { ApiError } from '@platform/errors/api-error';
import type { K8sClients } from '@platform/k8s/k8s-clients';
import { k8sCall } from '@platform/k8s/k8s-errors';
import { jwtExpiryMs } from '@platform/k8s/jwt-claims';

/**
 * The user the token authenticates as, asked of the API server WITH the token (a SelfSubjectReview). A 403 still
 * proves the API server authenticated the token (only authorization refused the review), so RBAC decides the rest;
 * a 401 surfaces as "session ended".
 */
export async function whoAmI(clients: K8sClients): Promise<string> {
  try {
    const review = await k8sCall(
      clients.server,
      { verb: 'create', resource: 'selfsubjectreviews.authentication.k8s.io' },
      () =>
        clients.authentication.createSelfSubjectReview({
          body: { apiVersion: 'authentication.k8s.io/v1', kind: 'SelfSubjectReview' },
        }),
    );
    return review.status?.userInfo?.username ?? 'unknown';
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) return 'unknown';
    throw error;
  }
}

/** What a bearer token may hold (RFC 6750 allows less): printable ASCII, no spaces — all an HTTP header can carry. */
const TOKEN_CHARACTERS = /^[\x21-\x7e]+$/;

/**
 * Checks a login token: made of token characters (a token typed or pasted with others is the client's mistake, not
 * an API server that cannot be reached), not past its own expiry (the API server allows a little leeway, a session
 * of seconds helps nobody), and accepted by the API server — which alone checks the signature, with keys we do not
 * hold. Returns the user name; a refused token is a 401 that says why.
 */
export async function verifyToken(clients: K8sClients, token: string, now = Date.now()): Promise<string> {
  if (!TOKEN_CHARACTERS.test(token)) {
    throw new ApiError(401, 'Invalid token', 'A token is printable ASCII without spaces or line breaks');
  }
  const expiry = jwtExpiryMs(token);
  if (expiry !== undefined && expiry <= now) {
    throw new ApiError(401, 'Invalid token', `The token expired at ${new Date(expiry).toISOString()}`);
  }
  try {
    return await whoAmI(clients);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      throw new ApiError(
        401,
        'Invalid token',
        'The Kubernetes API server did not accept this token: it is malformed, expired, revoked or from another cluster',
      );
    }
    throw error;
  }
}
