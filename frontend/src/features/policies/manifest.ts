import { ShieldAltIcon } from '@patternfly/react-icons';
import type { FeatureManifest } from '../../shared/manifest/feature-manifest';
import { PoliciesPage } from './PoliciesPage';
import { policiesStrings } from './policies.strings';
import { PolicyDetailPage } from './PolicyDetailPage';

/** IAM policies: the list at /policies and any /policies/{name} as its detail (spec 02 §2). */
export const policiesManifest: FeatureManifest = {
  id: 'policies',
  routes: [
    { path: 'policies', page: '/policies', Component: PoliciesPage },
    { path: 'policies/*', page: '/policies/*', Component: PolicyDetailPage },
  ],
  nav: [
    {
      id: 'policies',
      label: policiesStrings.title,
      to: '/policies',
      page: '/policies',
      icon: ShieldAltIcon,
      section: 'main',
      order: 60,
    },
  ],
};
