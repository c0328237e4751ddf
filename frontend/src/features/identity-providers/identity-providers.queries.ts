import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import type { components } from '@contract/generated/api';
import { api, call } from '@frontend/api/client';
import { serverNeedsRestartAtom } from '@frontend/shared/state/server-restart.atoms';

type Schemas = components['schemas'];
export type IdpType = Schemas['IdpType'];
export type IdpConfigValues = Schemas['IdpConfigValues'];
export type IdpConfiguration = Schemas['IdpConfiguration'];
export type LdapEntities = Schemas['LdapEntities'];
export type LdapEntitiesRequest = Schemas['LdapEntitiesRequest'];
export type LdapPolicyChangeRequest = Schemas['LdapPolicyChangeRequest'];

const IDP_KEY = 'identity-providers';
export const idpKeys = {
  list: (type: IdpType) => [IDP_KEY, type, 'list'] as const,
  one: (type: IdpType, name: string) => [IDP_KEY, type, 'one', name] as const,
};

/** `GET /api/v1/idp/{type}`: what the running server has loaded. */
export function useIdpConfigurations(type: IdpType) {
  return useQuery({
    queryKey: idpKeys.list(type),
    queryFn: async () => (await call(api().GET('/api/v1/idp/{type}', { params: { path: { type } } }))).results,
  });
}

/** `GET /api/v1/idp/{type}/{name}`. */
export function useIdpConfiguration(type: IdpType, name: string, enabled = true) {
  return useQuery({
    queryKey: idpKeys.one(type, name),
    queryFn: () => call(api().GET('/api/v1/idp/{type}/{name}', { params: { path: { type, name } } })),
    enabled,
    retry: false,
  });
}

/** After a saved change: the pages read afresh and the restart bar asks for the restart the change needs. */
function useAfterChange() {
  const queryClient = useQueryClient();
  const setNeedsRestart = useSetAtom(serverNeedsRestartAtom);
  return (result: { restart: boolean }) => {
    if (result.restart) setNeedsRestart(true);
    void queryClient.invalidateQueries({ queryKey: [IDP_KEY] });
  };
}

/** Add (`POST /idp/{type}`) or change (`PUT /idp/{type}/{name}`) one configuration. */
export function useSaveIdpConfiguration(type: IdpType, mode: 'add' | 'update') {
  const afterChange = useAfterChange();
  return useMutation({
    mutationFn: ({ name, values }: { name: string; values: IdpConfigValues }) =>
      mode === 'add'
        ? call(api().POST('/api/v1/idp/{type}', { params: { path: { type } }, body: { name, values } }))
        : call(api().PUT('/api/v1/idp/{type}/{name}', { params: { path: { type, name } }, body: { values } })),
    onSuccess: afterChange,
  });
}

/** `DELETE /api/v1/idp/{type}/{name}`. */
export function useDeleteIdpConfiguration(type: IdpType) {
  const afterChange = useAfterChange();
  return useMutation({
    mutationFn: (name: string) => call(api().DELETE('/api/v1/idp/{type}/{name}', { params: { path: { type, name } } })),
    onSuccess: afterChange,
  });
}

/** `POST /api/v1/idp-connection-test/{type}`. */
export function useTestIdpConnection(type: IdpType) {
  return useMutation({
    mutationFn: (values: IdpConfigValues) =>
      call(api().POST('/api/v1/idp-connection-test/{type}', { params: { path: { type } }, body: { values } })),
  });
}

/** `POST /api/v1/ldap-entities`: a lookup, so a mutation the page runs on demand. */
export function useLdapEntities() {
  return useMutation({
    mutationFn: (body: LdapEntitiesRequest) => call(api().POST('/api/v1/ldap-entities', { body })),
  });
}

/** `POST /api/v1/ldap-entities/policies`. */
export function useChangeLdapPolicies() {
  return useMutation({
    mutationFn: (body: LdapPolicyChangeRequest) => call(api().POST('/api/v1/ldap-entities/policies', { body })),
  });
}
