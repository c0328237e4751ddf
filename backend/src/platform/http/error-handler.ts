import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ApiError, sendApiError } from '../errors/api-error';
import { minioToApiError } from '../errors/minio-api-error';
import type { Logger } from '../logging/logger';

/** Any `/api` path no router answered: a JSON 404, never the frontend's HTML. */
export function apiNotFound(): RequestHandler {
  return (req, res) =>
    sendApiError(
      res,
      new ApiError(404, 'Not found', `No API route for ${req.method} ${req.originalUrl.split('?')[0]}`),
    );
}

/** Turns thrown errors into ApiError payloads; unknown errors become a 500 whose details stay in the log. */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    if (error instanceof ApiError) {
      sendApiError(res, error);
      return;
    }
    const fromMinio = minioToApiError(error);
    if (fromMinio) {
      if (fromMinio.status >= 500)
        logger.warn('storage server failure', { requestId: res.locals.requestId, path: req.path, error });
      sendApiError(res, fromMinio);
      return;
    }
    const status = httpStatusOf(error);
    if (status !== undefined && status < 500) {
      // Body-parser and similar middleware errors (malformed JSON, payload too large).
      sendApiError(
        res,
        new ApiError(status, 'Invalid request', error instanceof Error ? error.message : String(error)),
      );
      return;
    }
    logger.error('unhandled error', { requestId: res.locals.requestId, path: req.path, error });
    sendApiError(res, new ApiError(500, 'Internal server error', `Request id ${String(res.locals.requestId ?? '')}`));
  };
}

function httpStatusOf(error: unknown): number | undefined {
  if (typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number') {
    return error.status;
  }
  return undefined;
}
