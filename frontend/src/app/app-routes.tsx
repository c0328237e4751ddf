import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import type { FeatureManifest, ShellRoute } from '../shared/manifest/feature-manifest';
import { AppErrorBoundary } from './AppErrorBoundary';
import { FirstPermittedRedirect } from './FirstPermittedRedirect';
import { PageGuard } from './PageGuard';
import { prefetchLoader, sessionLoader } from './route-prefetch';
import { SessionGate } from './SessionGate';

/**
 * The route tree, assembled from the feature manifests: the public screens, then the shell behind the session
 * check, where each declared route sits behind the guard of its `pages` entry and any other path goes to the first
 * permitted route. Given a `queryClient`, the session query and each route's prefetch run as loaders: they start
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
        ...manifests.flatMap((manifest) => manifest.publicRoutes ?? []),
        {
          path: '/',
          element: <SessionGate />,
          ...(queryClient ? { loader: sessionLoader(queryClient) } : {}),
          children: [
            {
              errorElement: <AppErrorBoundary />,
              children: [
                { index: true, element: <FirstPermittedRedirect /> },
                ...guarded,
                { path: '*', element: <FirstPermittedRedirect /> },
              ],
            },
          ],
        },
      ],
    },
  ];
}

/** A page given as a component renders at once; one given as a loader is fetched by the router's `lazy`. */
function pageComponent(page: ShellRoute['Component']): Pick<RouteObject, 'Component' | 'lazy'> {
  if ('load' in page) return { lazy: async () => ({ Component: await page.load() }) };
  return { Component: page };
}
