import { ConfirmModal } from '@frontend/shared/components/ConfirmModal';
import { useNotify } from '@frontend/shared/messages/useNotify';
import { useDeleteBucket } from './buckets.queries';
import { deleteBucketStrings as strings } from './buckets.strings';

/** Delete Bucket with the spec's confirmation (spec 01 §5); a non-empty bucket's refusal shows inside the dialog. */
export function DeleteBucketModal({
  bucket,
  onClose,
  onDeleted,
}: {
  bucket: string;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const remove = useDeleteBucket();
  const { showMessage, showModalError, clearModalError } = useNotify();
  return (
    <ConfirmModal
      title={strings.title}
      isBusy={remove.isPending}
      onClose={onClose}
      onConfirm={() => {
        clearModalError();
        remove.mutate(bucket, {
          onSuccess: () => {
            showMessage(strings.deleted(bucket));
            onDeleted();
          },
          onError: showModalError,
        });
      }}
      data-test="delete-bucket-modal"
    >
      {strings.confirm(bucket)}
    </ConfirmModal>
  );
}
