import type { RequestHandler } from 'express';
import { ApiError } from '../errors/api-error';

/** The header every state-changing API call must carry. Browsers let only our own origin send a custom header. */
export const CSRF_HEADER = 'x-requested-with';
export const CSRF_VALUE = 'object-console';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence for cookie-authenticated calls: a non-GET request needs the custom header (which a cross-site form
 * or a simple cross-origin fetch cannot add without a CORS preflight we never grant), and must not be marked
 * cross-site by the browser's Fetch Metadata.
 */
export function requireCsrfHeader(): RequestHandler {
  return (req, _res, next) => {
    if (SAFE_METHODS.has(req.method)) {
      next();
      return;
    }
    if (req.get(CSRF_HEADER) !== CSRF_VALUE || req.get('sec-fetch-site') === 'cross-site') {
      next(
        new ApiError(
          403,
          'Request refused',
          `State-changing calls need the header ${CSRF_HEADER}: ${CSRF_VALUE} from the console's own pages`,
        ),
      );
      return;
    }
    next();
  };
}
