import type { Request, RequestHandler } from 'express';
import { ApiError } from '../errors/api-error';
import { contractDocument, type OpenApiDocument } from '../http/openapi-document';
import { operationIdOf } from '../http/openapi-operation';
import type { OperationId } from '@contract/shared/contract-types';
import { entryParts, type OperationEntry, type OperationTable } from './operation-table';

/** What the contract validator leaves on a request it matched: the path's parameters, decoded. */
interface ValidatedRequest {
  readonly openapi?: { readonly pathParams?: Readonly<Record<string, string>> };
}

/**
 * The one route of the API: the contract validator (mounted before it) has matched the request to an operation,
 * so this finds the operation's handler by id and calls it with the typed parts of the request. A handler never
 * names a method or a path; an operation without a handler goes on to the 501 catch-all.
 *
 * The answer's status is the operation's declared success status (200, 201 or 204), so the contract and the
 * server cannot disagree on it.
 */
export function dispatchOperations(
  table: OperationTable,
  document: OpenApiDocument = contractDocument(),
): RequestHandler {
  const statuses = successStatuses(document);
  return async (req, res, next) => {
    const id = operationIdOf(req) as OperationId | undefined;
    const entry = id === undefined ? undefined : (table[id] as OperationEntry<OperationId> | undefined);
    const { handler, guards = [] } = entry === undefined ? {} : entryParts(entry);
    if (id === undefined || handler === undefined) {
      next();
      return;
    }
    try {
      const params = pathParamsOf(req);
      // Helpers written for Express routes read req.params; the validator's match is the same thing.
      req.params = params;
      for (const guard of guards) await guard(req, res);
      const result: unknown = await handler({ params, query: req.query, body: req.body, req, res } as never);
      // A stream's answer was begun, or its client went away before the first byte (nothing is left to send).
      if (res.headersSent || res.destroyed) return;
      const status = statuses.get(id) ?? 200;
      if (status === 204) res.status(204).end();
      else if (result === undefined) throw new Error(`The handler of ${id} answered nothing`);
      else res.status(status).json(result);
    } catch (error) {
      next(error);
    }
  };
}

/** Whether the table lets an operation be called without a session. */
export function isPublicOperation(table: OperationTable, req: Request): boolean {
  const id = operationIdOf(req) as OperationId | undefined;
  const entry = id === undefined ? undefined : (table[id] as OperationEntry<OperationId> | undefined);
  return entry !== undefined && entryParts(entry).public === true;
}

function pathParamsOf(req: Request): Record<string, string> {
  const params = (req as Request & ValidatedRequest).openapi?.pathParams;
  if (params === undefined) throw new ApiError(500, 'Internal error', 'The request reached a handler unvalidated');
  return { ...params };
}

/** Each operation's one declared success status. */
function successStatuses(document: OpenApiDocument): Map<string, number> {
  const statuses = new Map<string, number>();
  for (const item of Object.values(document.paths)) {
    for (const operation of Object.values(item)) {
      const op = operation as { operationId?: string; responses?: Record<string, unknown> } | undefined;
      const success = Object.keys(op?.responses ?? {}).find((code) => /^2\d\d$/.test(code));
      if (op?.operationId && success) statuses.set(op.operationId, Number(success));
    }
  }
  return statuses;
}
