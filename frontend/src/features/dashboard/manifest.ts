import { TachometerAltIcon } from '@patternfly/react-icons';
import { lazyPage, type FeatureManifest } from '../../shared/manifest/feature-manifest';
import { dashboardNavStrings } from './dashboard-nav.strings';
import { prefetchDashboard } from './dashboard-prefetch';

// Named `route-…`: index.html lists its files, and the early bundle preloads them on the dashboard's addresses.
const dashboardPage = lazyPage(() =>
  import(/* webpackChunkName: "route-dashboard" */ './DashboardPage').then((m) => m.DashboardPage),
);

/** The dashboard at /dashboard and full screen at /metrics; its page (and the chart library) loads with the route. */
export const dashboardManifest: FeatureManifest = {
  id: 'dashboard',
  routes: [
    { path: 'dashboard', page: '/dashboard', Component: dashboardPage, prefetch: prefetchDashboard },
    // The same page full screen (the shell hides the side menu on /metrics), for a wall display.
    { path: 'metrics', page: '/metrics', Component: dashboardPage, prefetch: prefetchDashboard },
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
