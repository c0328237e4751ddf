import { useMutation } from '@tanstack/react-query';
import { api, call } from '../../api/client';
import { leaveSession } from '../../api/session-exit';

/** `POST /api/v1/account/sessions/end`: every session of the logged-in user ends, this one included. */
export function useLogOutEverywhere() {
  return useMutation({
    mutationFn: () => call(api().POST('/api/v1/account/sessions/end')),
    onSuccess: () => leaveSession(),
  });
}
