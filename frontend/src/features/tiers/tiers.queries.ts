import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { components } from '@contract/generated/api';
import { api, call } from '@frontend/api/client';

type Schemas = components['schemas'];
export type Tier = Schemas['Tier'];
export type TierType = Tier['type'];
export type AddTierRequest = Schemas['AddTierRequest'];
export type TierCredentialsRequest = Schemas['TierCredentialsRequest'];

/** What a row shows of a tier: the block named after its type (spec 03 §3 "Tier"). */
export type TierBlock = NonNullable<Tier['s3']>;

export const TIER_TYPES: readonly TierType[] = ['minio', 'gcs', 's3', 'azure'];

/** The query keys; the bucket lifecycle form lists tier names under its own key and refreshes on its own. */
export const tierKeys = { list: ['tiers'] as const };

/** The block of a tier, named after its type; undefined if MinIO listed a tier without one. */
export function tierBlock(tier: Tier): TierBlock | undefined {
  return tier[tier.type];
}

/** `GET /api/v1/admin/tiers`, with MinIO's status and usage of each. */
export function useTiers() {
  return useQuery({
    queryKey: tierKeys.list,
    queryFn: async () => (await call(api().GET('/api/v1/admin/tiers'))).items,
  });
}

function useTierMutation<V>(mutationFn: (variables: V) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => client.invalidateQueries({ queryKey: tierKeys.list }) });
}

/** `GET /api/v1/admin/tiers/{name}/rules`: the lifecycle rules moving objects to the tier (what depends on it). */
export function useTierRules(name: string) {
  return useQuery({
    queryKey: [...tierKeys.list, name, 'rules'],
    queryFn: async () =>
      (await call(api().GET('/api/v1/admin/tiers/{name}/rules', { params: { path: { name } } }))).rules,
  });
}

/** `POST /api/v1/admin/tiers`. */
export function useAddTier() {
  return useTierMutation((body: AddTierRequest) => call(api().POST('/api/v1/admin/tiers', { body })));
}

/** `DELETE /api/v1/admin/tiers/{name}`. */
export function useRemoveTier() {
  return useTierMutation(({ name }: { name: string }) =>
    call(api().DELETE('/api/v1/admin/tiers/{name}', { params: { path: { name } } })),
  );
}

/** `PUT /api/v1/admin/tiers/{type}/{name}/credentials`. */
export function useUpdateTierCredentials() {
  return useTierMutation(({ type, name, body }: { type: TierType; name: string; body: TierCredentialsRequest }) =>
    call(api().PUT('/api/v1/admin/tiers/{type}/{name}/credentials', { params: { path: { type, name } }, body })),
  );
}
