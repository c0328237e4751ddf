import type { RequestHandler } from 'express';
import { ApiError } from '../errors/api-error';
import { declaredOperations } from './openapi-document';
import { openApiRouteOf, operationIdOf } from './openapi-operation';

/** Marks the catch-all so that the coverage report can tell where the feature routers end. */
const boundary = Symbol('openapi.notImplemented');

/**
 * The catch-all mounted at `/api/v1` after every feature router: a request that reaches it matched a declared
 * operation (the validator let it through, and 404s undeclared paths itself) that no router answered, so it gets a
 * 501 `{code: 501, message: 'Not implemented', detailedMessage: 'GET /api/v1/buckets (listBuckets) is declared in the
 * API contract but not implemented yet'}`.
 *
 * Nothing has to be registered for an operation to count as implemented: a feature router mounted before this
 * handler answers the request first. The coverage report (openapi-implemented.ts) walks the same router stack up to
 * this handler to tell which operations are built.
 */
export function notImplemented(): RequestHandler {
  const byId = new Map(declaredOperations.map((operation) => [operation.operationId, operation]));
  const handler: RequestHandler = (req, _res, next) => {
    const operationId = operationIdOf(req);
    if (operationId === undefined) {
      next();
      return;
    }
    const path = byId.get(operationId)?.path ?? openApiRouteOf(req) ?? req.path;
    next(
      new ApiError(
        501,
        'Not implemented',
        `${req.method} ${path} (${operationId}) is declared in the API contract but not implemented yet`,
      ),
    );
  };
  return Object.assign(handler, { [boundary]: true });
}

/** Whether a middleware is the not-implemented catch-all. */
export function isNotImplementedHandler(handler: unknown): boolean {
  return typeof handler === 'function' && boundary in handler;
}
