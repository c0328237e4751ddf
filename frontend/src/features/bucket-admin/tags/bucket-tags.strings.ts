import { translated } from '@frontend/shared/i18n/translated';

/** Text of the bucket tags on the Bucket Summary (MinIO Console v1.7.6's bucket tags). */
export const bucketTagsStrings = translated('bucket-tags', {
  label: 'Tags',
  none: 'No tags',
  add: 'Add tag',
  addTitle: 'Add Tag',
  key: 'Tag Key',
  value: 'Tag Value',
  save: 'Add',
  listLabel: 'Bucket tags',
  remove: (key: string) => `Remove tag ${key}`,
  added: (key: string) => `Tag '${key}' added`,
  removed: (key: string) => `Tag '${key}' removed`,
});
