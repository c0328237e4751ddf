import { ClusterIcon } from '@patternfly/react-icons';
import type { FeatureManifest } from '../../shared/manifest/feature-manifest';
import { TenantDetailPage } from './detail/TenantDetailPage';
import { HopPage } from './hop/HopPage';
import { tenantsStrings } from './tenants.strings';
import { TenantsListPage } from './TenantsListPage';

const tenantPage = '/namespaces/:tenantNamespace/tenants/:tenantName';

/**
 * Operator mode: the tenants list at /tenants and its menu entry, a tenant's detail page with its sections
 * (`…/summary`, `…/pods/{pod}`, …; the bare path opens Summary), and its management page (`…/hop`), allowed with the
 * detail page.
 */
export const tenantsManifest: FeatureManifest = {
  id: 'tenants',
  routes: [
    { path: 'tenants', page: '/tenants', Component: TenantsListPage },
    { path: 'namespaces/:tenantNamespace/tenants/:tenantName/*', page: tenantPage, Component: TenantDetailPage },
    { path: 'namespaces/:tenantNamespace/tenants/:tenantName/hop', page: tenantPage, Component: HopPage },
  ],
  nav: [
    {
      id: 'tenants',
      label: tenantsStrings.title,
      to: '/tenants',
      page: '/tenants',
      icon: ClusterIcon,
      section: 'operator',
      order: 200,
    },
  ],
};
