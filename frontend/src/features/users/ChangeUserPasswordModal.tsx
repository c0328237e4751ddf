import { Checkbox } from '@patternfly/react-core';
import { useState } from 'react';
import { canChangeUserPassword } from './password.rules';
import { PasswordChangeModal } from './PasswordChangeModal';
import { usersStrings as strings } from './users.strings';
import { useChangeUserPassword } from './users.queries';

/**
 * Change another user's password (spec 02 §5): at least 8 characters, repeated exactly; the user's sessions end
 * with it unless the administrator unticks it (MinIO keeps them working otherwise).
 */
export function ChangeUserPasswordModal({ user, onClose }: { user: string; onClose: () => void }) {
  const change = useChangeUserPassword();
  const [endSessions, setEndSessions] = useState(true);
  return (
    <PasswordChangeModal
      title={strings.changePasswordTitle}
      labels={strings}
      before={<p>{strings.changePasswordFor(user)}</p>}
      after={
        <Checkbox
          id="end-user-sessions"
          label={strings.endSessionsWithPassword}
          description={strings.endSessionsWithPasswordHelp}
          isChecked={endSessions}
          onChange={(_e, checked) => setEndSessions(checked)}
          data-test="end-sessions-with-password"
        />
      }
      canSubmit={canChangeUserPassword}
      change={change}
      body={(password) => ({ selectedUser: user, newSecretKey: password, endSessions })}
      changedMessage={strings.passwordChanged(user)}
      onClose={onClose}
      data-test="change-user-password-modal"
    />
  );
}
