import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import { sessionQuery } from '../api/session.queries';
import type { ShellRoute } from '../shared/manifest/feature-manifest';

/**
 * The loader of the session check: the session query starts with the first navigation, beside the page's own
 * prefetch, instead of after the first render. It is fresh for a minute, so later navigations ask nothing.
 */
export function sessionLoader(queryClient: QueryClient): LoaderFunction {
  return () => {
    void queryClient.prefetchQuery(sessionQuery);
    return null;
  };
}

/**
 * The loader of a route with a prefetch: starts it and returns at once, so the page renders while its data loads
 * (rendering and loading overlap, which is what makes the first rows come soonest). What it loads lands in the
 * query cache, where the page's own queries find it, or its error, when they mount; it never fails a navigation.
 */
export function prefetchLoader(
  prefetch: NonNullable<ShellRoute['prefetch']>,
  queryClient: QueryClient,
): LoaderFunction {
  return ({ request, params }) => {
    prefetch(queryClient, new URL(request.url).pathname, params).catch(() => undefined);
    return null;
  };
}
