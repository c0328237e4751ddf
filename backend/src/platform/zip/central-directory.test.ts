import { randomBytes } from 'node:crypto';
import { CentralDirectory } from './central-directory';

describe('CentralDirectory', () => {
  it('gives back every record in order, byte for byte, across page boundaries', () => {
    const directory = new CentralDirectory();
    // Odd sizes so records straddle the 64 KiB pages; about 3 pages in all.
    const records = Array.from({ length: 2500 }, (_, index) => randomBytes(46 + (index % 97)));
    for (const record of records) directory.add(record);
    expect(directory.count).toBe(records.length);
    expect(Buffer.concat([...directory.chunks()]).equals(Buffer.concat(records))).toBe(true);
  });

  it('holds nothing when no entry was added', () => {
    const directory = new CentralDirectory();
    expect(directory.count).toBe(0);
    expect(Buffer.concat([...directory.chunks()]).length).toBe(0);
  });
});
