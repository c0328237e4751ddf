import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, call } from './client';
import { queryKeys } from './query-keys';
import { leaveSession } from './session-exit';

/** After a login nothing cached before it may show (another user may have logged in); the strategy stays. */
function useForgetEarlierAnswers() {
  const queryClient = useQueryClient();
  return () => queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.loginStrategy[0] });
}

/** `POST /api/v1/login` with an access key and secret key; the answer sets the session cookie. */
export function useLogin() {
  const onSuccess = useForgetEarlierAnswers();
  return useMutation({
    mutationFn: (body: { accessKey: string; secretKey: string }) => call(api().POST('/api/v1/login', { body })),
    onSuccess,
  });
}

/** `POST /api/v1/login/operator` with a Kubernetes service-account token. */
export function useOperatorLogin() {
  const onSuccess = useForgetEarlierAnswers();
  return useMutation({
    mutationFn: (body: { jwt: string }) => call(api().POST('/api/v1/login/operator', { body })),
    onSuccess,
  });
}

/** `POST /api/v1/login/oauth2/auth`: finishes a single sign-on login with the identity provider's code. */
export function useOAuthCallback() {
  const onSuccess = useForgetEarlierAnswers();
  return useMutation({
    mutationFn: (body: { code: string; state: string; iss?: string }) =>
      call(api().POST('/api/v1/login/oauth2/auth', { body })),
    onSuccess,
  });
}

/** `POST /api/v1/logout`. The client forgets the session whatever the answer (spec 01 §8). */
export function useLogout() {
  return useMutation({
    mutationFn: () => call(api().POST('/api/v1/logout')),
    onError: (error) => {
      // The spec asks for the failure to be logged only; the user is logged out on this side regardless.
      // eslint-disable-next-line no-console
      console.warn('Logout failed; the session is cleared in this browser anyway.', error);
    },
    onSettled: () => leaveSession(),
  });
}

/** `POST /api/v1/service/restart` (empty body). */
export function useRestartService() {
  return useMutation({ mutationFn: () => call(api().POST('/api/v1/service/restart')) });
}
