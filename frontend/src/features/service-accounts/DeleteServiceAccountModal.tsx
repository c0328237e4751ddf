import { ConfirmModal } from '../../shared/components/ConfirmModal';
import { useNotify } from '../../shared/messages/useNotify';
import { serviceAccountsStrings as strings } from './service-accounts.strings';
import { useDeleteServiceAccount } from './service-accounts.queries';

/** Confirms and deletes one service account, named by its access key. */
export function DeleteServiceAccountModal({ accessKey, onClose }: { accessKey: string; onClose: () => void }) {
  const deletion = useDeleteServiceAccount();
  const notify = useNotify();
  const confirm = () =>
    deletion.mutate(accessKey, {
      onSuccess: () => {
        notify.showMessage(strings.deleted(accessKey));
        onClose();
      },
      onError: (error) => notify.showModalError(error),
    });
  return (
    <ConfirmModal
      title={strings.deleteTitle}
      onConfirm={confirm}
      onClose={onClose}
      isBusy={deletion.isPending}
      data-test="delete-service-account-modal"
    >
      <p>{strings.deleteText(accessKey)}</p>
      <p className="pf-v6-u-mt-sm pf-v6-u-font-size-sm">{strings.deleteNote}</p>
    </ConfirmModal>
  );
}
