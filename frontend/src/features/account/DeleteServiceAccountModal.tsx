import { DeleteConfirmModal } from '../../shared/components/DeleteConfirmModal';
import { serviceAccountsStrings as strings } from './service-accounts.strings';
import { useDeleteServiceAccount } from './service-accounts.queries';

/** Confirms and deletes one service account, named by its access key. */
export function DeleteServiceAccountModal({ accessKey, onClose }: { accessKey: string; onClose: () => void }) {
  return (
    <DeleteConfirmModal
      title={strings.deleteTitle}
      question={strings.deleteText(accessKey)}
      note={strings.deleteNote}
      deletion={useDeleteServiceAccount()}
      variables={accessKey}
      deletedMessage={strings.deleted(accessKey)}
      onClose={onClose}
      data-test="delete-service-account-modal"
    />
  );
}
