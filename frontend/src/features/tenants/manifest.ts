import { ClusterIcon } from '@patternfly/react-icons';
import { lazyPage, type FeatureManifest } from '../../shared/manifest/feature-manifest';
import { tenantsListOptions } from './tenants.queries';
import { tenantsStrings } from './tenants.strings';

const tenantPage = '/namespaces/:tenantNamespace/tenants/:tenantName';

/**
 * Operator mode: the tenants list at /tenants and its menu entry, a tenant's detail page with its sections
 * (`…/summary`, `…/pods/{pod}`, …; the bare path opens Summary), and its management page (`…/hop`), allowed with the
 * detail page.
 */
export const tenantsManifest: FeatureManifest = {
  id: 'tenants',
  routes: [
    {
      path: 'tenants',
      page: '/tenants',
      Component: lazyPage(() => import('./TenantsListPage').then((m) => m.TenantsListPage)),
      prefetch: (queryClient) => queryClient.prefetchQuery(tenantsListOptions),
    },
    {
      path: 'tenants/add',
      page: '/tenants/add',
      Component: lazyPage(() => import('./create/CreateTenantPage').then((m) => m.CreateTenantPage)),
    },
    {
      path: 'namespaces/:tenantNamespace/tenants/:tenantName/*',
      page: tenantPage,
      Component: lazyPage(() => import('./detail/TenantDetailPage').then((m) => m.TenantDetailPage)),
    },
    {
      path: 'namespaces/:tenantNamespace/tenants/:tenantName/hop',
      page: tenantPage,
      Component: lazyPage(() => import('./hop/HopPage').then((m) => m.HopPage)),
    },
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
