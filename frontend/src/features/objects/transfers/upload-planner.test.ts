import { completionList, missingParts, MULTIPART_THRESHOLD, planParts, runPool, uploadRoute } from './upload-planner';

const MiB = 1024 * 1024;

describe('upload planner', () => {
  it('sends files under 16 MiB by form and larger ones by multipart', () => {
    expect(uploadRoute(MULTIPART_THRESHOLD - 1, 'a.txt')).toBe('form');
    expect(uploadRoute(MULTIPART_THRESHOLD, 'a.txt')).toBe('multipart');
  });

  it('sends a small file whose name holds a double quote by multipart, which keeps its name', () => {
    // A form part's file name would reach the server as `quote%22s.txt` (browsers escape `"` so).
    expect(uploadRoute(10, 'dir/quote"s.txt')).toBe('multipart');
    expect(uploadRoute(10, 'say "hi"/a.txt')).toBe('form');
    expect(uploadRoute(10, "it's 50% & #1.txt")).toBe('form');
  });

  it('cuts a file into full parts and a shorter last one', () => {
    const plan = planParts(40 * MiB + 3, 16 * MiB);
    expect(plan).toEqual([
      { partNumber: 1, start: 0, end: 16 * MiB },
      { partNumber: 2, start: 16 * MiB, end: 32 * MiB },
      { partNumber: 3, start: 32 * MiB, end: 40 * MiB + 3 },
    ]);
    expect(planParts(0, 5 * MiB)).toEqual([{ partNumber: 1, start: 0, end: 0 }]);
    expect(planParts(10 * MiB, 5 * MiB)).toHaveLength(2);
  });

  it('resends only the parts the server does not hold, or holds cut short', () => {
    const plan = planParts(20 * MiB, 5 * MiB);
    const missing = missingParts(plan, [
      { partNumber: 1, etag: 'a', size: 5 * MiB },
      { partNumber: 3, etag: 'c', size: 1024 },
      { partNumber: 4, etag: 'd' },
    ]);
    expect(missing.map((part) => part.partNumber)).toEqual([2, 3]);
  });

  it('lists every etag in order to complete, and refuses a gap', () => {
    const plan = planParts(10 * MiB, 5 * MiB);
    expect(
      completionList(
        plan,
        new Map([
          [2, 'b'],
          [1, 'a'],
        ]),
      ),
    ).toEqual([
      { partNumber: 1, etag: 'a' },
      { partNumber: 2, etag: 'b' },
    ]);
    expect(() => completionList(plan, new Map([[1, 'a']]))).toThrow('Part 2');
  });

  it('keeps at most the limit of tasks in flight', async () => {
    let running = 0;
    let peak = 0;
    const done: number[] = [];
    await runPool([1, 2, 3, 4, 5, 6, 7], 4, async (n) => {
      running += 1;
      peak = Math.max(peak, running);
      await new Promise((resolve) => setTimeout(resolve, 1));
      done.push(n);
      running -= 1;
    });
    expect(peak).toBe(4);
    expect(done.sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('starts no further item once one has failed, and rejects once the running ones have finished', async () => {
    const started: number[] = [];
    const finished: number[] = [];
    const run = runPool([1, 2, 3, 4, 5, 6], 2, async (n) => {
      started.push(n);
      await new Promise((resolve) => setTimeout(resolve, n === 1 ? 1 : 10));
      if (n === 1) throw new Error('part 1 failed');
      finished.push(n);
    });
    await expect(run).rejects.toThrow('part 1 failed');
    expect(started).toEqual([1, 2]);
    expect(finished).toEqual([2]);
  });
});
