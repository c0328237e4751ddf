import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import { operatorPages } from '@contract/shared/permissions/pages';
import type { LoginStrategy } from '../api/login-strategy';
import { queryKeys } from '../api/query-keys';
import { loginStrategyQuery, sessionQuery } from '../api/session.queries';
import type { ShellRoute } from '../shared/manifest/feature-manifest';
import { firstPermittedPath } from './first-permitted-route';

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

/**
 * The loader of '/' (the landing redirect): starts the landing page's code and its prefetch as the navigation
 * begins, rather than after the shell's code has loaded, the session has come and the redirect has rendered (the
 * redirect's own navigation then finds both under way). The landing is the session's first permitted page; right
 * after an operator login (the service-account strategy, whose answer the login page left in the cache) it is
 * expected before the session answers: operator mode's first page (the tenants list), whose list then loads beside
 * the session check. Should the session not allow that page, its request was one refused call nobody shows. Nothing
 * starts before a login: without a session the session query answers 401 and nothing follows.
 */
export function landingLoader(queryClient: QueryClient, routes: readonly ShellRoute[]): LoaderFunction {
  return () => {
    landingPages(queryClient)
      .then((pages) => {
        const target = firstPermittedPath(pages, routes);
        const route = routes.find((candidate) => candidate.page === target);
        if (!target || !route) return;
        if ('load' in route.Component) void route.Component.load().catch(() => undefined);
        route.prefetch?.(queryClient, target, {}).catch(() => undefined);
      })
      .catch(() => undefined);
    return null;
  };
}

/**
 * The loader of the login page: in operator mode (the service-account strategy) it loads the code of the shell and
 * of operator mode's first page while the user finds a token, so that after the login only their data is awaited.
 * Code only: no data is asked for before the login.
 */
export function loginPageLoader(
  queryClient: QueryClient,
  routes: readonly ShellRoute[],
  loadShell: () => Promise<unknown>,
): LoaderFunction {
  return () => {
    queryClient
      .fetchQuery(loginStrategyQuery)
      .then((strategy) => {
        if (strategy.kind !== 'service-account') return;
        const landing = firstPermittedPath(operatorPages, routes);
        const route = routes.find((candidate) => candidate.page === landing);
        void loadShell().catch(() => undefined);
        if (route && 'load' in route.Component) void route.Component.load().catch(() => undefined);
      })
      .catch(() => undefined);
    return null;
  };
}

/** The pages the landing is chosen from: the session's, or operator mode's before the session answers. */
async function landingPages(queryClient: QueryClient) {
  const session = queryClient.getQueryData(sessionQuery.queryKey);
  if (session) return session.pages;
  const strategy = queryClient.getQueryData<LoginStrategy>(queryKeys.loginStrategy);
  if (strategy?.kind === 'service-account') return operatorPages;
  return (await queryClient.fetchQuery(sessionQuery)).pages;
}
