import { UsersIcon } from '@patternfly/react-icons';
import type { FeatureManifest } from '../../shared/manifest/feature-manifest';
import { GroupDetailPage } from './GroupDetailPage';
import { groupsStrings } from './groups.strings';
import { GroupsPage } from './GroupsPage';

/** IAM groups: the list at /groups and /groups/{name} (names may hold '/'). */
export const groupsManifest: FeatureManifest = {
  id: 'groups',
  routes: [
    { path: 'groups', page: '/groups', Component: GroupsPage },
    { path: 'groups/*', page: '/groups/:groupName+', Component: GroupDetailPage },
  ],
  nav: [
    {
      id: 'groups',
      label: groupsStrings.title,
      to: '/groups',
      page: '/groups',
      icon: UsersIcon,
      section: 'main',
      order: 40,
    },
  ],
};
