import { ConfirmModal } from '../../shared/components/ConfirmModal';
import { useNotify } from '../../shared/messages/useNotify';
import { policiesStrings as strings } from './policies.strings';
import { useDeletePolicy } from './policies.queries';

/** Confirms and deletes one policy; MinIO's refusal (the policy is still attached) shows inside the dialog. */
export function DeletePolicyModal({
  name,
  onClose,
  onDeleted,
}: {
  name: string;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const notify = useNotify();
  const deletion = useDeletePolicy();
  const confirm = () =>
    deletion.mutate(name, {
      onSuccess: () => {
        notify.showMessage(strings.deleted(name));
        onClose();
        onDeleted?.();
      },
      onError: (error) => notify.showModalError(error),
    });
  return (
    <ConfirmModal
      title={strings.deleteTitle}
      onConfirm={confirm}
      onClose={onClose}
      isBusy={deletion.isPending}
      data-test="delete-policy-modal"
    >
      <p>{strings.deleteText(name)}</p>
      <p className="pf-v6-u-mt-sm pf-v6-u-font-size-sm">{strings.deleteInUse}</p>
    </ConfirmModal>
  );
}
