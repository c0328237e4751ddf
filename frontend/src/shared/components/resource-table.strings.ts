/** Text of the generic data table (spec 01 §2 "Generic data table"). */
export const resourceTableStrings = {
  emptyText: (entity: string) => `There are no ${entity} yet.`,
  shownColumns: 'Shown Columns',
  options: 'Options',
  selectAll: 'Select all rows',
  loading: 'Loading…',
} as const;
