import { canChangeUserPassword } from './password.rules';
import { PasswordChangeModal } from './PasswordChangeModal';
import { usersStrings as strings } from './users.strings';
import { useChangeUserPassword } from './users.queries';

/** Change another user's password (spec 02 §5): at least 8 characters, repeated exactly. */
export function ChangeUserPasswordModal({ user, onClose }: { user: string; onClose: () => void }) {
  const change = useChangeUserPassword();
  return (
    <PasswordChangeModal
      title={strings.changePasswordTitle}
      labels={strings}
      before={<p>{strings.changePasswordFor(user)}</p>}
      canSubmit={canChangeUserPassword}
      change={change}
      body={(password) => ({ selectedUser: user, newSecretKey: password })}
      changedMessage={strings.passwordChanged(user)}
      onClose={onClose}
      data-test="change-user-password-modal"
    />
  );
}
