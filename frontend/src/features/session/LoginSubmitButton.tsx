import { ActionGroup, Button } from '@patternfly/react-core';
import { loginStrings } from './login.strings';

/** The Login button: a submit button, so Enter in any field submits; shows progress while a login runs. */
export function LoginSubmitButton({ enabled, submitting }: { enabled: boolean; submitting: boolean }) {
  return (
    <ActionGroup>
      <Button
        type="submit"
        variant="primary"
        isBlock
        isDisabled={!enabled}
        isLoading={submitting}
        spinnerAriaValueText={loginStrings.loggingIn}
        data-test="login-button"
      >
        {loginStrings.login}
      </Button>
    </ActionGroup>
  );
}
