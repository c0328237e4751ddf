import type { FeatureManifest } from '../../shared/manifest/feature-manifest';
import { comingSoon } from './ComingSoonPage';
import { upcomingFeatures } from './upcoming-features';

/** Routes and menu entries of the features not built yet; each route shows a "coming in a later release" page. */
export const upcomingManifest: FeatureManifest = {
  id: 'upcoming',
  routes: upcomingFeatures.flatMap(({ name, routes }) =>
    routes.map(([path, page, screen]) => ({ path, page, Component: comingSoon(screen ?? name) })),
  ),
  nav: upcomingFeatures.flatMap(({ name, nav }) => (nav ? [{ ...nav, label: nav.label ?? name }] : [])),
};
