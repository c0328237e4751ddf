import { DeleteConfirmModal } from '../../shared/components/DeleteConfirmModal';
import { groupsStrings as strings } from './groups.strings';
import { useDeleteGroup, useGroup } from './groups.queries';

/**
 * Confirms and deletes a group. MinIO refuses to delete a group with members, so the question says how many will be
 * taken out first (the users stay), and the console does that (two steps, reported if the second fails).
 */
export function DeleteGroupModal(props: { name: string; onClose: () => void; onDeleted?: () => void }) {
  const memberCount = useGroup(props.name).data?.members.length;
  const removeMembers = memberCount !== undefined && memberCount > 0;
  return (
    <DeleteConfirmModal
      {...props}
      title={strings.deleteTitle}
      question={strings.deleteText(props.name)}
      note={removeMembers ? strings.deleteWithMembers(memberCount) : strings.deleteEmpty}
      deletion={useDeleteGroup()}
      variables={{ name: props.name, removeMembers }}
      deletedMessage={strings.deleted(props.name)}
      data-test="delete-group-modal"
    />
  );
}
