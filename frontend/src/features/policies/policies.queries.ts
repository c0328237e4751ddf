import { useMutation, useQuery } from '@tanstack/react-query';
import type { components } from '@contract/generated/api';
import { ApiRequestError } from '../../api/api-error';
import { api, call } from '../../api/client';
import { IAM_KEY, useInvalidateIam } from '../../shared/hooks/useInvalidateIam';

type Schemas = components['schemas'];
export type SavePolicyRequest = Schemas['SavePolicyRequest'];
export type SetPoliciesRequest = Schemas['SetPoliciesRequest'];

/** Query keys of the policies screens; all under the IAM root so that any IAM change refreshes them. */
export const policyKeys = {
  list: [IAM_KEY, 'policies'] as const,
  one: (name: string) => [IAM_KEY, 'policy', name] as const,
  users: (name: string) => [IAM_KEY, 'policy-users', name] as const,
  groups: (name: string) => [IAM_KEY, 'policy-groups', name] as const,
};

/** Pickers ask for up to this many policies (spec 02 §9). */
export const POLICY_PICKER_LIMIT = 1000;

/**
 * Whether a read failed because MinIO refuses this session the action (a 403: no admin:GetPolicy or
 * admin:ListUserPolicies), which says nothing of whether the policy exists.
 */
export function isReadRefusal(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 403;
}

/** `GET /api/v1/policies`: the policy names, sorted. */
export function usePolicyNames() {
  return useQuery({
    queryKey: policyKeys.list,
    queryFn: async () => {
      const answer = await call(api().GET('/api/v1/policies', { params: { query: { limit: POLICY_PICKER_LIMIT } } }));
      return answer.policies.map(({ name }) => name).sort((a, b) => a.localeCompare(b));
    },
  });
}

/** `GET /api/v1/policy?name=`: one policy with its document. */
export function usePolicy(name: string) {
  return useQuery({
    queryKey: policyKeys.one(name),
    queryFn: () => call(api().GET('/api/v1/policy', { params: { query: { name } } })),
  });
}

/** `GET /api/v1/policies/{policy}/users`. */
export function usePolicyUsers(name: string, enabled = true) {
  return useQuery({
    queryKey: policyKeys.users(name),
    queryFn: async () =>
      (await call(api().GET('/api/v1/policies/{policy}/users', { params: { path: { policy: name } } }))).users,
    enabled,
  });
}

/** `GET /api/v1/policies/{policy}/groups`. */
export function usePolicyGroups(name: string, enabled = true) {
  return useQuery({
    queryKey: policyKeys.groups(name),
    queryFn: async () =>
      (await call(api().GET('/api/v1/policies/{policy}/groups', { params: { path: { policy: name } } }))).groups,
    enabled,
  });
}

/** `POST /api/v1/policies`: creates a policy or replaces its document. */
export function useSavePolicy() {
  const invalidate = useInvalidateIam();
  return useMutation({
    mutationFn: (body: SavePolicyRequest) => call(api().POST('/api/v1/policies', { body })),
    onSuccess: invalidate,
  });
}

/** `DELETE /api/v1/policy?name=`. */
export function useDeletePolicy() {
  const invalidate = useInvalidateIam();
  return useMutation({
    mutationFn: (name: string) => call(api().DELETE('/api/v1/policy', { params: { query: { name } } })),
    onSuccess: invalidate,
  });
}

/** `PUT /api/v1/set-policy`: replaces the policies of one user or group. */
export function useSetPolicies() {
  const invalidate = useInvalidateIam();
  return useMutation({
    mutationFn: (body: SetPoliciesRequest) => call(api().PUT('/api/v1/set-policy', { body })),
    onSettled: invalidate,
  });
}

/** `POST /api/v1/policies-attach`: adds policies to many users and groups, answering each one's outcome. */
export function useAttachPoliciesBulk() {
  const invalidate = useInvalidateIam();
  return useMutation({
    mutationFn: (body: Schemas['AttachPoliciesBulkRequest']) => call(api().POST('/api/v1/policies-attach', { body })),
    onSettled: invalidate,
  });
}
