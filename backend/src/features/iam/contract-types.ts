import type { operations } from '../../../api/generated/api';

/**
 * The contract's types for one operation, so that IAM handlers read their input and build their answers from the
 * generated OpenAPI types (`npx tsx hack/codegen.ts`) rather than from hand-written copies.
 */
export type OperationId = keyof operations;

/** The JSON request body of an operation. */
export type RequestBodyOf<Id extends OperationId> = operations[Id] extends {
  readonly requestBody?: { readonly content: { readonly 'application/json': infer Body } };
}
  ? Body
  : never;

/** The JSON answer of an operation for one status. */
export type ResponseOf<Id extends OperationId, Status extends number> = operations[Id]['responses'] extends {
  readonly [S in Status]: { readonly content: { readonly 'application/json': infer Answer } };
}
  ? Answer
  : never;
