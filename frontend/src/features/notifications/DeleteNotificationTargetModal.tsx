import { DeleteConfirmModal } from '@frontend/shared/components/DeleteConfirmModal';
import { displayName, useDeleteTarget, type NotificationEndpoint } from './notifications.queries';
import { notificationsStrings as strings } from './notifications.strings';

/** Asks before deleting a target, naming it (`service:account_id`); the server unloads it at its next restart. */
export function DeleteNotificationTargetModal(props: { endpoint: NotificationEndpoint; onClose: () => void }) {
  const name = displayName(props.endpoint);
  return (
    <DeleteConfirmModal
      title={strings.deleteTitle}
      question={strings.deleteQuestion(name)}
      note={strings.deleteNote}
      deletion={useDeleteTarget()}
      variables={{ service: props.endpoint.service, name: props.endpoint.account_id }}
      deletedMessage={strings.deleted(name)}
      onClose={props.onClose}
      data-test="delete-notification-target-modal"
    />
  );
}
