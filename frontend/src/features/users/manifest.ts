import { UserIcon } from '@patternfly/react-icons';
import { ENTITY_DETAIL_PAGE } from '../../shared/components/entity-path';
import { lazyPage } from '../../shared/manifest/feature-manifest';
import { listAndDetailManifest } from '../../shared/manifest/list-and-detail-manifest';
import { usersStrings } from './users.strings';

/** IAM users: the list at /users and /users/{name} (names may hold '/'). */
export const usersManifest = listAndDetailManifest({
  id: 'users',
  label: usersStrings.title,
  icon: UserIcon,
  order: 30,
  List: lazyPage(() => import('./UsersPage').then((m) => m.UsersPage)),
  Detail: lazyPage(() => import('./UserDetailPage').then((m) => m.UserDetailPage)),
  detailPage: ENTITY_DETAIL_PAGE['/users'],
});
