import { ConfirmModal } from '../../shared/components/ConfirmModal';
import { useNotify } from '../../shared/messages/useNotify';
import { usersStrings as strings } from './users.strings';
import { useEndUserSessions } from './users.queries';

/** Ends every session of a user after a confirmation naming the user and what stops working. */
export function EndUserSessionsModal({ user, onClose }: { user: string; onClose: () => void }) {
  const end = useEndUserSessions(user);
  const notify = useNotify();
  return (
    <ConfirmModal
      title={strings.endSessionsTitle}
      confirmLabel={strings.endSessions}
      isBusy={end.isPending}
      onConfirm={() =>
        end.mutate(undefined, {
          onSuccess: () => {
            notify.showMessage(strings.sessionsEnded(user));
            onClose();
          },
          onError: (error) => notify.showModalError(error),
        })
      }
      onClose={onClose}
      data-test="end-user-sessions-modal"
    >
      {strings.endSessionsConfirm(user)}
    </ConfirmModal>
  );
}
