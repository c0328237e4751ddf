import { DeleteConfirmModal } from '../../shared/components/DeleteConfirmModal';
import { serviceAccountsStrings as strings } from './service-accounts.strings';
import { useDeleteServiceAccounts } from './service-accounts.queries';

/** Confirms and deletes the selected service accounts, naming how many and which. */
export function DeleteServiceAccountsModal({
  accessKeys,
  onClose,
  onDeleted,
}: {
  accessKeys: readonly string[];
  onClose: () => void;
  onDeleted: () => void;
}) {
  return (
    <DeleteConfirmModal
      title={strings.deleteManyTitle}
      question={strings.deleteManyText(accessKeys.length)}
      note={
        <>
          <span data-test="delete-service-accounts-list">{accessKeys.join(', ')}</span>. {strings.deleteNote}
        </>
      }
      deletion={useDeleteServiceAccounts()}
      variables={accessKeys}
      deletedMessage={strings.deletedMany(accessKeys.length)}
      onClose={onClose}
      onDeleted={onDeleted}
      data-test="delete-service-accounts-modal"
    />
  );
}
