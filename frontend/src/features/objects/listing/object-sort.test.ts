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

  it('finds an accented name whichever Unicode form the name and the search text use', () => {
    const composed: BucketObject = { name: 'caf\u00e9.txt' }; // é as one code point (NFC, as typed)
    const decomposed: BucketObject = { name: 'r\u00e9sume\u0301/' }; // é as e + accent (NFD, as macOS names it)
    const accented: BucketObject[] = [composed, decomposed, { name: 'cafe.txt' }];
    expect(filterByName(accented, '\u00e9', displayName).map((row) => row.name)).toEqual([
      composed.name,
      decomposed.name,
    ]);
    expect(filterByName(accented, 'SUME\u0301', displayName).map((row) => row.name)).toEqual([decomposed.name]);
    expect(filterByName(accented, 'cafe\u0301', displayName).map((row) => row.name)).toEqual([composed.name]);
  });
});
