import { createRequire } from 'node:module';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { error as validatorErrors } from 'express-openapi-validator';

/** The parts of express-openapi-validator's (5.6) route context the lookup reads. */
interface RouteContext {
  readonly apiDoc: { readonly paths: Record<string, Record<string, unknown>> };
  readonly expressRouteMap: Record<string, RouteMethods>;
  readonly openApiRouteMap: Record<string, RouteMethods>;
  readonly serial: number;
  readonly useRequestUrl: boolean;
  readonly ignoreUndocumented: boolean;
  shouldIgnoreRoute(path: string): boolean;
  isManagedRoute(path: string): boolean;
}

interface RouteMethods {
  readonly basePath: string;
  readonly _openApiRoute: string;
  readonly _expressRoute: string;
}

type ApiDocPaths = Record<string, Record<string, unknown>>;

interface IndexedRoute {
  /** Position in the validator's own route order: the first match wins, as in the validator. */
  readonly order: number;
  readonly expressRoute: string;
  readonly openApiRoute: string;
  readonly pathKey: string;
  readonly regexp: RegExp;
  readonly keys: readonly string[];
}

type PathToRegexp = (
  path: string,
  options: { sensitive: boolean; strict: boolean },
) => { regexp: RegExp; keys: Array<{ name: string }> };

/** The path-to-regexp the validator itself uses, so routes compile exactly as it would compile them. */
function validatorPathToRegexp(): PathToRegexp {
  const fromValidator = createRequire(require.resolve('express-openapi-validator'));
  return (fromValidator('path-to-regexp') as { pathToRegexp: PathToRegexp }).pathToRegexp;
}

const ANY_LAST_SEGMENT = '\u0000param';

function segmentsOf(path: string): string[] {
  const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  return trimmed.split('/');
}

/**
 * The contract's routes, grouped by segment count and last segment (a literal, or "any" for a parameter), so that
 * a request is matched against the two or three routes that could match instead of every route in turn. Within a
 * group the validator's order is kept, so the answer is the one its linear scan would give.
 */
export class RouteIndex {
  private readonly groups = new Map<string, IndexedRoute[]>();

