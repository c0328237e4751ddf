import { FormGroup, TextInput } from '@patternfly/react-core';
import { useState } from 'react';
import { FormModal } from '../../shared/components/FormModal';
import { useNotify } from '../../shared/messages/useNotify';
import { FieldProblem } from '../../shared/components/FieldProblem';
import { canChangeUserPassword, passwordLengthProblem, passwordMatchProblem } from './password.rules';
import { usersStrings as strings } from './users.strings';
import { useChangeUserPassword } from './users.queries';

/** Change another user's password (spec 02 §5): at least 8 characters, repeated exactly. */
export function ChangeUserPasswordModal({ user, onClose }: { user: string; onClose: () => void }) {
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const change = useChangeUserPassword();
  const notify = useNotify();
  const submit = () =>
    change.mutate(
      { selectedUser: user, newSecretKey: password },
      {
        onSuccess: () => {
          notify.showMessage(strings.passwordChanged(user));
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
      canSubmit={canChangeUserPassword(password, repeat)}
      isBusy={change.isPending}
      data-test="change-user-password-modal"
    >
      <p>{strings.changePasswordFor(user)}</p>
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

/** A password field with its rule message under it. */
export function PasswordField(props: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  problem?: string;
  autoComplete?: string;
}) {
  return (
    <FormGroup label={props.label} fieldId={props.id} isRequired>
      <TextInput
        id={props.id}
        type="password"
        value={props.value}
        onChange={(_event, value) => props.onChange(value)}
        validated={props.problem ? 'error' : 'default'}
        autoComplete={props.autoComplete ?? 'new-password'}
        isRequired
        data-test={props.id}
      />
      <FieldProblem problem={props.problem} />
    </FormGroup>
  );
}
