import {
  DEFAULT_SHARE_DURATION,
  defaultShareDuration,
  isValidShareDuration,
  shareExpiresParam,
  shareExpiry,
} from './share-duration.rules';

describe('share duration', () => {
  it('defaults to 7 days, the longest valid link', () => {
    expect(isValidShareDuration(DEFAULT_SHARE_DURATION)).toBe(true);
    expect(shareExpiresParam(DEFAULT_SHARE_DURATION)).toBe('604800000ms');
  });

  it.each([
    [{ days: 7, hours: 1, minutes: 0 }, false],
    [{ days: 7, hours: 0, minutes: 1 }, false],
    [{ days: 8, hours: 0, minutes: 0 }, false],
    [{ days: 6, hours: 23, minutes: 59 }, true],
    [{ days: 0, hours: 24, minutes: 0 }, false],
    [{ days: 0, hours: 0, minutes: 60 }, false],
    [{ days: -1, hours: 0, minutes: 0 }, false],
    [{ days: 0, hours: 0, minutes: 0 }, false],
    [{ days: 0, hours: 0, minutes: 1 }, true],
    [{ days: 1.5, hours: 0, minutes: 0 }, false],
  ])('%o valid: %s', (duration, valid) => {
    expect(isValidShareDuration(duration)).toBe(valid);
  });

  it('computes the expiry from the moment the link is made', () => {
    const from = new Date('2024-05-01T12:00:00Z');
    expect(shareExpiry({ days: 1, hours: 2, minutes: 3 }, from).toISOString()).toBe('2024-05-02T14:03:00.000Z');
  });
});

describe('defaultShareDuration', () => {
  const now = new Date('2026-01-01T00:00:00Z');
  it('is 7 days when the session lasts longer or its end is unknown', () => {
    expect(defaultShareDuration('2026-01-09T00:00:00Z', now)).toEqual({ days: 7, hours: 0, minutes: 0 });
    expect(defaultShareDuration(undefined, now)).toEqual({ days: 7, hours: 0, minutes: 0 });
  });
  it('is what is left of a shorter session, in whole minutes', () => {
    expect(defaultShareDuration('2026-01-01T11:59:30Z', now)).toEqual({ days: 0, hours: 11, minutes: 59 });
    expect(defaultShareDuration('2026-01-02T01:30:00Z', now)).toEqual({ days: 1, hours: 1, minutes: 30 });
  });
  it('is at least one minute', () => {
    expect(defaultShareDuration('2025-12-31T00:00:00Z', now)).toEqual({ days: 0, hours: 0, minutes: 1 });
  });
});
