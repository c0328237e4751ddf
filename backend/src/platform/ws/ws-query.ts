import { ApiError } from '../errors/api-error';
import { contractDocument, type OpenApiDocument } from '../http/openapi-document';

/** A parameter value after coercion to its declared type. */
export type ParamValue = string | number | boolean;

/** A websocket operation's parameters (path and query), read from the contract. */
export interface WsOperationShape {
  readonly operationId: string;
  /** The declared path template, e.g. `/ws/watch/{bucket}`. */
  readonly path: string;
  /** Matches a request path (without the sub-path) and captures the path parameters in order. */
  readonly pattern: RegExp;
  readonly pathParams: readonly string[];
  readonly parameters: readonly DeclaredParam[];
}

interface ParamSchema {
  readonly type?: string;
  readonly enum?: readonly ParamValue[];
  readonly pattern?: string;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly default?: ParamValue;
}

interface DeclaredParam {
  readonly name: string;
  readonly in: 'path' | 'query';
  readonly required: boolean;
  readonly schema: ParamSchema;
}

/**
 * The shape of a websocket operation as the contract declares it. The request validator of `/api/v1` does not see
 * `/ws` paths (they are not JSON requests), so their parameters are checked here, from the same declarations: the
 * contract stays the one place a filter's rules are written.
 */
export function wsOperationShape(
  operationId: string,
  document: OpenApiDocument = contractDocument(),
): WsOperationShape {
  for (const [path, item] of Object.entries(document.paths)) {
    const operation = item.get as { operationId?: string; parameters?: unknown[] } | undefined;
    if (operation?.operationId !== operationId) continue;
    const declared = [...((item.parameters as unknown[] | undefined) ?? []), ...(operation.parameters ?? [])];
    const parameters = declared
      .map((p) => resolve(document, p) as unknown as DeclaredParam)
      .map((p) => ({
        ...p,
        required: p.required === true,
        schema: resolve(document, p.schema) as ParamSchema,
      }));
    const pathParams: string[] = [];
    const source = path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{([^}]+)\\?\}/g, (_m, name: string) => {
      pathParams.push(name);
      return '([^/]+)';
    });
    return { operationId, path, pattern: new RegExp(`^${source}$`), pathParams, parameters };
  }
  throw new Error(`the contract declares no websocket operation ${operationId}`);
}

/**
 * The declared parameters of a request, coerced and checked: a value that breaks its declaration, a missing required
 * one or an unknown query name is a 400 naming it, like the API's validator answers. Defaults fill what is left out;
 * an optional value sent empty counts as left out.
 */
export function readParams(
  shape: WsOperationShape,
  captured: readonly string[],
  query: URLSearchParams,
): Record<string, ParamValue> {
  const known = new Set(shape.parameters.filter((p) => p.in === 'query').map((p) => p.name));
  for (const name of query.keys()) {
    if (!known.has(name)) throw badParam(name, 'is not a parameter of this stream');
  }
  const values: Record<string, ParamValue> = {};
  for (const param of shape.parameters) {
    const raw =
      param.in === 'path' ? safeDecode(captured[shape.pathParams.indexOf(param.name)] ?? '') : query.getAll(param.name);
    const list = Array.isArray(raw) ? raw : [raw];
    if (list.length > 1) throw badParam(param.name, 'is given more than once');
    const text = list[0];
    if (text === undefined || text === '') {
      if (param.required) throw badParam(param.name, 'is required');
      if (param.schema.default !== undefined) values[param.name] = param.schema.default;
      continue;
    }
    values[param.name] = checked(param.name, text, param.schema);
  }
  return values;
}

function checked(name: string, text: string, schema: ParamSchema): ParamValue {
  let value: ParamValue = text;
  if (schema.type === 'integer') {
    if (!/^-?\d{1,15}$/.test(text)) throw badParam(name, 'must be an integer');
    value = Number(text);
    if (schema.minimum !== undefined && value < schema.minimum) throw badParam(name, `must be ≥ ${schema.minimum}`);
    if (schema.maximum !== undefined && value > schema.maximum) throw badParam(name, `must be ≤ ${schema.maximum}`);
  } else if (schema.type === 'boolean') {
    if (text !== 'true' && text !== 'false') throw badParam(name, 'must be true or false');
    value = text === 'true';
  } else {
    if (schema.maxLength !== undefined && text.length > schema.maxLength) {
      throw badParam(name, `must be at most ${schema.maxLength} characters`);
    }
    if (schema.minLength !== undefined && text.length < schema.minLength) {
      throw badParam(name, `must be at least ${schema.minLength} characters`);
    }
    if (schema.pattern !== undefined && !new RegExp(schema.pattern, 'u').test(text)) {
      throw badParam(name, `must match ${schema.pattern}`);
    }
  }
  if (schema.enum && !schema.enum.includes(value)) throw badParam(name, `must be one of ${schema.enum.join(', ')}`);
  return value;
}

function badParam(name: string, problem: string): ApiError {
  return new ApiError(400, `Invalid parameter ${name}`, `The parameter ${name} ${problem}`);
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    throw badParam('path', 'is not valid percent-encoding');
  }
}

/** Follows a local `$ref` (`#/components/...`) of the bundled document. */
function resolve(document: OpenApiDocument, node: unknown): Record<string, unknown> {
  const ref = (node as { $ref?: unknown } | undefined)?.$ref;
  if (typeof ref !== 'string') return (node ?? {}) as Record<string, unknown>;
  let target: unknown = document;
  for (const part of ref.replace(/^#\//, '').split('/')) target = (target as Record<string, unknown>)[part];
  return resolve(document, target);
}
