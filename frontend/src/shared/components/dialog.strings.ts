/** Text of the shared dialogs. */
export const dialogStrings = {
  save: 'Save',
  cancel: 'Cancel',
  delete: 'Delete',
  clear: 'Clear',
} as const;
