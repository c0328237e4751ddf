import type { components } from '@contract/generated/api';

type LoginStrategyAnswer = components['schemas']['LoginStrategy'];

/** One identity provider's login button: the address that starts its login, and its name when the server gives one. */
export interface SsoProvider {
  readonly href: string;
  readonly displayName?: string;
}

/** The login page's view of `GET /api/v1/login`. */
export interface LoginStrategy {
  readonly kind: 'form' | 'redirect' | 'service-account';
  /** With `redirect`: one identity-provider address per 'Login with SSO' link. */
  readonly redirects: readonly string[];
  /** With `redirect`: the buttons, named when the server sends `redirectRules`. */
  readonly providers: readonly SsoProvider[];
  /** The access-key form is shown beside the buttons (servers that send `redirectRules` keep it). */
  readonly formToo: boolean;
}

/**
 * Reads the strategy answer defensively: `redirectRules` (one button per provider, the form stays), else `redirect`
 * as one address or a list (`[]` with the form strategy); all become lists of non-empty addresses.
 */
export function toLoginStrategy(answer: LoginStrategyAnswer): LoginStrategy {
  const rules = Array.isArray(answer.redirectRules) ? answer.redirectRules : [];
  const named = rules
    .filter((rule) => typeof rule.redirect === 'string' && rule.redirect !== '')
    .map((rule) => ({ href: rule.redirect, ...(rule.displayName ? { displayName: rule.displayName } : {}) }));
  const redirect: unknown = answer.redirect;
  const candidates: unknown[] = Array.isArray(redirect) ? redirect : [redirect];
  const redirects = candidates.filter((value): value is string => typeof value === 'string' && value !== '');
  const providers = named.length > 0 ? named : redirects.map((href) => ({ href }));
  return { kind: answer.loginStrategy, redirects, providers, formToo: named.length > 0 };
}
