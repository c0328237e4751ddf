/**
 * Where the app lives, computed once from the page's own address (spec 01 §2, §7):
 *
 * - opened under `/api/proxy/{namespace}/{tenant}/…` (a tenant's console reached through the operator), the first four
 *   path segments are the base of the router and the prefix of every API call;
 * - otherwise the base is the `<base href>` the backend writes into index.html (`CONSOLE_SUBPATH`, default `/`).
 *
 * The result always starts and ends with `/`.
 */
export function appBasePath(pathname: string, baseHref: string | null | undefined): string {
  if (pathname.startsWith(PROXY_PREFIX)) {
    const segments = pathname.split('/').filter((segment) => segment !== '');
    if (segments.length >= 4) return `/${segments.slice(0, 4).join('/')}/`;
  }
  return withSlashes(pathOf(baseHref ?? '/'));
}

/** The react-router `basename`: the base without its trailing slash (`/` stays `/`). */
export function routerBasename(basePath: string): string {
  return basePath === '/' ? '/' : basePath.replace(/\/+$/, '');
}

/** A browser path as the router sees it: without the base (`/tools/console/users` → `/users`). */
export function pathWithinBase(pathname: string, basename: string): string {
  if (basename === '/' || basename === '') return pathname;
  if (pathname === basename) return '/';
  return pathname.startsWith(`${basename}/`) ? pathname.slice(basename.length) : pathname;
}

/** The API client's `baseUrl`: origin plus base without the trailing slash (the contract's paths start with `/api`). */
export function apiBaseUrl(origin: string, basePath: string): string {
  return `${origin}${basePath.replace(/\/+$/, '')}`;
}

/** The base of the running page: read from its address and from `<base href>` (not `document.baseURI`, which falls
 * back to the page's own address when there is no `<base>` element). */
export function currentBasePath(): string {
  return appBasePath(window.location.pathname, document.querySelector('base')?.getAttribute('href'));
}

const PROXY_PREFIX = '/api/proxy/';

function pathOf(href: string): string {
  // An absolute or relative href: only its path matters (the page's origin is the API's origin).
  return new URL(href, 'http://base.invalid/').pathname;
}

function withSlashes(path: string): string {
  const trimmed = path.replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? '/' : `/${trimmed}/`;
}
