import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createStore, Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { configureSessionExit } from '../api/session-exit';
import { buildRoutes } from '../app/app-routes';
import { featureManifests } from '../app/feature-registry';
import { createQueryClient } from '../app/query-client';

/**
 * Renders the real route tree (or `routes`) at `path` in memory, with a fresh query cache and jotai store, wired to
 * the API layer's session rules like the app is. Returns the router to read the location from.
 */
export function renderApp(path: string, routes: RouteObject[] = buildRoutes(featureManifests)) {
  const queryClient = createQueryClient();
  const store = createStore();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  configureSessionExit({
    currentPath: () => `${router.state.location.pathname}${router.state.location.search}`,
    goToLogin: () => router.navigate('/login', { replace: true }),
    clearServerState: () => queryClient.clear(),
  });
  const view = render(
    <Providers queryClient={queryClient} store={store}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, router, store, queryClient };
}

function Providers({
  queryClient,
  store,
  children,
}: {
  queryClient: ReturnType<typeof createQueryClient>;
  store: ReturnType<typeof createStore>;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <JotaiProvider store={store}>{children}</JotaiProvider>
    </QueryClientProvider>
  );
}
