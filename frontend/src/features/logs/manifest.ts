import { lazyPage, type FeatureManifest } from '../../shared/manifest/feature-manifest';

/** The live server log at /tools/logs and the audit log search at /tools/audit-logs (spec 02 §2); tiles on the Tools page. */
export const logsManifest: FeatureManifest = {
  id: 'logs',
  routes: [
    {
      path: 'tools/logs',
      page: '/tools/logs',
      Component: lazyPage(() => import('./LiveLogsPage').then((m) => m.LiveLogsPage)),
    },
    {
      path: 'tools/audit-logs',
      page: '/tools/audit-logs',
      Component: lazyPage(() => import('./AuditLogsPage').then((m) => m.AuditLogsPage)),
    },
  ],
};
