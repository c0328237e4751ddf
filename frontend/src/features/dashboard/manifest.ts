import { TachometerAltIcon } from '@patternfly/react-icons';
import { lazyPage, type FeatureManifest } from '../../shared/manifest/feature-manifest';
import { dashboardNavStrings } from './dashboard-nav.strings';

/** The dashboard at /dashboard; its page (and the chart library) loads with the route. */
export const dashboardManifest: FeatureManifest = {
  id: 'dashboard',
  routes: [
    {
      path: 'dashboard',
      page: '/dashboard',
      Component: lazyPage(() => import('./DashboardPage').then((m) => m.DashboardPage)),
    },
  ],
  nav: [
    {
      id: 'dashboard',
      label: dashboardNavStrings.title,
      to: '/dashboard',
      page: '/dashboard',
      icon: TachometerAltIcon,
      section: 'main',
      order: 10,
    },
  ],
};
