import { LayerGroupIcon } from '@patternfly/react-icons';
import { lazyPage, type FeatureManifest } from '@frontend/shared/manifest/feature-manifest';
import { tiersStrings } from './tiers.strings';

/** Remote tiers (spec 03 §2): the list, the type chooser and the form of each type, and the menu entry. */
export const tiersManifest: FeatureManifest = {
  id: 'tiers',
  routes: [
    { path: 'tiers', page: '/tiers', Component: lazyPage(() => import('./TiersPage').then((m) => m.TiersPage)) },
    {
      path: 'tiers/add',
      page: '/tiers/add',
      Component: lazyPage(() => import('./AddTierTypePage').then((m) => m.AddTierTypePage)),
    },
    {
      path: 'tiers/add/:service',
      page: '/tiers/add/:service',
      Component: lazyPage(() => import('./AddTierPage').then((m) => m.AddTierPage)),
    },
  ],
  nav: [
    {
      id: 'tiers',
      label: tiersStrings.title,
      to: '/tiers',
      page: '/tiers',
      icon: LayerGroupIcon,
      section: 'main',
      order: 90,
    },
  ],
};
