import type { Config } from '../../config/config';
import type { Logger } from '../logging/logger';
import type { LoginThrottle } from './login-throttle';
import type { SessionManager } from './session-manager';

/** What the login and session routes are built from. */
export interface SessionFeatureDeps {
  readonly config: Config;
  readonly logger: Logger;
  readonly sessions: SessionManager;
  /** Failed logins per client address and per account. */
  readonly loginThrottle: LoginThrottle;
}

export function cookieOptions(config: Config) {
  return { mode: config.secureCookie, subPath: config.subPath };
}
