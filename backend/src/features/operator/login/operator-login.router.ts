import express, { type Request, type Response, type Router } from 'express';
import { ApiError } from '../../../platform/errors/api-error';
import type { K8sClientFactory } from '../../../platform/k8s/k8s-clients';
import { writeSessionCookie } from '../../../platform/session/session-cookie';
import { cookieOptions, type SessionFeatureDeps } from '../../session/session.deps';
import { verifyToken } from './verify-token';
import { jwtExpiryMs } from './jwt-claims';

/**
 * Login in operator mode: `GET /login` says `service-account`, `POST /login/operator {jwt}` checks the token with
 * the API server and seals it into the session, and the MinIO key login is refused. In console mode only
 * `POST /login/operator` is answered here (refused); the rest falls through to the console login routes.
 */
export function operatorLoginRouter(deps: SessionFeatureDeps, k8s: K8sClientFactory): Router {
  const { config, logger, sessions, loginLimits } = deps;
  const operatorMode = config.operatorMode === 'on';
  const router = express.Router();

  router.post('/login/operator', async (req: Request, res: Response) => {
    if (!operatorMode) {
      throw new ApiError(400, 'Operator login is not available', 'The console is not running in operator mode');
    }
    const client = req.ip ?? 'unknown';
    const wait = loginLimits.byClient.retryAfterSeconds(client);
    if (wait > 0) {
      res.setHeader('Retry-After', String(wait));
      throw new ApiError(429, 'Too many failed logins', `Try again in ${wait} seconds`);
    }
    const { jwt } = req.body as { jwt: string };
    const token = jwt.trim();
    const identity = await verifyToken(k8s.forToken(token), token).catch((error: unknown) => {
      if (error instanceof ApiError && error.status === 401) {
        loginLimits.byClient.recordFailure(client);
        logger.warn('operator login failed', { client, reason: error.detailedMessage });
      }
      throw error;
    });
    const { session, cookie } = sessions.create({ kind: 'operator', jwt: token, notAfter: jwtExpiryMs(token) });
    writeSessionCookie(req, res, cookie, sessions.maxAgeSeconds(session), cookieOptions(config));
    logger.info('operator login', { user: identity, client, sessionExpires: new Date(session.exp).toISOString() });
    res.status(204).end();
  });

  if (!operatorMode) return router;

  router.get('/login', (_req, res) => {
    res.json({ loginStrategy: 'service-account' });
  });

  router.post('/login', () => {
    throw new ApiError(
      400,
      'Not available in operator mode',
      'This console logs in with a Kubernetes service-account token (POST /api/v1/login/operator)',
    );
  });

  return router;
}
