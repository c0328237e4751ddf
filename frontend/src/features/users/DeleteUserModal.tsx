import { DeleteConfirmModal } from '../../shared/components/DeleteConfirmModal';
import { usersStrings as strings } from './users.strings';
import { useDeleteUser } from './users.queries';

/** Confirms and deletes one user, named in the question. */
export function DeleteUserModal(props: { name: string; onClose: () => void; onDeleted?: () => void }) {
  return (
    <DeleteConfirmModal
      {...props}
      title={strings.deleteTitle}
      question={strings.deleteText(props.name)}
      note={strings.deleteNote}
      deletion={useDeleteUser()}
      variables={props.name}
      deletedMessage={strings.deleted(props.name)}
      data-test="delete-user-modal"
    />
  );
}
