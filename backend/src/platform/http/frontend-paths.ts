import { consolePages, operatorPages } from '@contract/shared/permissions/pages';

/** The screens outside the shell, reachable without a session (session and objects manifests' publicRoutes). */
const PUBLIC_SCREENS = ['/login', '/oauth_callback', '/public'];

/**
 * First segments shared by a page and the server: /metrics is the Metrics page (spec 01 §2; the operator frames a
 * tenant console's /metrics, spec 03) and the console's own Prometheus metrics (platform/metrics, CONSOLE_METRICS).
 * A browser's navigation lists text/html in its Accept header and gets the page; a scraper, a script or curl does
 * not, and must never get the app's HTML with a 200.
 */
const SHARED_ROOTS = new Set(['metrics']);

/** Where the build puts every file it emits (webpack.config.ts); no page lives under it. */
const ASSETS_ROOT = 'assets';

/**
 * First segments of the app's pages (spec 01 §2). Below one of these every path is a page, whatever it holds:
 * names may carry dots (`/users/jane.doe`, `/buckets/my.bucket`, `/buckets/b/browse/photos/cat.png`).
 */
const PAGE_ROOTS = new Set([...Object.keys(consolePages), ...operatorPages, ...PUBLIC_SCREENS].map(firstSegment));

/** What a browser's navigation asks for by name; the "anything" of fetch, curl and scrapers is not enough. */
const NAVIGATION_ACCEPT = /(^|,)\s*text\/html\b/;

/** A last segment with an extension names a file (`/favicon.ico`, `/robots.txt`, a bundle of an older build). */
const FILE_NAME = /\.[A-Za-z0-9]+$/;

/**
 * Whether a GET for `path` (relative to the sub-path) that matched no file should load the app. Deep links into
 * the app do; so does any other address without a file name, because the app leads unknown addresses to the first
 * permitted page (spec 02 §2). Files that do not exist and the assets folder do not, nor /metrics unless a browser
 * navigates there: a browser or a tool asking for a font, a script or metrics must get a 404, not the app's HTML.
 */
export function isAppPage(path: string, accept: string | undefined): boolean {
  const first = firstSegment(path);
  if (first === ASSETS_ROOT) return false;
  if (SHARED_ROOTS.has(first)) return NAVIGATION_ACCEPT.test(accept ?? '');
  return PAGE_ROOTS.has(first) || !FILE_NAME.test(path);
}

function firstSegment(path: string): string {
  return path.split('/').find((segment) => segment !== '') ?? '';
}
