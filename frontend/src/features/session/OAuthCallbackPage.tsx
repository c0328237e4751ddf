import { Alert, Bullseye, Button, Spinner, Stack, StackItem } from '@patternfly/react-core';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { describeError } from '../../api/api-error';
import { RouterLink } from '../../shared/components/RouterLink';
import { useOAuthCallback } from '../../api/session.mutations';
import { LoginFrame } from './LoginFrame';
import { loginStrings } from './login.strings';
import type { LoginNavigationState } from './LoginScreen';
import { useFinishLogin } from './useFinishLogin';

/**
 * `/oauth_callback`, where the identity provider sends the browser back. An `error`/`error_description` in the query
 * is shown as 'IDP Error:'; otherwise the code is exchanged for a session, then on to the saved path. A failure goes
 * to /login, which shows why.
 */
export function OAuthCallbackPage() {
  const [params] = useSearchParams();
  const idpError = params.get('error') ?? '';
  const idpDescription = params.get('error_description') ?? '';
  if (idpError || idpDescription) {
    return (
      <LoginFrame title={loginStrings.ssoFailed}>
        <Stack hasGutter>
          <StackItem>
            <Alert variant="danger" isInline title={loginStrings.idpError} data-test="idp-error">
              {[idpError, idpDescription].filter(Boolean).join(' ')}
            </Alert>
          </StackItem>
          <StackItem>
            <Button variant="secondary" isBlock component={RouterLink} href="/login">
              {loginStrings.backToLogin}
            </Button>
          </StackItem>
        </Stack>
      </LoginFrame>
    );
  }
  return (
    <CodeExchange
      code={params.get('code') ?? ''}
      state={params.get('state') ?? ''}
      iss={params.get('iss') ?? undefined}
    />
  );
}

function CodeExchange({ code, state, iss }: { code: string; state: string; iss: string | undefined }) {
  const exchange = useOAuthCallback();
  const finishLogin = useFinishLogin();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    // A code can be redeemed once: never twice, even when React runs effects twice in development.
    if (started.current) return;
    started.current = true;
    const fail = (loginError: LoginNavigationState['loginError']) =>
      void navigate('/login', { replace: true, state: { loginError } satisfies LoginNavigationState });
    if (!code || !state) {
      fail({ message: loginStrings.ssoFailed, detailedMessage: loginStrings.ssoMissingCode });
      return;
    }
    exchange.mutate(iss ? { code, state, iss } : { code, state }, {
      onSuccess: finishLogin,
      onError: (error) => fail(describeError(error)),
    });
  }, [code, state, iss, exchange, finishLogin, navigate]);

  return (
    <LoginFrame title={loginStrings.connectingTitle}>
      <Bullseye data-test="sso-finishing">
        <Spinner size="xl" aria-label={loginStrings.finishingSso} />
      </Bullseye>
    </LoginFrame>
  );
}
