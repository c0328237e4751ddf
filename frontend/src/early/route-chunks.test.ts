import { browseRouteChunks } from '../features/objects/browse-early-gets';
import { preloadRouteChunks, routeChunkFiles } from './route-chunks';

/** index.html's head as the build writes it (hack/lib/route-chunk-hints.ts). */
function headWith(routes: Record<string, string>): void {
  document.head.innerHTML = Object.entries(routes)
    .map(([route, files]) => `<meta name="oc-route-chunks" data-route="${route}" content="${files}">`)
    .join('');
}

const preloads = () =>
  [...document.head.querySelectorAll('link[rel="preload"]')].map((link) => [
    link.getAttribute('as'),
    link.getAttribute('href'),
  ]);

describe('route chunk preloads', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
  });

  it("preload a route's scripts as scripts and its stylesheets as styles, each once, with the listed addresses", () => {
    headWith({ shell: 'assets/1.a.js assets/1.a.css', 'objects-browser': 'assets/2.b.js assets/1.a.js' });
    preloadRouteChunks(document, ['shell', 'objects-browser']);
    expect(preloads()).toEqual([
      ['script', 'assets/1.a.js'],
      ['style', 'assets/1.a.css'],
      ['script', 'assets/2.b.js'],
    ]);
  });

  it('preload nothing for a route the page does not list, and nothing that is not a script or a stylesheet', () => {
    headWith({ shell: 'assets/x.js.map https://elsewhere.example/a.js assets/a"b.js' });
    preloadRouteChunks(document, ['shell', 'tenants']);
    expect(preloads()).toEqual([]);
    expect(routeChunkFiles(document, 'nothing')).toEqual([]);
  });

  it("are the object browser's code on a browse address only", () => {
    expect(browseRouteChunks('/buckets/b/browse')).toEqual(['objects-browser']);
    expect(browseRouteChunks('/buckets/b/browse/a/b/')).toEqual(['objects-browser']);
    expect(browseRouteChunks('/buckets/b/browse/a/x.txt')).toEqual(['objects-browser']);
    expect(browseRouteChunks('/buckets/b/admin/summary')).toEqual([]);
    expect(browseRouteChunks('/buckets')).toEqual([]);
    expect(browseRouteChunks('/dashboard')).toEqual([]);
  });
});
