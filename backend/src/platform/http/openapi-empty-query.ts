import type { RequestHandler } from 'express';
import type { OpenApiDocument } from './openapi-document';
import { operationIdOf } from './openapi-operation';

/** A parameter as the contract writes it: inline, or a `$ref` to `#/components/parameters/<Name>`. */
interface ParameterObject {
  readonly $ref?: string;
  readonly name?: string;
  readonly in?: string;
  readonly required?: boolean;
}

/**
 * The optional query parameters of every operation (path-level and operation-level ones), by operationId.
 */
export function optionalQueryParameters(document: OpenApiDocument): Map<string, ReadonlySet<string>> {
  const shared = ((document.components as { parameters?: Record<string, ParameterObject> } | undefined)?.parameters ??
    {}) as Readonly<Record<string, ParameterObject>>;
  const resolve = (parameter: ParameterObject): ParameterObject =>
    parameter.$ref ? (shared[parameter.$ref.replace('#/components/parameters/', '')] ?? {}) : parameter;
  const found = new Map<string, ReadonlySet<string>>();
  for (const item of Object.values(document.paths)) {
    const pathLevel = (item.parameters ?? []) as readonly ParameterObject[];
    for (const operation of Object.values(item)) {
      const op = operation as { operationId?: string; parameters?: readonly ParameterObject[] };
      if (typeof op !== 'object' || op === null || !op.operationId) continue;
      const names = [...pathLevel, ...(op.parameters ?? [])]
        .map(resolve)
        .filter((parameter) => parameter.in === 'query' && parameter.required !== true && parameter.name)
        .map((parameter) => String(parameter.name));
      if (names.length > 0) found.set(op.operationId, new Set(names));
    }
  }
  return found;
}

/**
 * Treats an optional query parameter sent with an empty value (`?prefix=`, `?prefix`) as one left out, so that its
 * default applies (the bucket root, the latest version, the first page…). Clients of the old console send empty
 * values, and the validator would otherwise refuse them with "Empty value found for query parameter". A required
 * parameter keeps that 400: an empty value does not give it.
 *
 * It runs after the validator has matched the operation and before it checks the request, and drops the pairs from
 * `req.url` (Express 5 parses `req.query` from it on each read), leaving every other pair byte for byte as sent.
 */
export function emptyOptionalQueryAsAbsent(document: OpenApiDocument): RequestHandler {
  const optional = optionalQueryParameters(document);
  return (req, _res, next) => {
    const names = optional.get(operationIdOf(req) ?? '');
    const mark = req.url.indexOf('?');
    if (names && mark >= 0) {
      const pairs = req.url.slice(mark + 1).split('&');
      const kept = pairs.filter((pair) => !isEmptyPairOf(pair, names));
      if (kept.length !== pairs.length) {
        req.url = `${req.url.slice(0, mark)}${kept.length > 0 ? `?${kept.join('&')}` : ''}`;
      }
    }
    next();
  };
}

/** `name=` or a bare `name`, for one of `names` (compared decoded, as the query parser decodes them). */
function isEmptyPairOf(pair: string, names: ReadonlySet<string>): boolean {
  const equals = pair.indexOf('=');
  if (equals >= 0 && equals < pair.length - 1) return false;
  const rawName = equals >= 0 ? pair.slice(0, equals) : pair;
  try {
    return names.has(decodeURIComponent(rawName.replace(/\+/g, ' ')));
  } catch {
    // Not valid percent-encoding: left for the validator to refuse.
    return false;
  }
}
