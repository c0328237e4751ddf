import { lazyPage, type FeatureManifest } from '../../shared/manifest/feature-manifest';
import { prefetchBrowse } from './browse-prefetch';

// Named `route-…`: the early bundle preloads its files on a browse address (early/route-chunks.ts).
const ObjectBrowserPage = lazyPage(() =>
  import(/* webpackChunkName: "route-objects-browser" */ './ObjectBrowserPage').then((m) => m.ObjectBrowserPage),
);

/** The object browser and object detail under `/buckets/{bucket}/browse[/path]` (spec 02 §2). */
export const objectsManifest: FeatureManifest = {
  id: 'objects',
  routes: [
    { path: 'buckets/:bucketName/browse', page: '/buckets/*', Component: ObjectBrowserPage, prefetch: prefetchBrowse },
    {
      path: 'buckets/:bucketName/browse/*',
      page: '/buckets/*',
      Component: ObjectBrowserPage,
      prefetch: prefetchBrowse,
    },
  ],
  // MinIO Console v1.7.6's anonymous access: a public bucket, read-only, without a session.
  publicRoutes: [
    {
      path: '/public/:bucket',
      lazy: async () => ({ Component: (await import('./anonymous/PublicBucketPage')).PublicBucketPage }),
    },
  ],
};
