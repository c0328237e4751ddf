import { useCallback } from 'react';
import { can } from '@contract/shared/permissions/can';
import { useCurrentSession } from '../../api/session.queries';

/**
 * Whether the session's own policy allows an action (`admin:CreatePolicy`), for showing or enabling buttons. Only
 * a hint for the screen: MinIO decides on every call, and the screen shows its refusal.
 */
export function useCan(): (action: string) => boolean {
  const { policy } = useCurrentSession();
  return useCallback((action: string) => can(policy, action), [policy]);
}
