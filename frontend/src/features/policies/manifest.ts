import { ShieldAltIcon } from '@patternfly/react-icons';
import { ENTITY_DETAIL_PAGE } from '../../shared/components/entity-path';
import { lazyPage } from '../../shared/manifest/feature-manifest';
import { listAndDetailManifest } from '../../shared/manifest/list-and-detail-manifest';
import { policiesStrings } from './policies.strings';

/** IAM policies: the list at /policies and any /policies/{name} as its detail (spec 02 §2). */
export const policiesManifest = listAndDetailManifest({
  id: 'policies',
  label: policiesStrings.title,
  icon: ShieldAltIcon,
  order: 60,
  List: lazyPage(() => import('./PoliciesPage').then((m) => m.PoliciesPage)),
  Detail: lazyPage(() => import('./PolicyDetailPage').then((m) => m.PolicyDetailPage)),
  detailPage: ENTITY_DETAIL_PAGE['/policies'],
});
