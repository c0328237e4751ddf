import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter } from 'react-router';
import { currentBasePath, pathWithinBase, routerBasename } from '../api/base-path';
import { configureSessionExit } from '../api/session-exit';
import { buildRoutes } from './app-routes';
import { featureManifests } from './feature-registry';

/**
 * The app's router, under the same base as the API client (sub-path or operator proxy prefix), wired to the API
 * layer's session rules: a 401 or a lost backend leads here to /login and empties the query cache.
 */
export function createAppRouter(queryClient: QueryClient) {
  const basename = routerBasename(currentBasePath());
  const router = createBrowserRouter(buildRoutes(featureManifests, queryClient), { basename });
  configureSessionExit({
    // The router's state holds the browser's path; the saved path must be one the router can navigate to.
    currentPath: () => `${pathWithinBase(router.state.location.pathname, basename)}${router.state.location.search}`,
    goToLogin: () => router.navigate('/login', { replace: true }),
    clearServerState: () => queryClient.clear(),
  });
  return router;
}