  constructor(context: RouteContext, options: { sensitive: boolean; strict: boolean }) {
    const compile = validatorPathToRegexp();
    Object.entries(context.expressRouteMap).forEach(([expressRoute, methods], order) => {
      if (/[*?(]/.test(expressRoute)) {
        throw new Error(`route index: ${expressRoute} uses a pattern the index does not group`);
      }
      const { regexp, keys } = compile(expressRoute, options);
      const route: IndexedRoute = {
        order,
        expressRoute,
        openApiRoute: methods._openApiRoute,
        pathKey: methods._openApiRoute.substring(methods.basePath.length),
        regexp,
        keys: keys.map((key) => key.name),
      };
      const segments = segmentsOf(expressRoute);
      const last = segments[segments.length - 1] ?? '';
      const lastKey = last.startsWith(':') ? ANY_LAST_SEGMENT : options.sensitive ? last : last.toLowerCase();
      const key = `${segments.length}/${lastKey}`;
      this.groups.set(key, [...(this.groups.get(key) ?? []), route]);
    });
  }

  /** The first route (in the validator's order) whose pattern matches the path, with its decoded parameters. */
  match(path: string, sensitive: boolean): { route: IndexedRoute; params: Record<string, string> } | undefined {
    const segments = segmentsOf(path);
    const last = segments[segments.length - 1] ?? '';
    const literal = this.groups.get(`${segments.length}/${sensitive ? last : last.toLowerCase()}`) ?? [];
    const param = this.groups.get(`${segments.length}/${ANY_LAST_SEGMENT}`) ?? [];
    const candidates = literal.length > 0 && param.length > 0 ? mergeByOrder(literal, param) : [...literal, ...param];
    for (const route of candidates) {
      const found = route.regexp.exec(path);
      if (!found) continue;
      const params: Record<string, string> = {};
      route.keys.forEach((name, i) => {
        params[name] = decodeURIComponent(found[i + 1] ?? '');
      });
      return { route, params };
    }
    return undefined;
  }
}

function mergeByOrder(a: readonly IndexedRoute[], b: readonly IndexedRoute[]): IndexedRoute[] {
  return [...a, ...b].sort((x, y) => x.order - y.order);
}

/**
 * A drop-in for the validator's "metadata" step (which finds the contract operation of a request and stores it in
 * `req.openapi`): the same result and the same 404/405 errors, from a RouteIndex instead of compiling and trying
 * every route per request — that scan was the validator's largest per-request cost (hack/bench/session-overhead.ts).
 */
export function indexedMetadataMiddleware(context: RouteContext, responseApiDoc: { paths: ApiDocPaths } | undefined) {
  let index: RouteIndex | undefined;
  const handler: RequestHandler = (req: Request, _res: Response, next: NextFunction) => {
    const path = req.path.startsWith(req.baseUrl) ? req.path : `${req.baseUrl}/${req.path}`;
    if (context.shouldIgnoreRoute(path)) {
      next();
      return;
    }
    const sensitive = req.app.enabled('case sensitive routing');
    index ??= new RouteIndex(context, { sensitive, strict: req.app.enabled('strict routing') });
    const urlPath = (context.useRequestUrl ? req.url : req.originalUrl).split('?')[0] ?? '';
    let matched: ReturnType<RouteIndex['match']>;
    try {
      matched = index.match(urlPath, sensitive);
    } catch {
      throw new validatorErrors.BadRequest({ path: req.path, message: "malformed uri'" });
    }
    if (matched) {
      const { route, params } = matched;
      const method = req.method.toLowerCase();
      const schema = context.apiDoc.paths[route.pathKey]?.[method];
      if (!schema) {
        if (context.ignoreUndocumented) {
          next();
          return;
        }
        throw new validatorErrors.MethodNotAllowed({
          path: req.path,
          message: `${req.method} method not allowed`,
          headers: { Allow: allowedMethods(context.openApiRouteMap[route.openApiRoute]) },
        });
      }
      const openapi: Record<string, unknown> = {
        expressRoute: route.expressRoute,
        openApiRoute: route.openApiRoute,
        pathParams: params,
        schema,
        serial: context.serial,
      };
      if (responseApiDoc) openapi._responseSchema = responseApiDoc.paths[route.pathKey]?.[method];
      (req as Request & { openapi?: unknown }).openapi = openapi;
      req.params = params;
    } else if (context.isManagedRoute(path) && !context.ignoreUndocumented) {
      throw new validatorErrors.NotFound({ path: req.path, message: 'not found' });
    }
    next();
  };
  return handler;
}

const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

function allowedMethods(methods: RouteMethods | undefined): string {
  return Object.keys(methods ?? {})
    .filter((key) => HTTP_METHODS.has(key.toLowerCase()))
    .join(', ');
}

const patched = Symbol.for('object-console.openapi.indexed-metadata');

/**
 * Makes every express-openapi-validator instance created afterwards use indexedMetadataMiddleware. The validator is
 * pinned (package-lock) and its behaviour around routing is covered by openapi-validator.test.ts and
 * openapi-route-index.test.ts, which compares this lookup with the validator's own for every contract path.
 */
export function useIndexedRouteLookup(): void {
  const fromValidator = createRequire(require.resolve('express-openapi-validator'));
  const validatorModule = fromValidator('./openapi.validator') as {
    OpenApiValidator: { prototype: { metadataMiddleware: unknown; [patched]?: true } };
  };
  const prototype = validatorModule.OpenApiValidator.prototype;
  if (prototype[patched]) return;
  prototype.metadataMiddleware = indexedMetadataMiddleware;
  prototype[patched] = true;
}
