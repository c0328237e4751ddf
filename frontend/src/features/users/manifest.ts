import { UserIcon } from '@patternfly/react-icons';
import type { FeatureManifest } from '../../shared/manifest/feature-manifest';
import { UserDetailPage } from './UserDetailPage';
import { usersStrings } from './users.strings';
import { UsersPage } from './UsersPage';

/** IAM users: the list at /users and /users/{name} (names may hold '/'). */
export const usersManifest: FeatureManifest = {
  id: 'users',
  routes: [
    { path: 'users', page: '/users', Component: UsersPage },
    { path: 'users/*', page: '/users/:userName+', Component: UserDetailPage },
  ],
  nav: [
    {
      id: 'users',
      label: usersStrings.title,
      to: '/users',
      page: '/users',
      icon: UserIcon,
      section: 'main',
      order: 30,
    },
  ],
};
