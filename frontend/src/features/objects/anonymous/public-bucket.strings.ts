import { translated } from '@frontend/shared/i18n/translated';

/** Text of the anonymous (no login) view of a public bucket. */
export const publicBucketStrings = translated('public-bucket', {
  title: (bucket: string) => `Public bucket ${bucket}`,
  intro: 'Read-only, without logging in: what this bucket’s policy lets anyone read.',
  root: 'Root',
  columns: { name: 'Name', size: 'Size', modified: 'Last Modified' },
  entity: 'objects',
  empty: 'This folder is empty.',
  download: 'Download',
  loadMore: 'Load more',
  login: 'Log in',
});
