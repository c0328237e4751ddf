import { ClusterIcon } from '@patternfly/react-icons';
import type { FeatureManifest } from '../../shared/manifest/feature-manifest';
import { tenantsStrings } from './tenants.strings';
import { TenantsListPage } from './TenantsListPage';

/** Operator mode: the tenants list at /tenants and its menu entry. */
export const tenantsManifest: FeatureManifest = {
  id: 'tenants',
  routes: [{ path: 'tenants', page: '/tenants', Component: TenantsListPage }],
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
