import { Form, FormGroup, TextInput } from '@patternfly/react-core';
import { useState, type FormEvent } from 'react';
import { rememberUser } from '../../api/local-session';
import { useLogin } from '../../api/session.mutations';
import { canSubmitLogin } from './login-button.rules';
import { loginStrings } from './login.strings';
import { LoginError } from './LoginError';
import { LoginSubmitButton } from './LoginSubmitButton';
import { SecretInput } from './SecretInput';
import { useFinishLogin } from './useFinishLogin';

/** The form strategy: username (access key) and password (secret key). */
export function FormLoginForm() {
  const [accessKey, setAccessKey] = useState('');
  const [secretKey, setSecretKey] = useState('');
  const login = useLogin();
  const finishLogin = useFinishLogin();
  // Still "submitting" after success, until the next page shows: no second submit in between.
  const submitting = login.isPending || login.isSuccess;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmitLogin([accessKey, secretKey], submitting)) return;
    login.mutate(
      { accessKey, secretKey },
      {
        onSuccess: () => {
          rememberUser(accessKey);
          finishLogin();
        },
      },
    );
  };

  return (
    <Form onSubmit={submit} data-test="login-form" noValidate>
      <LoginError error={login.error} onClose={login.reset} />
      <FormGroup label={loginStrings.username} fieldId="login-username" isRequired>
        <TextInput
          id="login-username"
          value={accessKey}
          onChange={(_event, value) => setAccessKey(value)}
          placeholder={loginStrings.usernamePlaceholder}
          isDisabled={submitting}
          autoComplete="username"
          isRequired
          autoFocus
          data-test="login-username"
        />
      </FormGroup>
      <FormGroup label={loginStrings.password} fieldId="login-password" isRequired>
        <SecretInput
          id="login-password"
          value={secretKey}
          onChange={setSecretKey}
          placeholder={loginStrings.passwordPlaceholder}
          disabled={submitting}
          autoComplete="current-password"
          data-test="login-password"
        />
      </FormGroup>
      <LoginSubmitButton enabled={canSubmitLogin([accessKey, secretKey], submitting)} submitting={submitting} />
    </Form>
  );
}
