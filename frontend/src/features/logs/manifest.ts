import { lazyPage, type FeatureManifest } from '../../shared/manifest/feature-manifest';

/** The live server log at /tools/logs (spec 02 §2); its tile is on the Tools page. */
export const logsManifest: FeatureManifest = {
  id: 'logs',
  routes: [
    {
      path: 'tools/logs',
      page: '/tools/logs',
      Component: lazyPage(() => import('./LiveLogsPage').then((m) => m.LiveLogsPage)),
    },
  ],
};
