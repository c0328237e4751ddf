import { displayName } from '../common/object-path';
import { filterByName, sortObjects, type BucketObject } from './object-sort';

const rows: BucketObject[] = [
  { name: 'b.txt', size: 10, last_modified: '2024-01-02T00:00:00Z' },
  { name: 'z/' },
  { name: 'A.txt', size: 30, last_modified: '2024-01-01T00:00:00Z' },
  { name: 'a/' },
];

describe('object sort and search', () => {
  it('lists folders first and sorts by the chosen field', () => {
    expect(sortObjects(rows, { field: 'name', direction: 'asc' }).map((row) => row.name)).toEqual([
      'a/',
      'z/',
      'A.txt',
      'b.txt',
    ]);
    expect(sortObjects(rows, { field: 'size', direction: 'desc' }).map((row) => row.name)).toEqual([
      'a/',
      'z/',
      'A.txt',
      'b.txt',
    ]);
    expect(sortObjects(rows, { field: 'last_modified', direction: 'desc' }).map((row) => row.name)[2]).toBe('b.txt');
  });

  it('filters by shown name, case-insensitively', () => {
    expect(filterByName(rows, 'A', displayName).map((row) => row.name)).toEqual(['A.txt', 'a/']);
    expect(filterByName(rows, '  ', displayName)).toHaveLength(4);
  });
});
