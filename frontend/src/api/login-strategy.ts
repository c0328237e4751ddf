import type { components } from '@contract/generated/api';

type LoginStrategyAnswer = components['schemas']['LoginStrategy'];

/** The login page's view of `GET /api/v1/login`. */
export interface LoginStrategy {
  readonly kind: 'form' | 'redirect' | 'service-account';
  /** With `redirect`: one identity-provider address per 'Login with SSO' link. */
  readonly redirects: readonly string[];
}

/**
 * Reads the strategy answer defensively: the contract declares `redirect` as one address, the backend of this
 * release sends a list (`[]` with the form strategy); both become a list of non-empty addresses.
 */
export function toLoginStrategy(answer: LoginStrategyAnswer): LoginStrategy {
  const redirect: unknown = answer.redirect;
  const candidates: unknown[] = Array.isArray(redirect) ? redirect : [redirect];
  const redirects = candidates.filter((value): value is string => typeof value === 'string' && value !== '');
  return { kind: answer.loginStrategy, redirects };
}
