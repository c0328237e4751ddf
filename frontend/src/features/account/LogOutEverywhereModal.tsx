import { ConfirmModal } from '../../shared/components/ConfirmModal';
import { useNotify } from '../../shared/messages/useNotify';
import { useLogOutEverywhere } from './account-sessions.queries';
import { serviceAccountsStrings as strings } from './service-accounts.strings';

/** Log out everywhere after a confirmation saying that this session ends too; then the login page. */
export function LogOutEverywhereModal({ onClose }: { onClose: () => void }) {
  const end = useLogOutEverywhere();
  const notify = useNotify();
  return (
    <ConfirmModal
      title={strings.logOutEverywhereTitle}
      confirmLabel={strings.logOutEverywhere}
      isBusy={end.isPending}
      onConfirm={() => end.mutate(undefined, { onError: (error) => notify.showModalError(error) })}
      onClose={onClose}
      data-test="log-out-everywhere-modal"
    >
      {strings.logOutEverywhereConfirm}
    </ConfirmModal>
  );
}
