import { sortRows } from './resource-table.sort';

const names = (count: number) => Array.from({ length: count }, (_, index) => `user-${(index * 7919) % count}`);

describe('sortRows', () => {
  it('orders text ignoring case, with digits by their value, and numbers numerically, either way', () => {
    const rows = ['user-10', 'User-2', 'alpha', 'user-1'];
    expect(sortRows(rows, (row) => row, 'asc')).toEqual(['alpha', 'user-1', 'User-2', 'user-10']);
    expect(sortRows(rows, (row) => row, 'desc')).toEqual(['user-10', 'User-2', 'user-1', 'alpha']);
    expect(sortRows([10, 9, 100], (row) => row, 'asc')).toEqual([9, 10, 100]);
    expect(rows).toEqual(['user-10', 'User-2', 'alpha', 'user-1']);
  });

  it('sorts 10,000 names with one collator, not one built per comparison', () => {
    // `localeCompare` with options builds a collator on every call: ~0.6 s for 10,000 names in V8.
    const localeCompare = jest.spyOn(String.prototype, 'localeCompare');
    try {
      const sorted = sortRows(names(10_000), (row) => row, 'asc');
      expect(sorted.slice(0, 3)).toEqual(['user-0', 'user-1', 'user-2']);
      expect(sorted[9_999]).toBe('user-9999');
      expect(localeCompare).not.toHaveBeenCalled();
    } finally {
      localeCompare.mockRestore();
    }
  });
});
