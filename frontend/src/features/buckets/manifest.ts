import { ArchiveIcon } from '@patternfly/react-icons';
import { lazyPage, type FeatureManifest } from '../../shared/manifest/feature-manifest';
import { bucketsStrings } from './buckets.strings';

/**
 * The bucket list and the bucket admin pages (spec 01 §2, spec 02 §2). Every bucket path needs `/buckets/*`; the
 * object browser under `/buckets/{bucket}/browse` is the objects feature's.
 */
export const bucketsManifest: FeatureManifest = {
  id: 'buckets',
  routes: [
    {
      path: 'buckets',
      page: '/buckets',
      Component: lazyPage(() => import('./list/BucketsListPage').then((m) => m.BucketsListPage)),
    },
    {
      path: 'buckets/:bucketName',
      page: '/buckets/*',
      Component: lazyPage(() => import('../bucket-admin/BucketRedirect').then((m) => m.BucketRedirect)),
    },
    {
      path: 'buckets/:bucketName/admin/*',
      page: '/buckets/*',
      Component: lazyPage(() => import('../bucket-admin/BucketAdminPage').then((m) => m.BucketAdminPage)),
    },
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
