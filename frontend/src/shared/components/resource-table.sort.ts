/** The sort a table shows: a column and a direction. */
export interface TableSort {
  readonly columnId: string;
  readonly direction: 'asc' | 'desc';
}

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
        : String(left).localeCompare(String(right), undefined, { sensitivity: 'base', numeric: true });
    return order * factor;
  });
}
