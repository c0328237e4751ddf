import { randomBytes } from 'node:crypto';
import { ApiError } from '../../platform/errors/api-error';
import { revokeOwnTokens } from '../../platform/minio/admin/revoke-tokens';
import { isBuiltinUser } from '../../platform/minio/admin/user-info';
import { MinioError } from '../../platform/minio/errors';
import { assumeRole, MAX_STS_DURATION_SECONDS, MIN_STS_DURATION_SECONDS } from '../../platform/minio/sts';
import { operations } from '../../platform/operations/operation-table';
import { admitLogin } from '../../platform/session/login-throttle';
import { clearSessionCookie, readSessionCookie, writeSessionCookie } from '../../platform/session/session-cookie';
import { cookieOptions, type SessionFeatureDeps } from '../../platform/session/session-deps';

/**
 * Logging in with an access key and secret key (STS AssumeRole → sealed cookie) and logging out. All are public:
 * logging out must work with an expired session too. Single sign-on is declared public before it is built, so that
 * it answers 501 rather than a 401 that would send the user back to the login page.
 */
export function loginOperations(deps: SessionFeatureDeps) {
  const { config, logger, sessions, loginThrottle } = deps;
  const durationSeconds = Math.min(
    MAX_STS_DURATION_SECONDS,
    Math.max(MIN_STS_DURATION_SECONDS, Math.floor(config.sessionDurationMs / 1000)),
  );

  return operations({
    getLoginStrategy: { public: true, handler: () => ({ loginStrategy: 'form' }) },

    login: {
      public: true,
      handler: async ({ body: { accessKey, secretKey }, req, res }) => {
        const client = req.ip ?? 'unknown';
        const attempt = admitLogin(
          res,
          loginThrottle,
          { address: client, account: accessKey },
          'Too many failed logins',
        );
        let credentials;
        const revokeType = randomBytes(12).toString('base64url');
        try {
          credentials = await assumeRole(config.minioServer, { accessKey, secretKey }, durationSeconds, {
            tokenRevokeType: revokeType,
          });
        } catch (error) {
          if (error instanceof MinioError && error.status < 500) {
            attempt.failed();
            logger.warn('login failed', { accessKey, client, reason: error.code });
            throw new ApiError(401, 'Invalid login', error.message);
          }
          attempt.undecided();
          logger.warn('login failed: storage server unavailable', { accessKey, client, error });
          throw error;
        }
        attempt.succeeded();
        const temporary = {
          accessKey: credentials.accessKey,
          secretKey: credentials.secretKey,
          sessionToken: credentials.sessionToken,
        };
        // Asked once per login: only built-in users (not root) may change their own password.
        const iamUser = await isBuiltinUser({ endpoint: config.minioServer, credentials: temporary }, accessKey);
        const { session, cookie } = sessions.create({
          kind: 'minio',
          user: accessKey,
          loginMethod: 'form',
          iamUser,
          revokeType,
          credentials: temporary,
          notAfter: credentials.expiration.getTime(),
        });
        writeSessionCookie(req, res, cookie, sessions.maxAgeSeconds(session), cookieOptions(config));
        logger.info('login', { accessKey, client, sessionExpires: new Date(session.exp).toISOString() });
      },
    },

    loginOauth2Callback: { public: true },

    logout: {
      public: true,
      handler: async ({ req, res }) => {
        const read = sessions.read(readSessionCookie(req));
        if ('session' in read) {
          const { session } = read;
          sessions.revoke(session);
          if (session.kind === 'minio' && session.revokeType) {
            // Ends the temporary keys in MinIO too, so other replicas and copied cookies stop working at once.
            await revokeOwnTokens(
              { endpoint: config.minioServer, credentials: session.credentials },
              session.revokeType,
            ).catch((error: unknown) =>
              logger.warn('could not revoke the session keys in MinIO', { user: session.user, error }),
            );
          }
          logger.info('logout', { user: session.kind === 'minio' ? session.user : 'operator', client: req.ip });
        }
        clearSessionCookie(req, res, cookieOptions(config));
      },
    },
  });
}
