import { Button, Content, Divider, Stack, StackItem } from '@patternfly/react-core';
import type { SsoProvider } from '../../api/login-strategy';
import { FormLoginForm } from './FormLoginForm';
import { loginStrings } from './login.strings';

/**
 * The redirect (single sign-on) strategy: one login button per identity provider ('Login with <name>'), and the
 * access-key form below them when the server keeps it available.
 */
export function RedirectLogin({ providers, formToo }: { providers: readonly SsoProvider[]; formToo: boolean }) {
  if (providers.length === 0 && !formToo) return <Content component="p">{loginStrings.noSsoProvider}</Content>;
  return (
    <Stack hasGutter>
      {providers.map((provider) => (
        <StackItem key={provider.href}>
          <Button component="a" href={provider.href} variant="primary" isBlock data-test="sso-login">
            {provider.displayName ? `${loginStrings.loginWith} ${provider.displayName}` : loginStrings.loginWithSso}
          </Button>
        </StackItem>
      ))}
      {formToo && (
        <>
          <StackItem>
            <Divider />
          </StackItem>
          <StackItem>
            <Content component="small">{loginStrings.orAccessKeys}</Content>
          </StackItem>
          <StackItem>
            <FormLoginForm />
          </StackItem>
        </>
      )}
    </Stack>
  );
}
