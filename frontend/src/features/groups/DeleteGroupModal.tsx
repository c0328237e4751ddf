import { ConfirmModal } from '../../shared/components/ConfirmModal';
import { useNotify } from '../../shared/messages/useNotify';
import { groupsStrings as strings } from './groups.strings';
import { useDeleteGroup, useGroup } from './groups.queries';

/**
 * Confirms and deletes a group. MinIO refuses to delete a group with members, so the question says how many will be
 * taken out first (the users stay), and the console does that (two steps, reported if the second fails).
 */
export function DeleteGroupModal(props: { name: string; onClose: () => void; onDeleted?: () => void }) {
  const { name, onClose, onDeleted } = props;
  const memberCount = useGroup(name).data?.members.length;
  const deletion = useDeleteGroup();
  const notify = useNotify();
  const removeMembers = memberCount !== undefined && memberCount > 0;
  const confirm = () =>
    deletion.mutate(
      { name, removeMembers },
      {
        onSuccess: () => {
          notify.showMessage(strings.deleted(name));
          onClose();
          onDeleted?.();
        },
        onError: (error) => notify.showModalError(error),
      },
    );
  return (
    <ConfirmModal
      title={strings.deleteTitle}
      onConfirm={confirm}
      onClose={onClose}
      isBusy={deletion.isPending}
      data-test="delete-group-modal"
    >
      <p>{strings.deleteText(name)}</p>
      <p className="pf-v6-u-mt-sm pf-v6-u-font-size-sm">
        {removeMembers ? strings.deleteWithMembers(memberCount) : strings.deleteEmpty}
      </p>
    </ConfirmModal>
  );
}
