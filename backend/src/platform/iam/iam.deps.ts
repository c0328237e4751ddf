import type { Config } from '../../config/config';
import type { Logger } from '../logging/logger';
import type { LoginThrottle } from '../session/login-throttle';

/** What the identity-and-access operations (policies, users, groups, service accounts, passwords) are built from. */
export interface IamFeatureDeps {
  readonly config: Config;
  readonly logger: Logger;
  /** Failed logins: a wrong current password in a password change counts as one. */
  readonly loginThrottle: LoginThrottle;
}
