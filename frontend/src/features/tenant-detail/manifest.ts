import type { FeatureManifest } from '../../shared/manifest/feature-manifest';
import { TenantDetailPage } from './TenantDetailPage';

/** A tenant's detail page and its sections (`…/summary`, `…/pods/{pod}`, …); the bare path opens Summary. */
export const tenantDetailManifest: FeatureManifest = {
  id: 'tenant-detail',
  routes: [
    {
      path: 'namespaces/:tenantNamespace/tenants/:tenantName/*',
      page: '/namespaces/:tenantNamespace/tenants/:tenantName',
      Component: TenantDetailPage,
    },
  ],
};
