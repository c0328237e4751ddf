import type { UseMutationResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { FormModal } from '../../shared/components/FormModal';
import { useNotify } from '../../shared/messages/useNotify';
import { passwordLengthProblem, passwordMatchProblem } from './password.rules';
import { PasswordField } from './PasswordField';

/**
 * The scaffold of a password change (a user's, or the session's own): the new password and its repeat with their
 * rule messages under what comes `before` them; the change's refusal shows in the dialog, its success in the
 * snackbar.
 */
export function PasswordChangeModal<Body>(props: {
  title: string;
  labels: { newPassword: string; repeatPassword: string };
  /** What stands above the new password (the current password, or whose password changes). */
  before: ReactNode;
  /** What stands under the repeated password (e.g. an option of the change). */
  after?: ReactNode;
  canSubmit: (password: string, repeat: string) => boolean;
  change: Pick<UseMutationResult<unknown, Error, Body>, 'mutate' | 'isPending'>;
  /** The change's body for the new password. */
  body: (password: string) => Body;
  changedMessage: string;
  onClose: () => void;
  'data-test': string;
}) {
  const { change, onClose } = props;
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const notify = useNotify();
  const submit = () =>
    change.mutate(props.body(password), {
      onSuccess: () => {
        notify.showMessage(props.changedMessage);
        onClose();
      },
      onError: (error) => notify.showModalError(error),
    });
  return (
    <FormModal
      title={props.title}
      onClose={onClose}
      onSubmit={submit}
      canSubmit={props.canSubmit(password, repeat)}
      isBusy={change.isPending}
      data-test={props['data-test']}
    >
      {props.before}
      <PasswordField
        id="new-password"
        label={props.labels.newPassword}
        value={password}
        onChange={setPassword}
        problem={passwordLengthProblem(password)}
      />
      <PasswordField
        id="repeat-password"
        label={props.labels.repeatPassword}
        value={repeat}
        onChange={setRepeat}
        problem={passwordMatchProblem(password, repeat)}
      />
      {props.after}
    </FormModal>
  );
}
