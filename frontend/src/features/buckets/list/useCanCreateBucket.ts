import { useEffect } from 'react';
import { useHasPermission } from '@frontend/api/session.queries';
import { useNotify } from '@frontend/shared/messages/useNotify';
import { bucketsStrings } from '../buckets.strings';

const QUESTIONS = [{ id: 'create-bucket', action: 's3:CreateBucket' }] as const;

/**
 * Whether Create Bucket shows: only when the permission check says yes. A failing check shows an error and keeps
 * the button hidden (spec 01 §6, §8).
 */
export function useCanCreateBucket(): boolean {
  const answer = useHasPermission(QUESTIONS);
  const { showError } = useNotify();
  const { error } = answer;
  useEffect(() => {
    if (error) showError(new Error(`${bucketsStrings.permissionCheckFailed}: ${error.message}`));
  }, [error, showError]);
  return answer.data?.get('create-bucket') === true;
}
