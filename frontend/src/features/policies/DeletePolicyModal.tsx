import { DeleteConfirmModal } from '../../shared/components/DeleteConfirmModal';
import { policiesStrings as strings } from './policies.strings';
import { useDeletePolicy } from './policies.queries';

/** Confirms and deletes one policy; MinIO's refusal (the policy is still attached) shows inside the dialog. */
export function DeletePolicyModal(props: { name: string; onClose: () => void; onDeleted?: () => void }) {
  return (
    <DeleteConfirmModal
      {...props}
      title={strings.deleteTitle}
      question={strings.deleteText(props.name)}
      note={strings.deleteInUse}
      deletion={useDeletePolicy()}
      variables={props.name}
      deletedMessage={strings.deleted(props.name)}
      data-test="delete-policy-modal"
    />
  );
}
