import { useMemo, useState } from 'react';

/** Anything a card list can filter: it has a name. */
export interface Named {
  readonly name: string;
}

/** The items whose name contains `filter`, ignoring case and the spaces around it; all of them for a blank filter. */
export function filterByName<T extends Named>(items: readonly T[], filter: string): readonly T[] {
  const needle = filter.trim().toLowerCase();
  return needle === '' ? items : items.filter((item) => item.name.toLowerCase().includes(needle));
}

/** The text of a card list's filter box and the items it lets through. */
export function useNameFilter<T extends Named>(items: readonly T[]) {
  const [filter, setFilter] = useState('');
  const matching = useMemo(() => filterByName(items, filter), [items, filter]);
  return { filter, setFilter, matching };
}
