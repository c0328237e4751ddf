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
import {
  awaitEarlyDashboardWindow,
  dashboardEarlyGets,
  dashboardRouteChunks,
  dashboardWidgetEarlyGets,
  isDashboard,
} from '../features/dashboard/dashboard-early-gets';
import { browseEarlyGets, browseRouteChunks } from '../features/objects/browse-early-gets';
import { preloadRouteChunks } from './route-chunks';

const base = currentBasePath();
const routePath = pathWithinBase(window.location.pathname, routerBasename(base));
// No early GET where a session is being made: the login pages, and the identity provider's return, whose early
// `/session` would answer 401 before the callback's login and be taken by the app after it.
const makesSession = routePath === '/login' || routePath.startsWith('/login/') || routePath === '/oauth_callback';
if (!makesSession) {
  const apiBase = apiBaseUrl(window.location.origin, base);
  const [session] = startEarlyGets(
    apiBase,
    [{ path: '/api/v1/session' }, ...browseEarlyGets(routePath), ...dashboardEarlyGets(routePath)],
    CSRF_HEADERS,
  );
  // The route's code downloads beside the app's bundle (after the GETs: they go first on the six connections).
  preloadRouteChunks(document, ['shell', ...browseRouteChunks(routePath), ...dashboardRouteChunks(routePath)]);
  // The dashboard's Usage widgets start as soon as the session says this user sees them from Prometheus; the app
  // reads the session's answer itself later (this reads a copy of it).
  // The route's prefetch waits for this decision, so that it takes their answers into the page's cache.
  if (session && isDashboard(routePath)) {
    awaitEarlyDashboardWindow(
      session
        .then(async (response) => {
          if (!response.ok) return;
          const facts = (await response.clone().json()) as Parameters<typeof dashboardWidgetEarlyGets>[1];
          startEarlyGets(apiBase, dashboardWidgetEarlyGets(routePath, facts), CSRF_HEADERS);
        })
        .catch(() => undefined),
    );
  }
}
