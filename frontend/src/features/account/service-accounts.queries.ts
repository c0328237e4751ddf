import { useMutation, useQuery } from '@tanstack/react-query';
import type { components } from '@contract/generated/api';
import { api, call } from '../../api/client';
import { IAM_KEY, useInvalidateIam } from '../../shared/hooks/useInvalidateIam';

type Schemas = components['schemas'];
export type ServiceAccountCredentials = Schemas['ServiceAccountCredentials'];
export type CreateServiceAccountRequest = Schemas['CreateServiceAccountRequest'];
export type CreateWithCredentialsRequest = Schemas['CreateServiceAccountWithCredentialsRequest'];
export type ChangeOwnPasswordRequest = Schemas['ChangeOwnPasswordRequest'];
export type ServiceAccountSummary = Schemas['ServiceAccountSummary'];
export type ServiceAccountInfo = Schemas['ServiceAccountInfo'];
export type UpdateServiceAccountRequest = Schemas['UpdateServiceAccountRequest'];
export type UserEffectivePolicy = Schemas['UserEffectivePolicy'];

/** Whose service accounts: the session's own (/account) or a user's (the user's Service Accounts tab). */
export type ServiceAccountOwner = { readonly kind: 'own' } | { readonly kind: 'user'; readonly user: string };

export const serviceAccountKeys = {
  list: (owner: ServiceAccountOwner) => [IAM_KEY, 'service-accounts', owner.kind === 'own' ? '' : owner.user] as const,
  one: (accessKey: string) => [IAM_KEY, 'service-account', accessKey] as const,
  effectivePolicy: (user: string) => [IAM_KEY, 'effective-policy', user] as const,
};

/** The service accounts with name, description, expiry, status and policy kind, sorted by access key. */
export function useServiceAccounts(owner: ServiceAccountOwner) {
  return useQuery({
    queryKey: serviceAccountKeys.list(owner),
    queryFn: async () => {
      const answer =
        owner.kind === 'own'
          ? await call(api().GET('/api/v1/service-accounts'))
          : await call(api().GET('/api/v1/user/{user}/service-accounts', { params: { path: { user: owner.user } } }));
      return [...answer.accounts].sort((a, b) => a.accessKey.localeCompare(b.accessKey));
    },
  });
}

/** What Create sends: generated credentials, or chosen ones ('Customize Credentials'). */
export type CreateServiceAccountInput =
  | { readonly custom: false; readonly body: CreateServiceAccountRequest }
  | { readonly custom: true; readonly body: CreateWithCredentialsRequest };

/** Creates a service account; the answer holds the secret key, shown once. */
export function useCreateServiceAccount(owner: ServiceAccountOwner) {
  const invalidate = useInvalidateIam();
  return useMutation({
    mutationFn: (input: CreateServiceAccountInput): Promise<ServiceAccountCredentials> => {
      if (owner.kind === 'own') {
        return input.custom
          ? call(api().POST('/api/v1/service-account-credentials', { body: input.body }))
          : call(api().POST('/api/v1/service-accounts', { body: input.body }));
      }
      const path = { user: owner.user };
      return input.custom
        ? call(api().POST('/api/v1/user/{user}/service-account-credentials', { params: { path }, body: input.body }))
        : call(api().POST('/api/v1/user/{user}/service-accounts', { params: { path }, body: input.body }));
    },
    onSuccess: invalidate,
  });
}

/** `DELETE /api/v1/service-accounts/{accessKey}`. */
export function useDeleteServiceAccount() {
  const invalidate = useInvalidateIam();
  return useMutation({
    mutationFn: (accessKey: string) =>
      call(api().DELETE('/api/v1/service-accounts/{accessKey}', { params: { path: { accessKey } } })),
    onSuccess: invalidate,
  });
}

/** One service account in detail, with its policy (the Edit dialog). */
export function useServiceAccount(accessKey: string) {
  return useQuery({
    queryKey: serviceAccountKeys.one(accessKey),
    queryFn: () => call(api().GET('/api/v1/service-accounts/{accessKey}', { params: { path: { accessKey } } })),
  });
}

/** `PUT /api/v1/service-accounts/{accessKey}`: name, description, expiry, status, policy. */
export function useUpdateServiceAccount(accessKey: string) {
  const invalidate = useInvalidateIam();
  return useMutation({
    mutationFn: (body: UpdateServiceAccountRequest) =>
      call(api().PUT('/api/v1/service-accounts/{accessKey}', { params: { path: { accessKey } }, body })),
    onSuccess: invalidate,
  });
}

/** `POST /api/v1/service-accounts-delete`: several at once; what could not be deleted is named in the error. */
export function useDeleteServiceAccounts() {
  const invalidate = useInvalidateIam();
  return useMutation({
    mutationFn: (accessKeys: readonly string[]) =>
      call(api().POST('/api/v1/service-accounts-delete', { body: { accessKeys: [...accessKeys] } })),
    // Some may be gone even when others were refused.
    onSettled: invalidate,
  });
}

/** What a user may do (its policies and its enabled groups'), shown when creating a service account for it. */
export function useUserEffectivePolicy(user: string | undefined) {
  return useQuery({
    queryKey: serviceAccountKeys.effectivePolicy(user ?? ''),
    queryFn: () => call(api().GET('/api/v1/user/{user}/policy', { params: { path: { user: user ?? '' } } })),
    enabled: user !== undefined,
  });
}

/** `POST /api/v1/account/change-password`: the logged-in user's own password (needs the current one). */
export function useChangeOwnPassword() {
  return useMutation({
    mutationFn: (body: ChangeOwnPasswordRequest) => call(api().POST('/api/v1/account/change-password', { body })),
  });
}
