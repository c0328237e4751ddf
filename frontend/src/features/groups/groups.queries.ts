import { useMutation, useQuery } from '@tanstack/react-query';
import type { components } from '@contract/generated/api';
import { api, call } from '../../api/client';
import { IAM_KEY, useInvalidateIam } from '../../shared/hooks/useInvalidateIam';

type Schemas = components['schemas'];
export type Group = Schemas['Group'];
export type AddGroupRequest = Schemas['AddGroupRequest'];
export type UpdateGroupRequest = Schemas['UpdateGroupRequest'];

export const groupKeys = {
  list: [IAM_KEY, 'groups'] as const,
  one: (name: string) => [IAM_KEY, 'group', name] as const,
};

/** `GET /api/v1/groups`: the group names, sorted (MinIO answers null when there are none). */
export function useGroupNames(enabled = true) {
  return useQuery({
    queryKey: groupKeys.list,
    queryFn: async () =>
      [...((await call(api().GET('/api/v1/groups'))).groups ?? [])].sort((a, b) => a.localeCompare(b)),
    enabled,
  });
}

/** `GET /api/v1/group?name=`. */
export function useGroup(name: string) {
  return useQuery({
    queryKey: groupKeys.one(name),
    queryFn: () => call(api().GET('/api/v1/group', { params: { query: { name } } })),
  });
}

/** `POST /api/v1/groups`. */
export function useAddGroup() {
  const invalidate = useInvalidateIam();
  return useMutation({
    mutationFn: (body: AddGroupRequest) => call(api().POST('/api/v1/groups', { body })),
    onSuccess: invalidate,
  });
}

/** `PUT /api/v1/group?name=`: members and status; a partly applied change is reported by the backend. */
export function useUpdateGroup(name: string) {
  const invalidate = useInvalidateIam();
  return useMutation({
    mutationFn: (body: UpdateGroupRequest) => call(api().PUT('/api/v1/group', { params: { query: { name } }, body })),
    // Also after a failure: a later step may have failed after earlier ones were applied.
    onSettled: invalidate,
  });
}

/** `DELETE /api/v1/group?name=`; `removeMembers` takes the members out first (MinIO refuses otherwise). */
export function useDeleteGroup() {
  const invalidate = useInvalidateIam();
  return useMutation({
    mutationFn: ({ name, removeMembers }: { name: string; removeMembers: boolean }) =>
      call(api().DELETE('/api/v1/group', { params: { query: { name, removeMembers } } })),
    onSettled: invalidate,
  });
}

/** The policies of a group: its comma-separated `policy` string as a list. */
export function groupPolicies(group: Pick<Group, 'policy'>): string[] {
  return group.policy
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
}
