import { ApiError } from '@platform/errors/api-error';
import type { K8sClientFactory } from '@platform/k8s/k8s-clients';
import { operations } from '@platform/operations/operation-table';
import { admitLogin } from '@platform/session/login-throttle';
import { writeSessionCookie } from '@platform/session/session-cookie';
import { cookieOptions, type SessionFeatureDeps } from '@platform/session/session-deps';
import { verifyToken } from './verify-token';
import { jwtExpiryMs } from '@platform/k8s/jwt-claims';

/**
 * `POST /login/operator {jwt}`: checks the token with the API server and seals it into the session. Served in both
 * modes, so that console mode refuses it with a 400 that says why.
 */
export function operatorLoginOperations(deps: SessionFeatureDeps, k8s: K8sClientFactory) {
  const { config, logger, sessions, loginThrottle } = deps;
  const operatorMode = config.operatorMode === 'on';

  return operations({
    loginOperator: {
      public: true,
      handler: async ({ body: { jwt }, req, res }) => {
        if (!operatorMode) {
          throw new ApiError(400, 'Operator login is not available', 'The console is not running in operator mode');
        }
        const client = req.ip ?? 'unknown';
        // A token names no account: only the limits per address apply.
        const attempt = admitLogin(res, loginThrottle, { address: client }, 'Too many failed logins');
        const token = jwt.trim();
        const identity = await verifyToken(k8s.forToken(token), token).catch((error: unknown) => {
          if (error instanceof ApiError && error.status === 401) {
            attempt.failed();
            logger.warn('operator login failed', { client, reason: error.detailedMessage });
          } else {
            attempt.undecided();
          }
          throw error;
        });
        attempt.succeeded();
        const { session, cookie } = sessions.create({ kind: 'operator', jwt: token, notAfter: jwtExpiryMs(token) });
        writeSessionCookie(req, res, cookie, sessions.maxAgeSeconds(session), cookieOptions(config));
        logger.info('operator login', { user: identity, client, sessionExpires: new Date(session.exp).toISOString() });
      },
    },
  });
}

/** Operator mode's answers to the console's login operations: the login page asks for a token, not for keys. */
export function operatorModeLoginOperations() {
  return operations({
    getLoginStrategy: { public: true, handler: () => ({ loginStrategy: 'service-account' }) },

    login: {
      public: true,
      handler: () => {
        throw new ApiError(
          400,
          'Not available in operator mode',
          'This console logs in with a Kubernetes service-account token (POST /api/v1/login/operator)',
        );
      },
    },
  });
}
