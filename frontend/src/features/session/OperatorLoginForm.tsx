import { Form, FormGroup } from '@patternfly/react-core';
import { useState, type FormEvent } from 'react';
import { useOperatorLogin } from '../../api/session.mutations';
import { canSubmitLogin } from './login-button.rules';
import { loginStrings } from './login.strings';
import { LoginError } from './LoginError';
import { LoginSubmitButton } from './LoginSubmitButton';
import { SecretInput } from './SecretInput';
import { useFinishLogin } from './useFinishLogin';

/** The service-account strategy (operator mode): one Kubernetes service-account token. */
export function OperatorLoginForm() {
  const [jwt, setJwt] = useState('');
  const login = useOperatorLogin();
  const finishLogin = useFinishLogin();
  const submitting = login.isPending || login.isSuccess;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmitLogin([jwt], submitting)) return;
    login.mutate({ jwt }, { onSuccess: finishLogin });
  };

  return (
    <Form onSubmit={submit} data-test="operator-login-form" noValidate>
      <LoginError error={login.error} onClose={login.reset} />
      <FormGroup label={loginStrings.jwt} fieldId="login-jwt" isRequired>
        <SecretInput
          id="login-jwt"
          value={jwt}
          onChange={setJwt}
          placeholder={loginStrings.jwtPlaceholder}
          disabled={submitting}
          autoComplete="off"
          data-test="login-jwt"
        />
      </FormGroup>
      <LoginSubmitButton enabled={canSubmitLogin([jwt], submitting)} submitting={submitting} />
    </Form>
  );
}
