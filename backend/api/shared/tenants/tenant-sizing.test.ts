import {
  defaultParity,
  distribute,
  erasureSetSize,
  formatQuantity,
  GiB,
  memoryProblem,
  parityChoices,
  sizingMessages,
} from './tenant-sizing';

describe('tenant sizing', () => {
  it('picks the largest erasure set of 2 to 16 that divides the drives', () => {
    expect(erasureSetSize(4)).toBe(4);
    expect(erasureSetSize(12)).toBe(12);
    expect(erasureSetSize(32)).toBe(16);
    expect(erasureSetSize(18)).toBe(9);
    expect(erasureSetSize(17)).toBeUndefined();
    expect(erasureSetSize(1)).toBeUndefined();
  });

  it('offers parities from half the set down to 2, none when the drives form no set', () => {
    expect(parityChoices(4, 1)).toEqual(['EC:2']);
    expect(parityChoices(4, 4)).toEqual(['EC:8', 'EC:7', 'EC:6', 'EC:5', 'EC:4', 'EC:3', 'EC:2']);
    expect(parityChoices(17, 1)).toEqual([]);
    expect(defaultParity(8, 4, parityChoices(8, 4))).toBe('EC:4');
    expect(defaultParity(4, 4, parityChoices(4, 4))).toBe('EC:8');
  });

  it('splits a total evenly over the drives, refusing small or uneven totals', () => {
    expect(distribute(100 * GiB, 4, 1, formatQuantity)).toEqual({ drives: 4, volumeBytes: 25 * GiB });
    expect(distribute(2 * GiB, 4, 1, formatQuantity).error).toBe(sizingMessages.diskTooSmall);
    expect(distribute(0.5 * GiB, 4, 1, formatQuantity).error).toBe(sizingMessages.poolTooSmall);
    expect(distribute(100 * GiB, 4, 3, formatQuantity).error).toBe(sizingMessages.notDivisible(12, '96Gi', '108Gi'));
  });

  it('checks memory against what the nodes allow', () => {
    expect(memoryProblem(2 * GiB, 0)).toBe(sizingMessages.noMemory);
    expect(memoryProblem(2 * GiB, GiB)).toBe(sizingMessages.notEnoughMemory);
    expect(memoryProblem(GiB, 8 * GiB)).toBe(sizingMessages.memoryTooSmall);
    expect(memoryProblem(16 * GiB, 8 * GiB)).toBe(sizingMessages.memoryOverMax);
    expect(memoryProblem(8 * GiB, 8 * GiB)).toBeUndefined();
  });
});
