import { DELETE_MARKER_WITH_DAYS, lifecycleDate, lifecycleFormDate, lifecycleRuleProblem } from './lifecycle-rules';
import { formatTagFilter, parseTagFilter } from './tag-filter';

describe('lifecycleRuleProblem', () => {
  it('accepts expiry by days, by date, delete markers alone, and noncurrent versions alone', () => {
    expect(lifecycleRuleProblem({ type: 'expiry', expiry_days: 3 })).toBeUndefined();
    expect(lifecycleRuleProblem({ type: 'expiry', expiry_date: '2030-05-01T23:59:59Z' })).toBeUndefined();
    expect(lifecycleRuleProblem({ type: 'expiry', expired_object_delete_marker: true })).toBeUndefined();
    expect(lifecycleRuleProblem({ type: 'expiry', noncurrentversion_expiration_days: 2 })).toBeUndefined();
  });

  it('refuses an expiry without a when, with both, or with delete markers and days', () => {
    expect(lifecycleRuleProblem({ type: 'expiry' })).toContain('number of days');
    expect(lifecycleRuleProblem({ type: 'expiry', expiry_days: 1, expiry_date: '2030-01-01' })).toContain('not both');
    expect(lifecycleRuleProblem({ type: 'expiry', expiry_days: 1, expired_object_delete_marker: true })).toBe(
      DELETE_MARKER_WITH_DAYS,
    );
    expect(lifecycleRuleProblem({ type: 'expiry', expiry_date: 'someday' })).toContain('not a date');
  });

  it("refuses a date outside the form's years (this one and the 24 after it), and keeps one earlier this year", () => {
    const now = new Date(2026, 10, 27);
    const expiry = (date: string) => lifecycleRuleProblem({ type: 'expiry', expiry_date: date }, now);
    expect(expiry('2026-01-01T23:59:59Z')).toBeUndefined();
    expect(expiry('2050-12-31T23:59:59Z')).toBeUndefined();
    expect(expiry('2020-01-01T23:59:59Z')).toBe(
      'The date 2020-01-01T23:59:59Z is outside the years a rule may use: choose a date from 2026-01-01 to ' +
        '2050-12-31 (this year and the 24 after it)',
    );
    expect(expiry('2025-12-31T23:59:59Z')).toContain('outside the years');
    expect(expiry('2051-01-01T23:59:59Z')).toContain('outside the years');
    const transition = { type: 'transition', storage_class: 'WARM', transition_date: '2019-06-01' } as const;
    expect(lifecycleRuleProblem(transition, now)).toContain('choose a date from 2026-01-01 to 2050-12-31');
  });

  it('wants a tier for a transition', () => {
    expect(lifecycleRuleProblem({ type: 'transition', transition_days: 3 })).toContain('tier');
    expect(lifecycleRuleProblem({ type: 'transition', transition_days: 3, storage_class: 'WARM' })).toBeUndefined();
    expect(lifecycleRuleProblem({ type: 'transition', storage_class: 'WARM' })).toContain('number of days');
  });
});

describe('lifecycle dates', () => {
  it('keeps the UTC day the form sent and moves it to midnight, as MinIO requires', () => {
    expect(lifecycleDate(lifecycleFormDate('2030-05-01'))).toBe('2030-05-01T00:00:00Z');
    expect(lifecycleDate('2030-05-01T00:00:00Z')).toBe('2030-05-01T00:00:00Z');
  });
});

describe('tag filters', () => {
  it('parses and formats key=value pairs, dropping incomplete ones', () => {
    expect(parseTagFilter('a=1&b=two&=x&c=')).toEqual([
      { key: 'a', value: '1' },
      { key: 'b', value: 'two' },
    ]);
    expect(parseTagFilter('')).toEqual([]);
    expect(
      formatTagFilter([
        { key: 'a', value: '1' },
        { key: '', value: 'x' },
        { key: 'b', value: '2' },
      ]),
    ).toBe('a=1&b=2');
  });
});
