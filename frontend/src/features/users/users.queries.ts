import { useMutation, useQuery } from '@tanstack/react-query';
import type { components } from '@contract/generated/api';
import { api, call } from '../../api/client';
import { IAM_KEY, useInvalidateIam } from '../../shared/hooks/useInvalidateIam';

type Schemas = components['schemas'];
export type User = Schemas['User'];
export type AddUserRequest = Schemas['AddUserRequest'];
export type UpdateUserRequest = Schemas['UpdateUserRequest'];
export type BulkUserGroupsRequest = Schemas['BulkUserGroupsRequest'];
export type ChangeUserPasswordRequest = Schemas['ChangeUserPasswordRequest'];

export const userKeys = {
  list: [IAM_KEY, 'users'] as const,
  one: (name: string) => [IAM_KEY, 'user', name] as const,
};

export type UserRow = NonNullable<Schemas['UserList']['users']>[number];

const usersQuery = {
  queryKey: userKeys.list,
  queryFn: async (): Promise<UserRow[]> =>
    ((await call(api().GET('/api/v1/users'))).users ?? []).sort((a, b) => a.accessKey.localeCompare(b.accessKey)),
};
const namesOf = (rows: UserRow[]) => rows.map(({ accessKey }) => accessKey);

/** `GET /api/v1/users`: the users with their status, sorted (MinIO answers null when there are none). */
export function useUserRows(enabled = true) {
  return useQuery({ ...usersQuery, enabled });
}

/** `GET /api/v1/users`: the access keys, sorted. */
export function useUserNames(enabled = true) {
  return useQuery({ ...usersQuery, enabled, select: namesOf });
}

/** `GET /api/v1/user?name=`. */
export function useUser(name: string) {
  return useQuery({
    queryKey: userKeys.one(name),
    queryFn: () => call(api().GET('/api/v1/user', { params: { query: { name } } })),
  });
}

/** `POST /api/v1/users`: creates the user, joins the groups, sets the policies (reported step by step). */
export function useAddUser() {
  const invalidate = useInvalidateIam();
  return useMutation({
    mutationFn: (body: AddUserRequest) => call(api().POST('/api/v1/users', { body })),
    onSettled: invalidate,
  });
}

/** `PUT /api/v1/user?name=`: status and groups (and policies when given). */
export function useUpdateUser(name: string) {
  const invalidate = useInvalidateIam();
  return useMutation({
    mutationFn: (body: UpdateUserRequest) => call(api().PUT('/api/v1/user', { params: { query: { name } }, body })),
    onSettled: invalidate,
  });
}

/** `DELETE /api/v1/user?name=`. */
export function useDeleteUser() {
  const invalidate = useInvalidateIam();
  return useMutation({
    mutationFn: (name: string) => call(api().DELETE('/api/v1/user', { params: { query: { name } } })),
    onSettled: invalidate,
  });
}

/** `PUT /api/v1/users-groups-bulk`: every chosen user joins every chosen group. */
export function useAddUsersToGroups() {
  const invalidate = useInvalidateIam();
  return useMutation({
    mutationFn: (body: BulkUserGroupsRequest) => call(api().PUT('/api/v1/users-groups-bulk', { body })),
    onSettled: invalidate,
  });
}

/** `POST /api/v1/user/{user}/sessions/end`: every session of a user ends at once. */
export function useEndUserSessions(user: string) {
  return useMutation({
    mutationFn: () => call(api().POST('/api/v1/user/{user}/sessions/end', { params: { path: { user } } })),
  });
}

/** `POST /api/v1/account/change-user-password`: another user's secret key. */
export function useChangeUserPassword() {
  return useMutation({
    mutationFn: (body: ChangeUserPasswordRequest) => call(api().POST('/api/v1/account/change-user-password', { body })),
  });
}
