import { useState } from 'react';
import { FormModal } from '../../shared/components/FormModal';
import { useNotify } from '../../shared/messages/useNotify';
import { PasswordField } from '../users/ChangeUserPasswordModal';
import { canChangeOwnPassword, passwordLengthProblem, passwordMatchProblem } from '../users/password.rules';
import { serviceAccountsStrings as strings } from './service-accounts.strings';
import { useChangeOwnPassword } from './service-accounts.queries';

/**
 * Change Password (own): the current password signs the change (MinIO requires the long-term keys). The session
 * continues afterwards; the new password is needed at the next login, and the message says so.
 */
export function ChangeOwnPasswordModal({ onClose }: { onClose: () => void }) {
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const change = useChangeOwnPassword();
  const notify = useNotify();
  const submit = () =>
    change.mutate(
      { current_secret_key: current, new_secret_key: password },
      {
        onSuccess: () => {
          notify.showMessage(strings.passwordChanged);
          onClose();
        },
        onError: (error) => notify.showModalError(error),
      },
    );
  return (
    <FormModal
      title={strings.changePasswordTitle}
      onClose={onClose}
      onSubmit={submit}
      canSubmit={canChangeOwnPassword(current, password, repeat)}
      isBusy={change.isPending}
      data-test="change-own-password-modal"
    >
      <PasswordField
        id="current-password"
        label={strings.currentPassword}
        value={current}
        onChange={setCurrent}
        autoComplete="current-password"
      />
      <PasswordField
        id="new-password"
        label={strings.newPassword}
        value={password}
        onChange={setPassword}
        problem={passwordLengthProblem(password)}
      />
      <PasswordField
        id="repeat-password"
        label={strings.repeatPassword}
        value={repeat}
        onChange={setRepeat}
        problem={passwordMatchProblem(password, repeat)}
      />
    </FormModal>
  );
}
