import { FileContractIcon } from '@patternfly/react-icons';
import { lazyPage, type FeatureManifest } from '@frontend/shared/manifest/feature-manifest';
import { subscriptionStrings } from './subscription.strings';

/** The licence page /license (spec 03 §2) and its menu entry. */
export const subscriptionManifest: FeatureManifest = {
  id: 'subscription',
  routes: [
    {
      path: 'license',
      page: '/license',
      Component: lazyPage(() => import('./LicensePage').then((m) => m.LicensePage)),
    },
  ],
  nav: [
    {
      id: 'license',
      label: subscriptionStrings.title,
      to: '/license',
      page: '/license',
      icon: FileContractIcon,
      section: 'support',
      order: 300,
    },
  ],
};
