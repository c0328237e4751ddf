import { createRequire } from 'node:module';
import { contractDocument } from './openapi-document';
import { RouteIndex } from './openapi-route-index';

type Compile = (path: string, options: object) => { regexp: RegExp; keys: Array<{ name: string }> };
const compile = (
  createRequire(require.resolve('express-openapi-validator'))('path-to-regexp') as { pathToRegexp: Compile }
).pathToRegexp;

const BASE = '/console';
const apiPaths = Object.keys(contractDocument().paths).filter((path) => path.startsWith('/api/v1/'));
const expressRouteOf = (path: string) => `${BASE}${path.replace(/\{([^}]+)\}/g, ':$1')}`;

/** The contract as the validator's route context holds it, in the validator's order. */
const context = {
  apiDoc: { paths: {} },
  expressRouteMap: Object.fromEntries(
    apiPaths.map((path) => [
      expressRouteOf(path),
      { basePath: BASE, _openApiRoute: `${BASE}${path}`, _expressRoute: expressRouteOf(path) },
    ]),
  ),
  openApiRouteMap: {},
  serial: 0,
  useRequestUrl: false,
  ignoreUndocumented: false,
  shouldIgnoreRoute: () => false,
  isManagedRoute: () => true,
};

/** What the validator's own lookup does: try every route in order, first match wins. */
function linearScan(path: string): string | undefined {
  for (const route of Object.keys(context.expressRouteMap)) {
    if (compile(route, { sensitive: false, strict: false }).regexp.test(path)) return route;
  }
  return undefined;
}

/** Request paths for every contract path: parameters filled with look-alikes of literal segments, too. */
function samplePaths(): string[] {
  const fillers = ['b1', 'objects', 'users', 'a%20b', 'x.y'];
  return apiPaths.flatMap((path) =>
    fillers.flatMap((filler) => {
      const concrete = `${BASE}${path.replace(/\{[^}]+\}/g, filler)}`;
      return [concrete, `${concrete}/`, concrete.toUpperCase()];
    }),
  );
}

describe('RouteIndex', () => {
  const index = new RouteIndex(context, { sensitive: false, strict: false });

  it('finds the route the validator would find, for every contract path and look-alike', () => {
    const paths = samplePaths();
    expect(paths.length).toBeGreaterThan(500);
    for (const path of paths) {
      expect([path, index.match(path, false)?.route.expressRoute]).toEqual([path, linearScan(path)]);
    }
  });

  it('decodes path parameters', () => {
    const found = index.match(`${BASE}/api/v1/buckets/my%20bucket/objects`, false);
    expect(found?.route.openApiRoute).toBe(`${BASE}/api/v1/buckets/{bucket}/objects`);
    expect(found?.params).toEqual({ bucket: 'my bucket' });
  });

  it('matches nothing outside the contract', () => {
    expect(index.match(`${BASE}/api/v1/no-such-thing`, false)).toBeUndefined();
    expect(index.match(`${BASE}/api/v1/buckets/b/objects/x/y/z`, false)).toBeUndefined();
  });
});
