import { ArchiveIcon } from '@patternfly/react-icons';
import type { FeatureManifest } from '../../shared/manifest/feature-manifest';
import { BucketAdminPage } from '../bucket-admin/BucketAdminPage';
import { BucketRedirect } from '../bucket-admin/BucketRedirect';
import { bucketsStrings } from './buckets.strings';
import { BucketsListPage } from './list/BucketsListPage';

/**
 * The bucket list and the bucket admin pages (spec 01 §2, spec 02 §2). Every bucket path needs `/buckets/*`; the
 * object browser under `/buckets/{bucket}/browse` is the objects feature's.
 */
export const bucketsManifest: FeatureManifest = {
  id: 'buckets',
  routes: [
    { path: 'buckets', page: '/buckets', Component: BucketsListPage },
    { path: 'buckets/:bucketName', page: '/buckets/*', Component: BucketRedirect },
    { path: 'buckets/:bucketName/admin/*', page: '/buckets/*', Component: BucketAdminPage },
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
