import { ConfirmModal } from '../../shared/components/ConfirmModal';
import { useNotify } from '../../shared/messages/useNotify';
import { usersStrings as strings } from './users.strings';
import { useDeleteUser } from './users.queries';

/** Confirms and deletes one user, named in the question. */
export function DeleteUserModal({
  name,
  onClose,
  onDeleted,
}: {
  name: string;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const deletion = useDeleteUser();
  const notify = useNotify();
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
      data-test="delete-user-modal"
    >
      <p>{strings.deleteText(name)}</p>
      <p className="pf-v6-u-mt-sm pf-v6-u-font-size-sm">{strings.deleteNote}</p>
    </ConfirmModal>
  );
}
