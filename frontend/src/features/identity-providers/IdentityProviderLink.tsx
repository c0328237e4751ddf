import { Alert, PageSection } from '@patternfly/react-core';
import { Link } from 'react-router';
import { idpStrings as strings } from './identity-providers.strings';

const PAGES: Readonly<Record<string, { readonly to: string; readonly label: string }>> = {
  identity_openid: { to: '/identity/idp/openid', label: strings.settingsLinkOpenId },
  identity_ldap: { to: '/identity/ldap/configuration', label: strings.settingsLinkLdap },
};

/**
 * On the settings pages of the identity categories: where the identity providers are managed (several OpenID
 * configurations by name, a connection test, the LDAP entities), since the plain form edits only the default one.
 */
export function IdentityProviderLink({ category }: { category: string }) {
  const page = PAGES[category];
  if (!page) return null;
  return (
    <PageSection padding={{ default: 'noPadding' }} className="pf-v6-u-px-lg">
      <Alert variant="info" isInline title={strings.settingsLinkTitle} data-test="identity-provider-link">
        <Link to={page.to}>{page.label}</Link>
      </Alert>
    </PageSection>
  );
}
