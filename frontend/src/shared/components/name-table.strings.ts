import { translated } from '@frontend/shared/i18n/translated';

/** Text of the shared name lists and pickers (NameTable, NameChecklist). */
export const nameTableStrings = translated('name-table', {
  noMatchTitle: 'No results found',
  noMatch: (term: string) => `Nothing matches '${term}'. Clear the search to see everything.`,
  viewAction: 'View',
  deleteAction: 'Delete',
  loading: 'Loading…',
  loadFailedTitle: 'The list could not be loaded',
  selectedCount: (count: number) => `${count} selected`,
  nothingToPick: 'There is nothing to choose from.',
  pickerSearch: (what: string) => `Search ${what}`,
});
