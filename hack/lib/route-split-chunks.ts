import type { ChunkGraph, Configuration, Module } from 'webpack';
import { ROUTE_CHUNK_PREFIX } from '../../frontend/src/early/route-chunks';

type SplitChunks = Exclude<NonNullable<Configuration['optimization']>['splitChunks'], false | undefined>;

/** The shell's chunk group (the `import()` of app-routes.tsx), loaded with every page behind the session check. */
const SHELL_GROUP = `${ROUTE_CHUNK_PREFIX}shell`;

/** Whether not the early bundle's chunk: it shares no chunk with the app, so it never waits for the app's. */
const notEarly = (chunk: { name?: string | null }): boolean => chunk.name !== 'early';

/** Whether the shell's code needs a module (it is in the shell's chunk before splitting). */
function inShell(module: Module, { chunkGraph }: { chunkGraph: ChunkGraph }): boolean {
  for (const chunk of chunkGraph.getModuleChunksIterable(module)) if (chunk.name === SHELL_GROUP) return true;
  return false;
}

/** Libraries, in a chunk of their own per set of chunks sharing them (webpack's default vendors group). */
const VENDORS = { test: /[\\/]node_modules[\\/]/, priority: -10, reuseExistingChunk: true } as const;

/**
 * How the build splits its chunks: fewer, larger files for the pages behind the session check, whose loads read
 * each file's script and stylesheet separately (a `<link rel=preload>` and a `<link rel=stylesheet>` or `<script>`
 * each). Everything the shell needs (its code, PatternFly's masthead, menu, page, toolbar, drawer and their
 * stylesheets, and what it shares with the pages) is one chunk, `shell`: one script and one stylesheet instead of a
 * file per set of routes sharing a module — every page behind the session check loads the shell, so a page that
 * shares one of those modules has it already. A library only one route uses stays in that route's chunk; libraries
 * that routes share go in a chunk per set of routes, as before. The entry points split as before (their vendor
 * chunk; `early` alone): the login page's scripts do not change.
 */
export function routeSplitChunks(): SplitChunks {
  return {
    chunks: notEarly,
    cacheGroups: {
      shell: { test: inShell, chunks: 'async', name: 'shell', enforce: true, priority: 10 },
      defaultVendors: { ...VENDORS, chunks: (chunk) => notEarly(chunk) && chunk.canBeInitial() },
      routeVendors: { ...VENDORS, chunks: 'async', minChunks: 2 },
    },
  };
}
