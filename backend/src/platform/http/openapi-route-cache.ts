import { createRequire } from 'node:module';
import { dirname } from 'node:path';

type PathToRegexp = (path: string, options?: Record<string, unknown>) => unknown;

/** Routes are few (one per contract path) and options vary little; the bound only guards against misuse. */
const MAX_ENTRIES = 4096;
const patched = Symbol.for('object-console.pathToRegexp.memoized');

/**
 * express-openapi-validator (5.6) looks a request up by compiling path-to-regexp for every contract path on every
 * request — about 5 ms per API call with our 124 operations, measured by hack/bench/session-overhead.ts. The
 * compilation is a pure function of (path, options), so remembering its results removes that cost without changing
 * what matches. Patched on the module instance the validator itself loads.
 */
export function memoizeValidatorRouteCompilation(): void {
  const fromValidator = createRequire(require.resolve('express-openapi-validator'));
  const modulePath = fromValidator.resolve('path-to-regexp');
  const pathToRegexpModule = createRequire(dirname(modulePath))(modulePath) as {
    pathToRegexp: PathToRegexp & { [patched]?: true };
  };
  const original = pathToRegexpModule.pathToRegexp;
  if (original[patched]) return;
  const cache = new Map<string, unknown>();
  const memoized: PathToRegexp & { [patched]?: true } = (path, options) => {
    const key = `${path}\u0000${JSON.stringify(options ?? {})}`;
    let compiled = cache.get(key);
    if (compiled === undefined) {
      compiled = original(path, options);
      if (cache.size >= MAX_ENTRIES) cache.clear();
      cache.set(key, compiled);
    }
    return compiled;
  };
  memoized[patched] = true;
  pathToRegexpModule.pathToRegexp = memoized;
}
