import type { Config } from '../../config/config';
import type { FailureRateLimiter } from '../../platform/http/rate-limiter';
import type { Logger } from '../../platform/logging/logger';

/** What the identity-and-access routers (policies, users, groups, service accounts, passwords) are built from. */
export interface IamFeatureDeps {
  readonly config: Config;
  readonly logger: Logger;
  /** Failed logins per access key: a wrong current password in a password change counts as one. */
  readonly loginLimits: { readonly byAccessKey: FailureRateLimiter };
}
