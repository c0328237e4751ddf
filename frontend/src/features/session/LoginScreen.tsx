import { Bullseye, Spinner, Stack, StackItem } from '@patternfly/react-core';
import { useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { ErrorDescription } from '../../api/api-error';
import type { LoginStrategy } from '../../api/login-strategy';
import { useLoginStrategy } from '../../api/session.queries';
import { ErrorBanner } from '../../shared/messages/ErrorBanner';
import { BackendUnreachable } from './BackendUnreachable';
import { FormLoginForm } from './FormLoginForm';
import { LoginFrame } from './LoginFrame';
import { loginStrings } from './login.strings';
import { OperatorLoginForm } from './OperatorLoginForm';
import { RedirectLogin } from './RedirectLogin';

/** Navigation state another screen may pass to /login: an error to show (a failed single sign-on). */
export interface LoginNavigationState {
  readonly loginError?: ErrorDescription;
}

/** `/login`: the screen of the strategy the server reports, a spinner while it loads, Retry when it cannot. */
export function LoginScreen() {
  const strategy = useLoginStrategy();
  const location = useLocation();
  const [handedOver, setHandedOver] = useState((location.state as LoginNavigationState | null)?.loginError);

  if (strategy.isError) {
    return (
      <LoginFrame title={loginStrings.unreachableTitle}>
        <BackendUnreachable
          error={strategy.error}
          retrying={strategy.isFetching}
          onRetry={() => void strategy.refetch()}
        />
      </LoginFrame>
    );
  }
  if (strategy.isPending) {
    return (
      <LoginFrame title={loginStrings.connectingTitle}>
        <Bullseye data-test="login-loading">
          <Spinner size="xl" aria-label={loginStrings.loadingStrategy} />
        </Bullseye>
      </LoginFrame>
    );
  }
  const { title, content } = strategyScreen(strategy.data);
  return (
    <LoginFrame title={title}>
      <Stack hasGutter>
        {handedOver && (
          <StackItem>
            <ErrorBanner
              title={handedOver.message}
              detail={handedOver.detailedMessage}
              onClose={() => setHandedOver(undefined)}
              data-test="login-error"
            />
          </StackItem>
        )}
        <StackItem>{content}</StackItem>
      </Stack>
    </LoginFrame>
  );
}

function strategyScreen({ kind, providers, formToo }: LoginStrategy): { title: string; content: ReactNode } {
  switch (kind) {
    case 'redirect':
      return { title: loginStrings.redirectTitle, content: <RedirectLogin providers={providers} formToo={formToo} /> };
    case 'service-account':
      return { title: loginStrings.operatorTitle, content: <OperatorLoginForm /> };
    default:
      return { title: loginStrings.formTitle, content: <FormLoginForm /> };
  }
}
