import { queryOptions, useQuery } from '@tanstack/react-query';
import type { components } from '@contract/generated/api';
import { api, call } from './client';
import { toLoginStrategy } from './login-strategy';
import { queryKeys, type PermissionQuestion } from './query-keys';

/** The session as `GET /api/v1/session` describes it. */
export type Session = components['schemas']['Session'];

/** The session query, shared by the shell's session check and everything that reads `pages`. */
export const sessionQuery = queryOptions({
  queryKey: queryKeys.session,
  queryFn: () => call(api().GET('/api/v1/session')),
  staleTime: 60_000,
});

/** The current session; fails (and the shell goes to /login) when there is none. */
export function useSession() {
  return useQuery(sessionQuery);
}

/** How this console logs users in (form, SSO redirect or operator JWT). */
export const loginStrategyQuery = queryOptions({
  queryKey: queryKeys.loginStrategy,
  queryFn: async () => toLoginStrategy(await call(api().GET('/api/v1/login'))),
  // The page offers Retry itself; failing fast shows the backend-unreachable state at once.
  retry: false,
  staleTime: Infinity,
});

/** The login strategy, for the login page. */
export function useLoginStrategy() {
  return useQuery(loginStrategyQuery);
}

/** Asks the backend which of these actions the session may perform; resolves to a map from id to the answer. */
export function useHasPermission(questions: readonly PermissionQuestion[]) {
  return useQuery({
    queryKey: queryKeys.permissions(questions),
    queryFn: async () => {
      const answer = await call(api().POST('/api/v1/has-permission', { body: { actions: [...questions] } }));
      return new Map(answer.permissions.map(({ id, can }) => [id, can]));
    },
    enabled: questions.length > 0,
    staleTime: 60_000,
  });
}

/** The session inside the shell, where the session check has already loaded it. */
export function useCurrentSession(): Session {
  const { data } = useSession();
  if (!data) throw new Error('useCurrentSession is only for screens inside the shell’s session check');
  return data;
}
