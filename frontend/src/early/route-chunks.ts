/**
 * The script and stylesheet files of a route's code, preloaded by the early bundle from the page's address, so they
 * download beside the app's own bundle instead of after it has run (the router asks for them only then). The build
 * writes each route's files into index.html, one `<meta name="oc-route-chunks" data-route="…" content="file …">`
 * per chunk group named `route-<name>` (webpackChunkName of the route's `import()`; hack/lib/route-chunk-hints.ts);
 * the files the page loads anyway (its entry scripts and stylesheets) are left out. Dependency-free, for early.ts.
 */
export const ROUTE_CHUNKS_META = 'oc-route-chunks';
/** The prefix of a chunk group's name that makes its files listed in index.html. */
export const ROUTE_CHUNK_PREFIX = 'route-';

/** The files index.html lists for the route chunk group `route-<name>` (relative to `<base href>`). */
export function routeChunkFiles(doc: Document, name: string): string[] {
  const meta = doc.querySelector(`meta[name="${ROUTE_CHUNKS_META}"][data-route="${name}"]`);
  return (meta?.getAttribute('content') ?? '').split(' ').filter((file) => /^[\w./-]+\.(js|css)$/.test(file));
}

/**
 * Preloads the files of the named route chunk groups: scripts `as=script` (webpack's chunk loader then takes them
 * from the preload: same URL, no crossorigin), stylesheets `as=style` (mini-css-extract's link, the same).
 */
export function preloadRouteChunks(doc: Document, names: readonly string[]): void {
  for (const file of new Set(names.flatMap((name) => routeChunkFiles(doc, name)))) {
    const link = doc.createElement('link');
    link.setAttribute('rel', 'preload');
    link.setAttribute('as', file.endsWith('.css') ? 'style' : 'script');
    link.setAttribute('href', file);
    doc.head.appendChild(link);
  }
}
