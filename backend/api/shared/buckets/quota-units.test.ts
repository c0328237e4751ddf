import { FIFO_UNSUPPORTED, quotaFromBytes, quotaProblem, quotaToBytes } from './quota-units';

describe('quota units', () => {
  it('converts with base 1024', () => {
    expect(quotaToBytes(1, 'KiB')).toBe(1024);
    expect(quotaToBytes(1, 'TiB')).toBe(1024 ** 4);
    expect(quotaToBytes(1.5, 'GiB')).toBe(1.5 * 1024 ** 3);
    expect(quotaToBytes(8, 'PiB')).toBe(8 * 1024 ** 5);
  });

  it('shows a byte count in the largest unit that keeps it whole', () => {
    expect(quotaFromBytes(1024 ** 4)).toEqual({ amount: 1, unit: 'TiB' });
    expect(quotaFromBytes(1536 * 1024 ** 2)).toEqual({ amount: 1536, unit: 'MiB' });
    expect(quotaFromBytes(512)).toEqual({ amount: 0.5, unit: 'KiB' });
  });
});

describe('quotaProblem', () => {
  it('accepts a hard quota of at least one byte', () => {
    expect(quotaProblem({ quota_type: 'hard', amount: 1 })).toBeUndefined();
    expect(quotaProblem({ amount: 1024 })).toBeUndefined();
  });

  it('refuses a size of 0, a missing size and fractions', () => {
    expect(quotaProblem({ quota_type: 'hard', amount: 0 })).toContain('at least 1 byte');
    expect(quotaProblem({ quota_type: 'hard' })).toContain('at least 1 byte');
    expect(quotaProblem({ amount: 1.5 })).toContain('whole number');
  });

  it("explains that MinIO dropped 'fifo'", () => {
    expect(quotaProblem({ quota_type: 'fifo', amount: 1024 })).toBe(FIFO_UNSUPPORTED);
  });
});
