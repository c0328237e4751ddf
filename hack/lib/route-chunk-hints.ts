import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Compiler } from 'webpack';
import { ROUTE_CHUNK_PREFIX, ROUTE_CHUNKS_META } from '../../frontend/src/early/route-chunks';

/**
 * Lists in index.html, first in its head, the files of each chunk group named `route-<name>` (an `import()` with
 * `webpackChunkName: "route-<name>"`): `<meta name="oc-route-chunks" data-route="<name>" content="assets/a.js …">`,
 * without the files the entry points load anyway. The early bundle preloads a route's files from the page's address
 * (frontend/src/early/route-chunks.ts), so they download beside the app's bundle, not after it has run. The entry's
 * deferred scripts get `fetchpriority="high"`, so they still go before those preloads.
 */
export class RouteChunkHints {
  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap('RouteChunkHints', (compilation) => {
      HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap('RouteChunkHints', (groups) => {
        const initial = new Set([...compilation.entrypoints.values()].flatMap((entry) => entry.getFiles()));
        const metas = [...compilation.namedChunkGroups]
          .filter(([name]) => name.startsWith(ROUTE_CHUNK_PREFIX))
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([name, group]) =>
            HtmlWebpackPlugin.createHtmlTagObject('meta', {
              name: ROUTE_CHUNKS_META,
              'data-route': name.slice(ROUTE_CHUNK_PREFIX.length),
              content: group
                .getFiles()
                .filter((file) => /\.(js|css)$/.test(file) && !initial.has(file))
                .sort()
                .join(' '),
            }),
          );
        // The entry's deferred scripts ask first: as `Low` requests Chromium held them back behind the preloads
        // (`High`) on the six connections, and the app started later than before.
        for (const tag of groups.headTags) {
          if (tag.tagName === 'script' && tag.attributes.defer) tag.attributes.fetchpriority = 'high';
        }
        groups.headTags = [...metas, ...groups.headTags];
        return groups;
      });
    });
  }
}
