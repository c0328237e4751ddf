import { DeleteConfirmModal } from '@frontend/shared/components/DeleteConfirmModal';
import { useDeleteIdpConfiguration, type IdpType } from './identity-providers.queries';
import { idpStrings as strings } from './identity-providers.strings';

/** Asks before removing one configuration; MinIO's refusal (set by the environment) shows in the dialog. */
export function DeleteIdpModal(props: { type: IdpType; name: string; onClose: () => void; onDeleted?: () => void }) {
  const deletion = useDeleteIdpConfiguration(props.type);
  return (
    <DeleteConfirmModal
      title={strings.deleteTitle}
      question={strings.deleteQuestion(props.name === '_' ? strings.defaultName : props.name)}
      note={strings.deleteNote}
      deletion={deletion}
      variables={props.name}
      deletedMessage={strings.deleted}
      onClose={props.onClose}
      onDeleted={props.onDeleted}
      data-test="delete-idp-modal"
    />
  );
}
