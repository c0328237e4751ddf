import type { components, operations } from '../../../api/generated/api';

/** A schema of the API contract by name (`Schema<'BucketList'>`). */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];

/** The JSON request body of an operation (`RequestBody<'createBucket'>`). */
export type RequestBody<Op extends keyof operations> = operations[Op] extends {
  requestBody?: { content: { 'application/json': infer Body } };
}
  ? Body
  : never;

/** The JSON body of an operation's 200 or 201 answer. */
export type ResponseBody<Op extends keyof operations> = operations[Op]['responses'] extends
  { 200: { content: { 'application/json': infer Body } } } | { 201: { content: { 'application/json': infer Body } } }
  ? Body
  : never;
