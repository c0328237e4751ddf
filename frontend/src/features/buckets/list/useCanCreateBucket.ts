import { useHasPermission } from '@frontend/api/session.queries';
import { useErrorSnackbar } from '@frontend/shared/messages/useErrorSnackbar';
import { bucketsStrings } from '../buckets.strings';

const QUESTIONS = [{ id: 'create-bucket', action: 's3:CreateBucket' }] as const;

/**
 * Whether Create Bucket shows: only when the permission check says yes. A failing check shows an error and keeps
 * the button hidden (spec 01 §6, §8).
 */
export function useCanCreateBucket(): boolean {
  const answer = useHasPermission(QUESTIONS);
  useErrorSnackbar(answer.error, bucketsStrings.permissionCheckFailed);
  return answer.data?.get('create-bucket') === true;
}
