/** The sort a table shows: a column and a direction. */
export interface TableSort {
  readonly columnId: string;
  readonly direction: 'asc' | 'desc';
}

/**
 * Text order of the tables: by the browser's locale, ignoring case and accents, digits by their value ('user-2'
 * before 'user-10'). One collator for every comparison: `localeCompare` with options builds one per call, which
 * took ~0.6 s to sort 10,000 names.
 */
const textOrder = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

/** `rows` ordered by `value` (numbers numerically, text by locale, case-insensitively); the input is not changed. */
export function sortRows<Row>(
  rows: readonly Row[],
  value: (row: Row) => string | number,
  direction: TableSort['direction'],
): Row[] {
  const factor = direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const left = value(a);
    const right = value(b);
    const order =
      typeof left === 'number' && typeof right === 'number'
        ? left - right
        : textOrder.compare(String(left), String(right));
    return order * factor;
  });
}
