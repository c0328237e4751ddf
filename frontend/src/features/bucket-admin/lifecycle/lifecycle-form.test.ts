import { EMPTY_LIFECYCLE_FORM, expiresAtNextScan, lifecycleFormProblem, toLifecycleRequest } from './lifecycle-form';

const now = new Date('2026-11-26T12:00:00Z');
const onDate = (date: string) => ({ ...EMPTY_LIFECYCLE_FORM, whenKind: 'date' as const, date });

describe('the Add Lifecycle Rule form', () => {
  it('needs days of at least 1 or a date', () => {
    expect(lifecycleFormProblem(EMPTY_LIFECYCLE_FORM, now)).toBeDefined();
    expect(lifecycleFormProblem({ ...EMPTY_LIFECYCLE_FORM, days: '0' }, now)).toBeDefined();
    // Digits only: a German 1.000 (a thousand) must not become 1 day, nor 1,000 in English.
    for (const days of ['1.000', '1,000', '1.5', '1e3']) {
      expect(lifecycleFormProblem({ ...EMPTY_LIFECYCLE_FORM, days }, now)).toBe(
        'Days must be a whole number of at least 1, without separators (1000, not 1.000 or 1,000)',
      );
    }
    expect(lifecycleFormProblem({ ...EMPTY_LIFECYCLE_FORM, days: ' 1000 ' }, now)).toBeUndefined();
    expect(lifecycleFormProblem({ ...EMPTY_LIFECYCLE_FORM, days: '1' }, now)).toBeUndefined();
    expect(lifecycleFormProblem(onDate('2026-12-01'), now)).toBeUndefined();
    expect(toLifecycleRequest(onDate('2026-12-01'))).toEqual({ type: 'expiry', expiry_date: '2026-12-01T23:59:59Z' });
  });

  it("takes a date only from the picker's years: this one and the 24 after it", () => {
    expect(lifecycleFormProblem(onDate('2050-12-31'), now)).toBeUndefined();
    // An earlier year would expire every object under the prefix at once.
    expect(lifecycleFormProblem(onDate('2020-01-01'), now)).toBe('Choose a date from 2026-01-01 to 2050-12-31');
    expect(lifecycleFormProblem(onDate('2051-01-01'), now)).toBe('Choose a date from 2026-01-01 to 2050-12-31');
  });

  it('warns (without refusing) when an expiry date is today or already past: everything matching expires at the next scan', () => {
    const today = new Date('2026-11-26T15:00:00Z');
    for (const date of ['2026-01-01', '2026-11-25', '2026-11-26']) {
      expect(expiresAtNextScan(onDate(date), today)).toBe(true);
      expect(lifecycleFormProblem(onDate(date), today)).toBeUndefined();
    }
    expect(expiresAtNextScan(onDate('2026-11-27'), today)).toBe(false);
    expect(expiresAtNextScan(onDate(''), today)).toBe(false);
    expect(expiresAtNextScan({ ...onDate('2026-11-01'), type: 'transition' }, today)).toBe(false);
    expect(expiresAtNextScan({ ...onDate('2026-11-01'), whenKind: 'days' }, today)).toBe(false);
  });

  it("counts the day from 00:00 UTC, when MinIO starts applying a dated rule, whatever the browser's zone", () => {
    // 17:00 on 27 November in Los Angeles is already the 28th in UTC: a rule dated the 28th applies at once.
    const laEvening = new Date('2026-11-28T01:00:00Z');
    expect(expiresAtNextScan(onDate('2026-11-28'), laEvening)).toBe(true);
    // 04:30 on 28 November in Kolkata is still the 27th in UTC: a rule dated the 28th waits until 00:00 UTC.
    const kolkataMorning = new Date('2026-11-27T23:00:00Z');
    expect(expiresAtNextScan(onDate('2026-11-28'), kolkataMorning)).toBe(false);
  });
});
