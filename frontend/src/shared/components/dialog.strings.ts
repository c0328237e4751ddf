import { translated } from '@frontend/shared/i18n/translated';

/** Text of the shared dialogs. */
export const dialogStrings = translated('dialog', {
  save: 'Save',
  cancel: 'Cancel',
  delete: 'Delete',
  clear: 'Clear',
  close: 'Close',
});
