import { randomBytes } from 'node:crypto';
import express, { type Request, type Response, type Router } from 'express';
import { ApiError } from '../../platform/errors/api-error';
import { revokeOwnTokens } from '../../platform/minio/admin/revoke-tokens';
import { isBuiltinUser } from '../../platform/minio/admin/user-info';
import { MinioError } from '../../platform/minio/errors';
import { assumeRole, MAX_STS_DURATION_SECONDS, MIN_STS_DURATION_SECONDS } from '../../platform/minio/sts';
import { clearSessionCookie, readSessionCookie, writeSessionCookie } from '../../platform/session/session-cookie';
import { cookieOptions, type SessionFeatureDeps } from './session.deps';

interface LoginBody {
  readonly accessKey: string;
  readonly secretKey: string;
}

/** `GET /login`, `POST /login` (access key + secret key → STS AssumeRole → sealed cookie), `POST /logout`. */
export function loginRouter(deps: SessionFeatureDeps): Router {
  const { config, logger, sessions, loginLimits } = deps;
  const router = express.Router();
  const durationSeconds = Math.min(
    MAX_STS_DURATION_SECONDS,
    Math.max(MIN_STS_DURATION_SECONDS, Math.floor(config.sessionDurationMs / 1000)),
  );

  router.get('/login', (_req, res) => {
    res.json({ loginStrategy: 'form' });
  });

  router.post('/login', async (req: Request, res: Response) => {
    const { accessKey, secretKey } = req.body as LoginBody;
    const client = req.ip ?? 'unknown';
    refuseWhenThrottled(res, [
      loginLimits.byClient.retryAfterSeconds(client),
      loginLimits.byAccessKey.retryAfterSeconds(accessKey),
    ]);
    let credentials;
    const revokeType = randomBytes(12).toString('base64url');
    try {
      credentials = await assumeRole(config.minioServer, { accessKey, secretKey }, durationSeconds, {
        tokenRevokeType: revokeType,
      });
    } catch (error) {
      if (error instanceof MinioError && error.status < 500) {
        loginLimits.byClient.recordFailure(client);
        loginLimits.byAccessKey.recordFailure(accessKey);
        logger.warn('login failed', { accessKey, client, reason: error.code });
        throw new ApiError(401, 'Invalid login', error.message);
      }
      logger.warn('login failed: storage server unavailable', { accessKey, client, error });
      throw error;
    }
    loginLimits.byAccessKey.reset(accessKey);
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
    res.status(204).end();
  });

  router.post('/logout', async (req, res) => {
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
    res.status(204).end();
  });

  return router;
}

function refuseWhenThrottled(res: Response, waits: readonly number[]): void {
  const wait = Math.max(...waits);
  if (wait <= 0) return;
  res.setHeader('Retry-After', String(wait));
  throw new ApiError(429, 'Too many failed logins', `Try again in ${wait} seconds`);
}
