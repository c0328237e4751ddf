import { UsersIcon } from '@patternfly/react-icons';
import { ENTITY_DETAIL_PAGE } from '../../shared/components/entity-path';
import { lazyPage } from '../../shared/manifest/feature-manifest';
import { listAndDetailManifest } from '../../shared/manifest/list-and-detail-manifest';
import { groupsStrings } from './groups.strings';

/** IAM groups: the list at /groups and /groups/{name} (names may hold '/'). */
export const groupsManifest = listAndDetailManifest({
  id: 'groups',
  label: groupsStrings.title,
  icon: UsersIcon,
  order: 40,
  List: lazyPage(() => import('./GroupsPage').then((m) => m.GroupsPage)),
  Detail: lazyPage(() => import('./GroupDetailPage').then((m) => m.GroupDetailPage)),
  detailPage: ENTITY_DETAIL_PAGE['/groups'],
});
