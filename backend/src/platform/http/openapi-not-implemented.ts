import type { RequestHandler } from 'express';
import { ApiError } from '../errors/api-error';
import { declaredOperations } from './openapi-document';
import { openApiRouteOf, operationIdOf } from './openapi-operation';

/**
 * The catch-all mounted at `/api/v1` after the operation dispatcher: a request that reaches it matched a declared
 * operation (the validator let it through, and 404s undeclared paths itself) that the operation table has no
 * handler for, so it gets a 501 `{code: 501, message: 'Not implemented', detailedMessage: 'GET /api/v1/buckets
 * (listBuckets) is declared in the API contract but not implemented yet'}`. The coverage report reads the same
 * table (openapi-implemented.ts).
 */
export function notImplemented(): RequestHandler {
  const byId = new Map(declaredOperations.map((operation) => [operation.operationId, operation]));
  return (req, _res, next) => {
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
}
