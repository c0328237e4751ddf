import { partSizeFor } from './multipart-upload';

const MIB = 1024 * 1024;

describe('partSizeFor', () => {
  it('is 16 MiB up to 160,000 MiB', () => {
    expect(partSizeFor(0)).toBe(16 * MIB);
    expect(partSizeFor(5 * 1024 * MIB)).toBe(16 * MIB);
    expect(partSizeFor(160_000 * MIB)).toBe(16 * MIB);
  });

  it('grows in whole MiB so that 10,000 parts always hold the file', () => {
    for (const size of [160_000 * MIB + 1, 1024 ** 4, 5 * 1024 ** 4]) {
      const part = partSizeFor(size);
      expect(part % MIB).toBe(0);
      expect(part * 10_000).toBeGreaterThanOrEqual(size);
      expect((part - MIB) * 10_000).toBeLessThan(size);
    }
  });
});
