import type { Express } from 'express';
import { declaredOperations, type DeclaredOperation } from './openapi-document';
import { isNotImplementedHandler } from './openapi-not-implemented';

/** The parts of an Express 5 router layer (router@2) this module reads. */
interface RouterLayer {
  readonly route?: { readonly methods?: Readonly<Record<string, boolean | undefined>> };
  readonly handle?: unknown;
  readonly path?: string;
  match?(path: string): unknown;
}

type Dispatch = 'handled' | 'not-implemented' | 'unmatched';

const servedOutsideExpress = new WeakMap<Express, Set<string>>();

/**
 * Records operations an app serves outside its Express routes — websocket upgrades, the tenant reverse proxy, the
 * operation table's one dispatcher — which the router walk below cannot see. Call it where such a handler is wired
 * up.
 */
export function markImplemented(app: Express, ...operationIds: string[]): void {
  const ids = servedOutsideExpress.get(app) ?? new Set<string>();
  operationIds.forEach((id) => ids.add(id));
  servedOutsideExpress.set(app, ids);
}

/**
 * The ids of the declared operations an app implements. An HTTP operation counts when a route of the app's router
 * stack would answer its method and path before the request reaches the not-implemented catch-all — the same walk
 * Express does, without running any handler. That way a feature router counts as soon as it is mounted, with
 * nothing else to keep in sync. Websocket and proxy operations count when recorded with {@link markImplemented}
 * (the frontend's catch-all GET route would otherwise seem to answer them).
 *
 * Only routes count (`router.get(...)`, `router.route(...)`); a bare middleware that answers by itself does not,
 * because the walk cannot know which paths it would answer.
 */
export function implementedOperations(
  app: Express,
  operations: readonly DeclaredOperation[] = declaredOperations,
): Set<string> {
  const stack = (app as unknown as { router: { stack: readonly RouterLayer[] } }).router.stack;
  const outside = servedOutsideExpress.get(app) ?? new Set<string>();
  // The API sits under the app's sub-path (createApp records it), so the sample paths do too.
  const subPath = typeof app.locals.subPath === 'string' ? app.locals.subPath.replace(/\/$/, '') : '';
  return new Set(
    operations
      .filter(
        (op) =>
          outside.has(op.operationId) ||
          (op.transport === 'http' && dispatch(stack, op.method, `${subPath}${samplePath(op.path)}`) === 'handled'),
      )
      .map((op) => op.operationId),
  );
}

/** A concrete path for a template: `/api/v1/buckets/{bucket}` → `/api/v1/buckets/sample`. */
function samplePath(template: string): string {
  return template.replace(/\{[^}]+\}/g, 'sample');
}

function dispatch(stack: readonly RouterLayer[], method: string, path: string): Dispatch {
  for (const layer of stack) {
    const match = layer.match?.(path);
    if (!match) continue;
    if (layer.route) {
      if (handlesMethod(layer.route.methods ?? {}, method)) return 'handled';
      continue;
    }
    if (isNotImplementedHandler(layer.handle)) return 'not-implemented';
    const inner = (layer.handle as { stack?: unknown } | undefined)?.stack;
    if (Array.isArray(inner)) {
      // router@2 returns what the layer's path consumed; older routers left it on layer.path.
      const consumed = matchedPath(match) ?? layer.path ?? '';
      const rest = path.slice(consumed.length);
      const outcome = dispatch(inner as RouterLayer[], method, rest.startsWith('/') ? rest : `/${rest}`);
      if (outcome !== 'unmatched') return outcome;
    }
  }
  return 'unmatched';
}

function handlesMethod(methods: Readonly<Record<string, boolean | undefined>>, method: string): boolean {
  const name = method.toLowerCase();
  return Boolean(methods._all || methods[name] || (name === 'head' && methods.get));
}

function matchedPath(match: unknown): string | undefined {
  return typeof match === 'object' && match !== null && 'path' in match && typeof match.path === 'string'
    ? match.path
    : undefined;
}
