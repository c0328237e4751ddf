import {
  DEFAULT_SHARE_DURATION,
  defaultShareDuration,
  isValidShareDuration,
  shareExpiresParam,
  shareExpiry,
  shareLimitEndsAt,
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
  const at = (iso: string) => Date.parse(iso);
  it('is 7 days when the session lasts longer', () => {
    expect(defaultShareDuration(at('2026-01-09T00:00:00Z'), now)).toEqual({ days: 7, hours: 0, minutes: 0 });
  });
  it('is what is left of a shorter session, in whole minutes', () => {
    expect(defaultShareDuration(at('2026-01-01T11:59:30Z'), now)).toEqual({ days: 0, hours: 11, minutes: 59 });
    expect(defaultShareDuration(at('2026-01-02T01:30:00Z'), now)).toEqual({ days: 1, hours: 1, minutes: 30 });
  });
  it('is at least one minute', () => {
    expect(defaultShareDuration(at('2025-12-31T00:00:00Z'), now)).toEqual({ days: 0, hours: 0, minutes: 1 });
  });
});

describe('shareLimitEndsAt', () => {
  // The server says 12 h are left, until 12:00 by its clock; the browser's clock is 10 minutes off.
  const limit = { exp: 12 * 3600, expires_at: '2026-01-01T12:00:00Z' };
  it.each([
    ['behind', '2025-12-31T23:50:00Z'],
    ['ahead', '2026-01-01T00:10:00Z'],
  ])("counts the server's seconds left with a browser clock 10 minutes %s", (_how, browserNow) => {
    const receivedAt = Date.parse(browserNow);
    const endsAt = shareLimitEndsAt(limit, receivedAt);
    expect(defaultShareDuration(endsAt, new Date(receivedAt))).toEqual({ days: 0, hours: 12, minutes: 0 });
    const twelveHours = shareExpiry({ days: 0, hours: 12, minutes: 0 }, new Date(receivedAt + 1000));
    expect(twelveHours.getTime()).toBeLessThanOrEqual(endsAt + 1000);
  });
  it('is at most 7 days away when the server caps exp', () => {
    expect(shareLimitEndsAt({ exp: 604800, expires_at: '2027-01-01T00:00:00Z' }, 0)).toBe(604800000);
  });
});
