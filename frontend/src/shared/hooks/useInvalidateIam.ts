import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/**
 * The first element of every IAM query key (policies, users, groups, service accounts). An IAM change touches
 * several screens at once (a user's groups are a group's members), so a change refreshes all of them.
 */
export const IAM_KEY = 'iam';

/** Refreshes every IAM answer in the cache after a change MinIO confirmed (or after a partly applied one). */
export function useInvalidateIam(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: [IAM_KEY] }), [queryClient]);
}
