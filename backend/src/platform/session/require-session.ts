import type { Request, RequestHandler } from 'express';
import { ApiError } from '../errors/api-error';
import type { Logger } from '../logging/logger';
import { readSessionCookie, writeSessionCookie, type SecureCookieMode } from './session-cookie';
import type { SessionManager, SessionProblem } from './session-manager';

const PROBLEM_TEXT: Record<SessionProblem, string> = {
  missing: 'No session cookie was sent',
  invalid: 'The session cookie is not valid',
  expired: 'The session has expired',
  idle: 'The session ended after a period of inactivity',
  revoked: 'The session was ended by logging out',
};

/**
 * Answers 401 unless the request carries a live session; attaches it as `res.locals.session` and keeps it fresh.
 * Requests `isPublic` accepts pass without one.
 */
export function requireSession(
  sessions: SessionManager,
  cookie: { mode: SecureCookieMode; subPath: string },
  logger: Logger,
  isPublic: (req: Request) => boolean = () => false,
): RequestHandler {
  return (req, res, next) => {
    if (isPublic(req)) {
      next();
      return;
    }
    const read = sessions.read(readSessionCookie(req));
    if ('problem' in read) {
      if (read.problem === 'revoked' || read.problem === 'invalid') {
        logger.warn('session refused', { requestId: res.locals.requestId, reason: read.problem, client: req.ip });
      }
      next(new ApiError(401, 'Not logged in', PROBLEM_TEXT[read.problem]));
      return;
    }
    res.locals.session = read.session;
    const refreshed = sessions.touch(read.session);
    if (refreshed) writeSessionCookie(req, res, refreshed, sessions.maxAgeSeconds(read.session), cookie);
    next();
  };
}
