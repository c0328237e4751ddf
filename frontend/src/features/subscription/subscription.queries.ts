import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { components } from '@contract/generated/api';
import { api, call } from '@frontend/api/client';

export type SubscriptionInfo = components['schemas']['SubscriptionInfo'];
export type ValidateSubscriptionRequest = components['schemas']['ValidateSubscriptionRequest'];

const subscriptionKey = ['subscription'] as const;

/** `GET /api/v1/subscription/info`: the licence kept in MinIO, checked; `null` when there is none. */
export function useSubscription() {
  return useQuery({
    queryKey: subscriptionKey,
    queryFn: async (): Promise<SubscriptionInfo | null> => {
      const info = await call(api().GET('/api/v1/subscription/info'));
      return info.status === 'none' ? null : info;
    },
  });
}

/** `POST /api/v1/subscription/validate`: activates with a licence key, or an e-mail and password. */
export function useActivateSubscription() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ValidateSubscriptionRequest) => call(api().POST('/api/v1/subscription/validate', { body })),
    onSettled: () => client.invalidateQueries({ queryKey: subscriptionKey }),
  });
}

/** `POST /api/v1/subscription/refresh` (operator mode): the provider's current version of the licence. */
export function useRefreshSubscription() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(api().POST('/api/v1/subscription/refresh')),
    onSettled: () => client.invalidateQueries({ queryKey: subscriptionKey }),
  });
}

/** The plan to highlight: none registered is Community; ENTERPRISE is Enterprise; any other plan is Standard (spec 03 §3). */
export function currentPlan(info: SubscriptionInfo | null | undefined): 'community' | 'standard' | 'enterprise' {
  if (info?.status !== 'valid') return 'community';
  return info.plan === 'ENTERPRISE' ? 'enterprise' : 'standard';
}
