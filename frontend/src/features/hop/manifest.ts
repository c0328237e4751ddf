import type { FeatureManifest } from '../../shared/manifest/feature-manifest';
import { HopPage } from './HopPage';

/** A tenant's management page (…/hop): allowed with the tenant detail page. */
export const hopManifest: FeatureManifest = {
  id: 'hop',
  routes: [
    {
      path: 'namespaces/:tenantNamespace/tenants/:tenantName/hop',
      page: '/namespaces/:tenantNamespace/tenants/:tenantName',
      Component: HopPage,
    },
  ],
};
