import type { Request, Response } from 'express';
import type { OperationId, PathParams, QueryParams, RequestBody, ResponseBody } from '@contract/shared/contract-types';

/** What a handler is given: the request's parts typed by the contract, and Express's objects for the rest. */
export interface OperationInput<Op extends OperationId> {
  readonly params: PathParams<Op>;
  readonly query: QueryParams<Op>;
  readonly body: RequestBody<Op>;
  readonly req: Request;
  readonly res: Response;
}

/**
 * What a handler gives back: the JSON answer of an operation that declares one (sent with the contract's status,
 * 200 or 201), nothing for one that answers 204. A handler of a file or a stream writes `res` itself and returns
 * nothing.
 */
export type OperationResult<Op extends OperationId> = [ResponseBody<Op>] extends [never] ? void : ResponseBody<Op>;

/** The function that serves one operation. */
export type OperationHandler<Op extends OperationId> = (
  input: OperationInput<Op>,
) => OperationResult<Op> | Promise<OperationResult<Op>>;

/**
 * A check run before an operation's handler, declared beside it (`guards: [distributedOnly('Versioning')]`); it
 * throws an ApiError to refuse the request.
 */
export type OperationGuard = (req: Request, res: Response) => void | Promise<void>;

/** How an operation is served, besides its handler. */
export interface OperationOptions {
  /** Callable without a session (logging in, the login strategy, logging out). */
  readonly public?: boolean;
  /** Checks that must pass before the handler runs, in order. */
  readonly guards?: readonly OperationGuard[];
}

/**
 * An operation declared public before its handler is built: without a session it still reaches the 501 catch-all,
 * which says what is missing, instead of a 401 that would send the user back to the login page.
 */
export interface PublicNotBuilt {
  readonly public: true;
  readonly handler?: undefined;
}

/** One entry of a table: the handler, the handler with options, or a public operation not built yet. */
export type OperationEntry<Op extends OperationId> =
  OperationHandler<Op> | ({ readonly handler: OperationHandler<Op> } & OperationOptions) | PublicNotBuilt;

/** A feature's operations by id. Method and path come from the contract, never from the table. */
export type OperationTable = { readonly [Op in OperationId]?: OperationEntry<Op> };

/** A table, checked entry by entry against the contract (`operations({ listBuckets: async () => ({...}) })`). */
export function operations<Table extends OperationTable>(table: Table & OperationTable): Table {
  return table;
}

/**
 * One table from several features' tables. An operation served twice is a wiring mistake and throws at start-up,
 * unless a later table is given as `override` (operator mode takes over the login and session operations).
 */
export function mergeOperations(
  tables: readonly OperationTable[],
  overrides: readonly OperationTable[] = [],
): OperationTable {
  const merged: Record<string, unknown> = {};
  for (const table of tables) {
    for (const [id, entry] of Object.entries(table)) {
      if (id in merged) throw new Error(`Operation ${id} is served by two feature tables`);
      merged[id] = entry;
    }
  }
  for (const table of overrides) Object.assign(merged, table);
  return merged as OperationTable;
}

/** The handler (none when not built yet) and options of an entry. */
export function entryParts<Op extends OperationId>(
  entry: OperationEntry<Op>,
): { readonly handler?: OperationHandler<Op> } & OperationOptions {
  return typeof entry === 'function' ? { handler: entry } : entry;
}

/** The ids of the operations a table has a handler for. */
export function builtOperations(table: OperationTable): string[] {
  return Object.entries(table)
    .filter(([, entry]) => entry !== undefined && entryParts(entry as OperationEntry<OperationId>).handler)
    .map(([id]) => id);
}
