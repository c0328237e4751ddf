import type { components, operations } from '../generated/api';

/**
 * The contract's types, read by operation id, for handlers and tests alike: what a handler receives and what it
 * answers is the generated OpenAPI type (`npx tsx hack/codegen.ts`), never a hand-written copy.
 */
export type OperationId = keyof operations;

/** A schema of the contract by name (`Schema<'BucketList'>`). */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];

type Parameters<Op extends OperationId> = operations[Op]['parameters'];

/** An operation's parameters of one kind, as an object (empty when it declares none). */
type ParametersIn<Op extends OperationId, Where extends 'path' | 'query'> = [
  NonNullable<Parameters<Op>[Where & keyof Parameters<Op>]>,
] extends [never]
  ? Record<string, never>
  : NonNullable<Parameters<Op>[Where & keyof Parameters<Op>]>;

/** The path parameters of an operation (`PathParams<'getBucketInfo'>` is `{ bucket: string }`). */
export type PathParams<Op extends OperationId> = ParametersIn<Op, 'path'>;

/** The query parameters of an operation, coerced to their declared types by the contract validator. */
export type QueryParams<Op extends OperationId> = ParametersIn<Op, 'query'>;

/** The JSON request body of an operation (`never` when it takes none). */
export type RequestBody<Op extends OperationId> = operations[Op] extends {
  requestBody?: { content: { 'application/json': infer Body } };
}
  ? Body
  : never;

/** The JSON body of an operation's success answer (`never` when it answers no JSON: 204, a file, a stream). */
export type ResponseBody<Op extends OperationId> = operations[Op]['responses'] extends
  { 200: { content: { 'application/json': infer Body } } } | { 201: { content: { 'application/json': infer Body } } }
  ? Body
  : never;
