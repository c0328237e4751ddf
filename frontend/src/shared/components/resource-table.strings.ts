import { translated } from '@frontend/shared/i18n/translated';

/** Text of the generic data table (spec 01 §2 "Generic data table"). */
export const resourceTableStrings = translated('resource-table', {
  emptyText: (entity: string) => `There are no ${entity} yet.`,
  shownColumns: 'Shown Columns',
  options: 'Options',
  selectAll: 'Select all rows',
  loading: 'Loading…',
});
