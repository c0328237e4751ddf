import { ArchiveIcon } from '@patternfly/react-icons';
import type { FeatureManifest } from '../../shared/manifest/feature-manifest';
import { BucketAdminPage } from '../bucket-admin/BucketAdminPage';
import { BucketRedirect } from '../bucket-admin/BucketRedirect';
import { comingSoon } from '../upcoming/ComingSoonPage';
import { bucketsStrings } from './buckets.strings';
import { BucketsListPage } from './list/BucketsListPage';

/** The object browser belongs to another feature; until it exists its route shows the placeholder. */
const OBJECT_BROWSER = 'Object Browser';

/** The bucket list and the bucket admin pages (spec 01 §2, spec 02 §2). Every bucket path needs `/buckets/*`. */
export const bucketsManifest: FeatureManifest = {
  id: 'buckets',
  routes: [
    { path: 'buckets', page: '/buckets', Component: BucketsListPage },
    { path: 'buckets/:bucketName', page: '/buckets/*', Component: BucketRedirect },
    { path: 'buckets/:bucketName/admin/*', page: '/buckets/*', Component: BucketAdminPage },
    { path: 'buckets/:bucketName/browse/*', page: '/buckets/*', Component: comingSoon(OBJECT_BROWSER) },
  ],
  nav: [
    {
      id: 'buckets',
      label: bucketsStrings.title,
      to: '/buckets',
      page: '/buckets',
      icon: ArchiveIcon,
      section: 'main',
      order: 20,
    },
  ],
};
