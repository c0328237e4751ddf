import { KeyIcon } from '@patternfly/react-icons';
import { lazyPage, type FeatureManifest } from '../../shared/manifest/feature-manifest';
import { serviceAccountsStrings } from './service-accounts.strings';

/** The session's own service accounts at /account (spec 02 §2). */
export const accountManifest: FeatureManifest = {
  id: 'account',
  routes: [
    {
      path: 'account',
      page: '/account',
      Component: lazyPage(() => import('./ServiceAccountsPage').then((m) => m.ServiceAccountsPage)),
    },
  ],
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
