import { message } from '@frontend/shared/i18n/message';
import { translated } from '@frontend/shared/i18n/translated';

/** Text of the versions panel's bulk deletes (MinIO Console v1.7.6's "Delete non-current" and "Delete all"). */
export const versionDeleteStrings = translated('version-delete', {
  nonCurrent: 'Delete non-current versions',
  all: 'Delete all versions',
  nonCurrentTitle: 'Delete Non-current Versions',
  allTitle: 'Delete All Versions',
  nonCurrentQuestion: message((count: number, key: string) => ({ count, key }), {
    one: 'Delete the 1 non-current version of {{key}}? The current version stays.',
    other: 'Delete the {{count}} non-current versions of {{key}}? The current version stays.',
  }),
  allQuestion: message((count: number, key: string) => ({ count, key }), {
    one: 'Delete the only version of {{key}}? The object is gone afterwards, with no way back.',
    other: 'Delete all {{count}} versions of {{key}}? The object is gone afterwards, with no way back.',
  }),
  note: 'Versions under a retention or a legal hold are kept and named in the error.',
  bypass: 'Bypass governance retention',
  bypassHint:
    'Also deletes versions under a governance retention (a compliance retention or a legal hold still keeps them).',
  deleted: message((count: number) => ({ count }), {
    one: '1 version deleted',
    other: '{{count}} versions deleted',
  }),
});
