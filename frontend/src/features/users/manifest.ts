import { UserIcon } from '@patternfly/react-icons';
import { ENTITY_DETAIL_PAGE } from '../../shared/components/entity-path';
import { listAndDetailManifest } from '../../shared/manifest/list-and-detail-manifest';
import { UserDetailPage } from './UserDetailPage';
import { usersStrings } from './users.strings';
import { UsersPage } from './UsersPage';

/** IAM users: the list at /users and /users/{name} (names may hold '/'). */
export const usersManifest = listAndDetailManifest({
  id: 'users',
  label: usersStrings.title,
  icon: UserIcon,
  order: 30,
  List: UsersPage,
  Detail: UserDetailPage,
  detailPage: ENTITY_DETAIL_PAGE['/users'],
});
