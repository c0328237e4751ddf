import type { RequestHandler } from 'express';
import { ApiError } from '../errors/api-error';
import { operationIdOf } from './openapi-operation';

/** The header every state-changing API call must carry. Browsers let only our own origin send a custom header. */
export const CSRF_HEADER = 'x-requested-with';
export const CSRF_VALUE = 'object-console';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * POSTs sent as plain form posts so that the browser saves the streamed answer itself; they change nothing, and the
 * session cookie is SameSite=Strict, so a cross-site form never carries it. Fetch Metadata still refuses cross-site.
 */
const FORM_POST_OPERATIONS = new Set(['downloadObjectsZip']);

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
    const exempt = FORM_POST_OPERATIONS.has(operationIdOf(req) ?? '');
    if ((!exempt && req.get(CSRF_HEADER) !== CSRF_VALUE) || req.get('sec-fetch-site') === 'cross-site') {
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
