import { UsersIcon } from '@patternfly/react-icons';
import { ENTITY_DETAIL_PAGE } from '../../shared/components/entity-path';
import { listAndDetailManifest } from '../../shared/manifest/list-and-detail-manifest';
import { GroupDetailPage } from './GroupDetailPage';
import { groupsStrings } from './groups.strings';
import { GroupsPage } from './GroupsPage';

/** IAM groups: the list at /groups and /groups/{name} (names may hold '/'). */
export const groupsManifest = listAndDetailManifest({
  id: 'groups',
  label: groupsStrings.title,
  icon: UsersIcon,
  order: 40,
  List: GroupsPage,
  Detail: GroupDetailPage,
  detailPage: ENTITY_DETAIL_PAGE['/groups'],
});
