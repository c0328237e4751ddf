import { IdBadgeIcon, UsersCogIcon } from '@patternfly/react-icons';
import { lazyPage, type FeatureManifest } from '@frontend/shared/manifest/feature-manifest';
import { idpStrings } from './identity-providers.strings';

/** Identity providers (MinIO Console v1.7.6 Identity → OpenID, LDAP): the pages and their menu entries. */
export const identityProvidersManifest: FeatureManifest = {
  id: 'identity-providers',
  routes: [
    {
      path: 'identity/idp/openid',
      page: '/identity/idp/openid',
      Component: lazyPage(() => import('./OpenIdListPage').then((m) => m.OpenIdListPage)),
    },
    {
      path: 'identity/idp/openid/add',
      page: '/identity/idp/openid/add',
      Component: lazyPage(() => import('./AddOpenIdPage').then((m) => m.AddOpenIdPage)),
    },
    {
      path: 'identity/idp/openid/:name',
      page: '/identity/idp/openid/:name',
      Component: lazyPage(() => import('./OpenIdDetailPage').then((m) => m.OpenIdDetailPage)),
    },
    {
      path: 'identity/ldap/configuration',
      page: '/identity/ldap/configuration',
      Component: lazyPage(() => import('./LdapConfigurationPage').then((m) => m.LdapConfigurationPage)),
    },
    {
      path: 'identity/ldap/entities',
      page: '/identity/ldap/entities',
      Component: lazyPage(() => import('./LdapEntitiesPage').then((m) => m.LdapEntitiesPage)),
    },
  ],
  nav: [
    {
      id: 'openid',
      label: idpStrings.openIdMenu,
      to: '/identity/idp/openid',
      page: '/identity/idp/openid',
      icon: IdBadgeIcon,
      section: 'main',
      order: 44,
    },
    {
      id: 'ldap',
      label: idpStrings.ldapMenu,
      to: '/identity/ldap/configuration',
      page: '/identity/ldap/configuration',
      icon: UsersCogIcon,
      section: 'main',
      order: 45,
    },
  ],
};
