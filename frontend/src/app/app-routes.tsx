import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import type { FeatureManifest, ShellRoute } from '../shared/manifest/feature-manifest';
import { AppErrorBoundary } from './AppErrorBoundary';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import { FirstPermittedRedirect } from './FirstPermittedRedirect';
import { PageGuard } from './PageGuard';
import { landingLoader, loginPageLoader, prefetchLoader, sessionLoader } from './route-prefetch';

/**
 * The route tree, assembled from the feature manifests: the public screens, then the shell behind the session
 * check, where each declared route sits behind the guard of its `pages` entry, '/' goes to the landing page (the first
 * permitted built route) and any other path shows the not-found page (no silent redirect: the address stays). Given a `queryClient`, the session query and each route's prefetch run as loaders: they start
 * as the navigation begins (see route-prefetch.ts).
 */
export function buildRoutes(manifests: readonly FeatureManifest[], queryClient?: QueryClient): RouteObject[] {
  const guarded: RouteObject[] = manifests
    .flatMap((manifest) => manifest.routes ?? [])
    .map(({ path, page, Component, prefetch }) => ({
      element: <PageGuard page={page} />,
      children: [
        {
          path,
          ...pageComponent(Component),
          ...(prefetch && queryClient ? { loader: prefetchLoader(prefetch, queryClient) } : {}),
        },
      ],
    }));
  return [
    {
      errorElement: <AppErrorBoundary />,
      // A first load whose route has a loader renders this until the loader returns (which it does at once).
      HydrateFallback: () => null,
      children: [
        ...manifests
          .flatMap((manifest) => manifest.publicRoutes ?? [])
          .map((route) =>
            route.path === '/login' && queryClient
              ? { ...route, loader: loginPageLoader(queryClient, shellRoutesOf(manifests), loadSessionGate) }
              : route,
          ),
        {
          path: '/',
          // The shell (menu, masthead and what they import) loads with the first shell route, beside the session
          // check and the page's own code, not with the login page.
          lazy: loadSessionGate,
          ...(queryClient ? { loader: sessionLoader(queryClient) } : {}),
          children: [
            {
              errorElement: <AppErrorBoundary />,
              children: [
                {
                  index: true,
                  element: <FirstPermittedRedirect />,
                  ...(queryClient ? { loader: landingLoader(queryClient, shellRoutesOf(manifests)) } : {}),
                },
                ...guarded,
                { path: '*', element: <NotFoundPage /> },
              ],
            },
          ],
        },
      ],
    },
  ];
}

/** Every route of the shell, in the manifests' order (as feature-registry's `shellRoutes`). */
function shellRoutesOf(manifests: readonly FeatureManifest[]): ShellRoute[] {
  return manifests.flatMap((manifest) => manifest.routes ?? []);
}

/** A page given as a component renders at once; one given as a loader is fetched by the router's `lazy`. */
function pageComponent(page: ShellRoute['Component']): Pick<RouteObject, 'Component' | 'lazy'> {
  if ('load' in page) return { lazy: async () => ({ Component: await page.load() }) };
  return { Component: page };
}

/** The session check and the shell behind it, as the router's `lazy` of the shell's root route. */
async function loadSessionGate(): Promise<Pick<RouteObject, 'Component'>> {
  // Named `route-…`: the early bundle preloads its files on every shell address (early/route-chunks.ts).
  return { Component: (await import(/* webpackChunkName: "route-shell" */ './SessionGate')).SessionGate };
}
