import { Button, Content, Stack, StackItem } from '@patternfly/react-core';
import { loginStrings } from './login.strings';

/** The redirect (single sign-on) strategy: one 'Login with SSO' link per identity-provider address. */
export function RedirectLogin({ redirects }: { redirects: readonly string[] }) {
  if (redirects.length === 0) return <Content component="p">{loginStrings.noSsoProvider}</Content>;
  return (
    <Stack hasGutter>
      {redirects.map((address) => (
        <StackItem key={address}>
          <Button component="a" href={address} variant="primary" isBlock data-test="sso-login">
            {loginStrings.loginWithSso}
          </Button>
        </StackItem>
      ))}
    </Stack>
  );
}
