import { ShieldAltIcon } from '@patternfly/react-icons';
import { ENTITY_DETAIL_PAGE } from '../../shared/components/entity-path';
import { listAndDetailManifest } from '../../shared/manifest/list-and-detail-manifest';
import { PoliciesPage } from './PoliciesPage';
import { policiesStrings } from './policies.strings';
import { PolicyDetailPage } from './PolicyDetailPage';

/** IAM policies: the list at /policies and any /policies/{name} as its detail (spec 02 §2). */
export const policiesManifest = listAndDetailManifest({
  id: 'policies',
  label: policiesStrings.title,
  icon: ShieldAltIcon,
  order: 60,
  List: PoliciesPage,
  Detail: PolicyDetailPage,
  detailPage: ENTITY_DETAIL_PAGE['/policies'],
});
