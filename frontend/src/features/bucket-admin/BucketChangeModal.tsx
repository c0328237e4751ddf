import { FormModal, type FormModalProps } from '../../shared/components/FormModal';
import { useNotify } from '../../shared/messages/useNotify';
import { useBucketChange } from './bucket-admin.queries';

export interface BucketChangeModalProps extends Omit<FormModalProps, 'onSubmit' | 'isBusy'> {
  readonly bucket: string;
  /** The call that saves the form (it reads the form's current state). */
  readonly change: () => Promise<unknown>;
  /** The snackbar text once the change is saved. */
  readonly savedMessage: string;
}

/**
 * The scaffold of a bucket setting or rule dialog: Save runs `change` (the dialog's error banner shows a refusal),
 * then the snackbar confirms, the dialog closes and the bucket's data reloads.
 */
export function BucketChangeModal({ bucket, change, savedMessage, ...modal }: BucketChangeModalProps) {
  const { showMessage, showModalError, clearModalError } = useNotify();
  const save = useBucketChange(bucket, change);
  return (
    <FormModal
      {...modal}
      isBusy={save.isPending}
      onSubmit={() => {
        clearModalError();
        save.mutate(undefined, {
          onSuccess: () => {
            showMessage(savedMessage);
            modal.onClose();
          },
          onError: showModalError,
        });
      }}
    />
  );
}
