import type { RouteObject } from 'react-router';
import type { FeatureManifest } from '../shared/manifest/feature-manifest';
import { AppErrorBoundary } from './AppErrorBoundary';
import { FirstPermittedRedirect } from './FirstPermittedRedirect';
import { PageGuard } from './PageGuard';
import { SessionGate } from './SessionGate';

/**
 * The route tree, assembled from the feature manifests: the public screens, then the shell behind the session
 * check, where each declared route sits behind the guard of its `pages` entry and any other path goes to the first
 * permitted route.
 */
export function buildRoutes(manifests: readonly FeatureManifest[]): RouteObject[] {
  const guarded: RouteObject[] = manifests
    .flatMap((manifest) => manifest.routes ?? [])
    .map(({ path, page, Component }) => ({
      element: <PageGuard page={page} />,
      children: [{ path, Component }],
    }));
  return [
    {
      errorElement: <AppErrorBoundary />,
      children: [
        ...manifests.flatMap((manifest) => manifest.publicRoutes ?? []),
        {
          path: '/',
          element: <SessionGate />,
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
