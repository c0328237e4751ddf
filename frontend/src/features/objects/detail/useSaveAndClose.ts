import { useNotify } from '@frontend/shared/messages/useNotify';
import type { BucketObject } from '../listing/object-sort';
import { useObjectsChange } from '../objects.queries';

/**
 * The save of an object dialog: runs `change`, then reports `message` and closes, or shows the refusal inside the
 * dialog (spec 02 §4, §8). Every listing and detail of the bucket reloads on success. `onRefused` runs on a
 * refusal, so a dialog can show the saved state again rather than a state that was not saved.
 */
export function useSaveAndClose<V>(
  bucket: string,
  change: (value: V) => Promise<unknown>,
  message: string,
  onClose: () => void,
  onRefused?: () => void,
) {
  const mutation = useObjectsChange(bucket, change);
  const notify = useNotify();
  return {
    isPending: mutation.isPending,
    save: (value: V) => {
      notify.clearModalError();
      mutation.mutate(value, {
        onSuccess: () => {
          notify.showMessage(message);
          onClose();
        },
        onError: (error) => {
          onRefused?.();
          notify.showModalError(error);
        },
      });
    },
  };
}

/** What the dialogs of one object get. */
export interface ObjectDialogProps {
  readonly bucket: string;
  readonly object: BucketObject;
  readonly onClose: () => void;
}
