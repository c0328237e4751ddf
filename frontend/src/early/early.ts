/**
 * The early bundle: a few kilobytes the page runs before the app's bundle has loaded. It starts the GETs the app
 * will make first for this address (the session check, the object browser's data, the dashboard's General Status),
 * so they travel while the app's scripts load and start; the app's API client takes each answer for its own
 * identical call (api/early-gets.ts). It imports only dependency-free modules: anything shared with the app would
 * make this bundle wait for the app's.
 */
import { apiBaseUrl, currentBasePath, pathWithinBase, routerBasename } from '../api/base-path';
import { CSRF_HEADERS } from '../api/csrf-headers';
import { startEarlyGets } from '../api/early-gets';
import { dashboardEarlyGets } from '../features/dashboard/dashboard-early-gets';
import { browseEarlyGets } from '../features/objects/browse-early-gets';

const base = currentBasePath();
const routePath = pathWithinBase(window.location.pathname, routerBasename(base));
if (routePath !== '/login' && !routePath.startsWith('/login/')) {
  startEarlyGets(
    apiBaseUrl(window.location.origin, base),
    [{ path: '/api/v1/session' }, ...browseEarlyGets(routePath), ...dashboardEarlyGets(routePath)],
    CSRF_HEADERS,
  );
}
