import { lazyPage, type FeatureManifest } from '../../shared/manifest/feature-manifest';
import { upcomingFeatures } from './upcoming-features';

/**
 * Routes of the features not built yet; each shows a "coming in a later release" page. They get no menu entry and
 * are never the landing page (a person should not meet a placeholder unless they type or follow its address); the
 * `nav` each keeps in upcoming-features.ts is the entry its feature's own manifest takes over once built.
 */
export const upcomingManifest: FeatureManifest = {
  id: 'upcoming',
  routes: upcomingFeatures.flatMap(({ name, routes }) =>
    routes.map(([path, page, screen]) => ({
      path,
      page,
      Component: lazyPage(() => import('./ComingSoonPage').then((m) => m.comingSoon(screen ?? name))),
      upcoming: true,
    })),
  ),
};
