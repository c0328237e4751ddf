import { createBucketProblems, effectiveLocking, SINGLE_DRIVE_MESSAGE } from './create-bucket-rules';

const distributed = { distributedMode: true };

describe('createBucketProblems', () => {
  it('accepts a plain bucket anywhere, and every feature in a distributed setup', () => {
    expect(createBucketProblems({ name: 'plain' }, { distributedMode: false })).toEqual([]);
    const everything = {
      name: 'everything',
      versioning: true,
      locking: true,
      quota: { enabled: true, quota_type: 'hard', amount: 1024 },
      retention: { mode: 'compliance', unit: 'days', validity: 1 },
    };
    expect(createBucketProblems(everything, distributed)).toEqual([]);
  });

  it('explains a bad name', () => {
    expect(createBucketProblems({ name: 'Bad_Name' }, distributed)).toEqual([
      { field: 'name', message: 'A bucket name cannot contain uppercase letters' },
    ]);
  });

  it('refuses a quota of size 0 and fifo, but ignores a disabled quota', () => {
    expect(createBucketProblems({ name: 'quota0', quota: { enabled: true, amount: 0 } }, distributed)).toEqual([
      { field: 'quota', message: expect.stringContaining('at least 1 byte') },
    ]);
    expect(
      createBucketProblems(
        { name: 'quotafifo', quota: { enabled: true, quota_type: 'fifo', amount: 9 } },
        distributed,
      )[0],
    ).toMatchObject({ field: 'quota', message: expect.stringContaining('fifo') });
    expect(createBucketProblems({ name: 'quotaoff', quota: { enabled: false, amount: 0 } }, distributed)).toEqual([]);
  });

  it('refuses retention without versioning or with a validity below 1', () => {
    const retention = { mode: 'governance', unit: 'days', validity: 0 };
    expect(createBucketProblems({ name: 'ret', retention }, distributed).map((p) => p.message)).toEqual([
      'Retention needs versioning: turn versioning on first',
      expect.stringContaining('from 1 to 36500'),
    ]);
  });

  it('refuses distributed-only features on a single drive, one problem per feature', () => {
    const problems = createBucketProblems(
      { name: 'single', versioning: true, quota: { enabled: true, amount: 1 } },
      { distributedMode: false },
    );
    expect(problems).toEqual([
      { field: 'versioning', message: SINGLE_DRIVE_MESSAGE },
      { field: 'quota', message: SINGLE_DRIVE_MESSAGE },
    ]);
  });
});

describe('effectiveLocking', () => {
  it('is forced on by retention', () => {
    expect(effectiveLocking({ name: 'a', retention: { mode: 'compliance', unit: 'days', validity: 1 } })).toBe(true);
    expect(effectiveLocking({ name: 'a', locking: true })).toBe(true);
    expect(effectiveLocking({ name: 'a' })).toBe(false);
  });
});
