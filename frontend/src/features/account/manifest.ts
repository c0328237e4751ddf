import { KeyIcon } from '@patternfly/react-icons';
import type { FeatureManifest } from '../../shared/manifest/feature-manifest';
import { serviceAccountsStrings } from './service-accounts.strings';
import { ServiceAccountsPage } from './ServiceAccountsPage';

/** The session's own service accounts at /account (spec 02 §2). */
export const accountManifest: FeatureManifest = {
  id: 'account',
  routes: [{ path: 'account', page: '/account', Component: ServiceAccountsPage }],
  nav: [
    {
      id: 'account',
      label: serviceAccountsStrings.title,
      to: '/account',
      page: '/account',
      icon: KeyIcon,
      section: 'main',
      order: 50,
    },
  ],
};
