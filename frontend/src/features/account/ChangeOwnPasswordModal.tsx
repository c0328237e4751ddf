import { useState } from 'react';
import { canChangeOwnPassword } from '../users/password.rules';
import { PasswordChangeModal } from '../users/PasswordChangeModal';
import { PasswordField } from '../users/PasswordField';
import { serviceAccountsStrings as strings } from './service-accounts.strings';
import { useChangeOwnPassword } from './service-accounts.queries';

/**
 * Change Password (own): the current password signs the change (MinIO requires the long-term keys). The session
 * continues afterwards; the new password is needed at the next login, and the message says so.
 */
export function ChangeOwnPasswordModal({ onClose }: { onClose: () => void }) {
  const [current, setCurrent] = useState('');
  const change = useChangeOwnPassword();
  return (
    <PasswordChangeModal
      title={strings.changePasswordTitle}
      labels={strings}
      before={
        <PasswordField
          id="current-password"
          label={strings.currentPassword}
          value={current}
          onChange={setCurrent}
          autoComplete="current-password"
        />
      }
      canSubmit={(password, repeat) => canChangeOwnPassword(current, password, repeat)}
      change={change}
      body={(password) => ({ current_secret_key: current, new_secret_key: password })}
      changedMessage={strings.passwordChanged}
      onClose={onClose}
      data-test="change-own-password-modal"
    />
  );
}
